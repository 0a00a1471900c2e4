import { isFulfilled, type UnknownAction } from '@reduxjs/toolkit';
import { redactSecrets } from './sanitizers';

/**
 * Every other write as a named domain action for the auditors' DevTools history (the money
 * writes have their own, richer actions in domain-events.ts, which also names the writes, by
 * their endpoints, in its `WRITE_EVENTS`). The payload is what was sent: the ids and the fields
 * changed, files by name only, passwords and tokens redacted.
 */
type WriteEvents = Readonly<Record<string, string | undefined>>;

/** What was sent, as plain data: a form's fields (a file by its name), never its bytes. */
function plain(args: unknown): unknown {
  if (typeof FormData !== 'undefined' && args instanceof FormData) {
    const fields: Record<string, string> = {};
    args.forEach((value, name) => {
      fields[name] = typeof value === 'string' ? value : `file ${value.name}`;
    });
    return fields;
  }
  if (args && typeof args === 'object' && !Array.isArray(args)) {
    return Object.fromEntries(Object.entries(args as Record<string, unknown>).map(([k, v]) => [k, plain(v)]));
  }
  return args;
}

/** The domain action `events` names for a fulfilled write, or null for a read or a write it does not name. */
export function writeEventOf(action: unknown, events: WriteEvents): UnknownAction | null {
  if (!isFulfilled(action)) return null;
  const arg = (action.meta as { arg?: { type?: string; endpointName?: string; originalArgs?: unknown } }).arg;
  const type = arg?.type === 'mutation' && arg.endpointName ? events[arg.endpointName] : undefined;
  if (!type) return null;
  return { type, payload: redactSecrets({ sent: plain(arg?.originalArgs) ?? null }) };
}
