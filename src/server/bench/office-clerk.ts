import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../plugins/cookies';

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

function cookieValue(response: Response, name: string): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [key, value] = pair.split('=');
    if (key.trim() === name) return value;
  }
  return undefined;
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
    const base = balancer.pick();
    const first = await fetch(`${base}/logistics/check-auth`);
    const csrf = cookieValue(first, CSRF_COOKIE);
    if (!csrf) throw new Error('No CSRF cookie from /check-auth');
    const login = await fetch(`${balancer.pick()}/logistics/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: csrf, cookie: `${CSRF_COOKIE}=${csrf}` },
      body: JSON.stringify({ username, password }),
    });
    if (login.status !== 200)
      throw new Error(`Login of ${username} answered ${login.status}: ${await login.text()}`);
    const sid = cookieValue(login, SESSION_COOKIE);
    const token = cookieValue(login, CSRF_COOKIE) ?? csrf;
    return new OfficeClerk(
      username,
      { cookie: `${CSRF_COOKIE}=${token}; ${SESSION_COOKIE}=${sid}`, [CSRF_HEADER]: token },
      balancer,
      record,
    );
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
