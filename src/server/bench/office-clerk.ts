import http from 'node:http';
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
  /** performance.now() when the request was sent. */
  sentAt: number;
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

/** A multipart body and its boundary, encoded once as a browser would send them. */
export interface EncodedForm {
  contentType: string;
  body: Buffer;
}

export async function encodeForm(fields: Record<string, string>): Promise<EncodedForm> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const encoded = new Response(form);
  return {
    contentType: encoded.headers.get('content-type')!,
    body: Buffer.from(await encoded.arrayBuffer()),
  };
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
    init: { method?: string; json?: unknown; form?: EncodedForm } = {},
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    const headers: Record<string, string> = { ...this.headers };
    let body: Buffer | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = Buffer.from(JSON.stringify(init.json));
    } else if (init.form) {
      headers['content-type'] = init.form.contentType;
      body = init.form.body;
    }
    const started = performance.now();
    let status = 0;
    try {
      const answer = await send(
        `${this.balancer.pick()}/logistics${path}`,
        init.method ?? 'GET',
        headers,
        body,
      );
      status = answer.status;
      return answer;
    } finally {
      // status 0: no answer at all (a reset connection), counted as an error.
      this.record({ action, sentAt: started, ms: performance.now() - started, status });
    }
  }
}

/**
 * The clerks' HTTP client: node's own http with kept-alive connections. It costs a fraction of
 * fetch's CPU, and the clerks share the two cores with the instances they measure.
 */
const keepAlive = new http.Agent({ keepAlive: true });

function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Buffer | undefined,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: keepAlive }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
