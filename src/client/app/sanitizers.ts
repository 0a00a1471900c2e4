/**
 * Redux DevTools stay on in production for auditors; these keep secrets out of what they record.
 */
const SECRET_KEY = /password|token/i;
const REDACTED = '[redacted]';

export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (SECRET_KEY.test(key)) out[key] = REDACTED;
    else if (typeof v === 'string' && key === 'message' && /temporary password/i.test(v)) out[key] = REDACTED;
    else if (typeof v === 'string' && key === 'text' && /temporary password/i.test(v)) out[key] = REDACTED;
    else out[key] = redactSecrets(v, depth + 1);
  }
  return out as T;
}

export const actionSanitizer = <A>(action: A): A => redactSecrets(action);
export const stateSanitizer = <S>(state: S): S => redactSecrets(state);
