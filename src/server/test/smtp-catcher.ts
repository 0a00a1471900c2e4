import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test server took whole (its data ended with the final dot), as mailparser reads it. */
export interface CaughtMail {
  raw: Buffer;
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
  /** The reply it was answered with. */
  reply: string;
}

/** What the server does with a message: accept it (with this reply), or refuse it with an SMTP code. */
export type Verdict = { accept: string } | { refuse: number; message: string };

export interface CatcherHooks {
  /** Once a client's MAIL FROM is in (the outbox row is claimed by then). */
  onMailFrom?(): Promise<void>;
  /** When the first bytes of a message's data arrive, before its end. */
  onDataStart?(): Promise<void>;
  /** A whole message arrived; the reply waits for this (a test may kill the sender here). */
  onReceived?(mail: CaughtMail): Promise<void>;
  /** Whether to accept the nth message (1-based) that arrived whole; accepted by default. */
  verdict?(n: number): Verdict;
}

export const SMTP_USER = { user: 'office', pass: 'Mail#Pass1' } as const;

/**
 * A real SMTP server (the smtp-server package) on a free local port, with a login, that keeps every
 * message it received whole. A message whose connection dropped before its end is not one: the
 * server abandons it (RFC 5321, 4.1.1.4), as any server does.
 */
export class SmtpCatcher {
  readonly received: CaughtMail[] = [];
  /** Messages whose data started but never ended (the sender went away). */
  abandoned = 0;
  private constructor(
    private readonly server: SMTPServer,
    readonly url: string,
    readonly hooks: CatcherHooks,
  ) {}

  static async start(hooks: CatcherHooks = {}): Promise<SmtpCatcher> {
    // The server's handlers reach the catcher made once the server listens.
    const made: { catcher?: SmtpCatcher } = {};
    let arrived = 0;
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER.user && auth.password === SMTP_USER.pass)
          return callback(null, { user: auth.username });
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      },
      onMailFrom(_address, _session, callback) {
        void (hooks.onMailFrom?.() ?? Promise.resolve()).then(() => callback());
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        let started = false;
        stream.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (!started) {
            started = true;
            void hooks.onDataStart?.();
          }
        });
        stream.on('error', () => (made.catcher!.abandoned += 1));
        stream.on('end', async () => {
          arrived += 1;
          const verdict = hooks.verdict?.(arrived) ?? { accept: `OK: queued as Q${arrived}` };
          if ('refuse' in verdict) {
            callback(Object.assign(new Error(verdict.message), { responseCode: verdict.refuse }));
            return;
          }
          const raw = Buffer.concat(chunks);
          const mail: CaughtMail = {
            raw,
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            parsed: await simpleParser(raw),
            reply: `250 ${verdict.accept}`,
          };
          made.catcher!.received.push(mail);
          await hooks.onReceived?.(mail);
          callback(null, verdict.accept);
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const catcher = new SmtpCatcher(
      server,
      `smtp://${SMTP_USER.user}:${encodeURIComponent(SMTP_USER.pass)}@127.0.0.1:${port}`,
      hooks,
    );
    made.catcher = catcher;
    return catcher;
  }

  /** Waits until `count` messages have arrived whole (or fails after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 15_000): Promise<CaughtMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline)
        throw new Error(`the SMTP server got ${this.received.length} messages, not ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.received;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
