import { signedInHeaders } from './http-session';

/**
 * One clerk of the busy office (`npm run bench -- office`): a signed-in session whose requests go
 * to the app instances in turn, as a balancer without sticky sessions sends them, and the clerk's
 * own trips as they move from Open to Acknowledged to Billed.
 */

export type OfficeAction =
  'Reports page' | 'Billing page' | 'new trip' | 'open trip' | 'acknowledge' | 'bill';

export interface Timed {
  action: OfficeAction;
  ms: number;
  status: number;
}

/** Each request goes to the next instance, whoever sends it. */
export class RoundRobin {
  private next = 0;
  constructor(readonly baseUrls: string[]) {}
  pick(): string {
    return this.baseUrls[this.next++ % this.baseUrls.length];
  }
}

export class OfficeClerk {
  /** TripIDs the app answered 201 for, and the row ids of the clerk's trips by status. */
  readonly created: string[] = [];
  readonly open: string[] = [];
  readonly acknowledged: number[] = [];
  readonly acknowledgedOk: number[] = [];
  readonly billed: { billId: string; ids: number[] }[] = [];

  private constructor(
    readonly username: string,
    private readonly headers: Record<string, string>,
    private readonly balancer: RoundRobin,
    readonly record: (timed: Timed) => void,
  ) {}

  static async signIn(
    balancer: RoundRobin,
    username: string,
    password: string,
    record: (timed: Timed) => void,
  ): Promise<OfficeClerk> {
    const headers = await signedInHeaders(balancer.pick(), balancer.pick(), username, password);
    return new OfficeClerk(username, headers, balancer, record);
  }

  /** One timed request, its body read to the end (the answer is the clerk's only when all of it came). */
  async call(
    action: OfficeAction,
    path: string,
    init: { method?: string; json?: unknown; form?: FormData } = {},
  ): Promise<{ status: number; headers: Headers; body: Buffer }> {
    const headers: Record<string, string> = { ...this.headers };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status = 0;
    try {
      const res = await fetch(`${this.balancer.pick()}/logistics${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
      });
      const body = Buffer.from(await res.arrayBuffer());
      status = res.status;
      return { status, headers: res.headers, body };
    } finally {
      // status 0: no answer at all (a reset connection), counted as an error.
      this.record({ action, ms: performance.now() - started, status });
    }
  }
}
