import type pg from 'pg';
import type { PostgresPool } from 'kysely';

/**
 * The database could not be reached: no connection came (refused, not accepting connections,
 * too many, timed out) or PostgreSQL ended the one in use (terminated, shutting down, restarting).
 * A request that meets it is answered 503; the pool reconnects by itself once the database is back.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is not reachable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket errors, and PostgreSQL's admin_shutdown, crash_shutdown and cannot_connect_now. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
/** SQLSTATE class 08: connection exception. */
const CONNECTION_EXCEPTION_CLASS = '08';
/** node-postgres says these in words only, without a code. */
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

function isConnectionError(error: { code?: unknown; message?: unknown }): boolean {
  if (
    typeof error.code === 'string' &&
    (CONNECTION_CODES.has(error.code) || error.code.startsWith(CONNECTION_EXCEPTION_CLASS))
  )
    return true;
  return typeof error.message === 'string' && CONNECTION_LOST.test(error.message);
}

/** Whether the error, or one it wraps (cause, AggregateError), says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (error instanceof DatabaseUnavailableError || isConnectionError(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * The pool as Kysely sees it: any failure to get a connection is the database being unavailable
 * (a failed connect is never the request's fault, whatever code PostgreSQL gave it, e.g. 55000
 * "not currently accepting connections").
 */
export function unavailableOnConnectFailure(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      try {
        return await pool.connect();
      } catch (error) {
        throw new DatabaseUnavailableError(error);
      }
    },
    end: () => pool.end(),
  };
}

/**
 * A connection PostgreSQL ends (terminated, restarting) makes node-postgres emit 'error': on the
 * pool for an idle connection, on the client for one in use. Unheard, either event ends the
 * process; heard, the pool drops the dead connection and opens new ones when asked.
 */
export function reportLostConnections(pool: pg.Pool, report: (error: Error) => void) {
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
}
