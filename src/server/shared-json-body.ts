import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JSON_TYPE } from './paging';

const gzip = promisify(zlib.gzip);

/** Below this a gzip header costs more than it saves. */
const MIN_GZIP_BYTES = 1024;
/**
 * Above this the body is an API client's whole range (the screens read pages of ~150 KB): gzipping
 * a 31 MB month cost ~0.4 s before the first byte, more than it saves on an office network.
 */
const MAX_GZIP_BYTES = 2 * 1024 * 1024;

/**
 * A JSON answer shared by the requests that read the same list at once (db/shared-reads.ts).
 * A day of Today's List is ~180 KB of JSON, and writing it to 100 reloading clerks was most of
 * the server's time (CPU profile). Browsers accept gzip (~10x smaller); the body is
 * compressed once for all its readers, on libuv's thread pool rather than the event loop.
 */
export class SharedJsonBody {
  private gzipped: Promise<Buffer> | null = null;

  constructor(readonly raw: Buffer) {}

  gzip(): Promise<Buffer> {
    this.gzipped ??= gzip(this.raw, { level: zlib.constants.Z_BEST_SPEED });
    return this.gzipped;
  }
}

/**
 * The last body answered per list key: a new body with the same bytes is answered with the kept
 * one, so its gzip is made once per change of the list, not once per read (a few hundred keys).
 * With the list's version it was read at (read before the body), it answers again without a read
 * while that version holds: nothing in its scope was written since.
 */
export class SharedJsonBodies {
  private readonly last = new Map<string, { body: SharedJsonBody; version: string }>();

  constructor(private readonly maxKeys = 200) {}

  /** Whether a body is kept for the key (at any version). */
  has(key: string): boolean {
    return this.last.has(key);
  }

  /** The kept body of the key if it was read at this version. */
  current(key: string, version: string): SharedJsonBody | undefined {
    const kept = this.last.get(key);
    return kept?.version === version ? kept.body : undefined;
  }

  keep(key: string, raw: Buffer, version: string): SharedJsonBody {
    const kept = this.last.get(key);
    const body = kept && kept.body.raw.equals(raw) ? kept.body : new SharedJsonBody(raw);
    this.last.delete(key);
    this.last.set(key, { body, version });
    if (this.last.size > this.maxKeys) this.last.delete(this.last.keys().next().value!);
    return body;
  }
}

/** Whether the request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Sends the shared body, gzipped when the client takes it. */
export async function sendSharedJson(request: FastifyRequest, reply: FastifyReply, body: SharedJsonBody) {
  reply.type(JSON_TYPE);
  if (body.raw.length < MIN_GZIP_BYTES || body.raw.length > MAX_GZIP_BYTES) return reply.send(body.raw);
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request)) return reply.send(body.raw);
  return reply.header('content-encoding', 'gzip').send(await body.gzip());
}
