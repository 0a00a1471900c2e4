import { z } from 'zod';

/** The first rule message a zod schema reports, so a form and the server show the same words. */
export function firstIssue(result: z.ZodSafeParseResult<unknown>): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid input');
}

/**
 * A text that must be given: trimmed, refused with `required` when missing, not a string or blank,
 * and (with a limit) with `tooLong` past `max` characters.
 */
export function requiredText(required: string, limit?: { max: number; tooLong: string }) {
  const text = z.string({ error: required }).trim().min(1, required);
  return limit ? text.max(limit.max, limit.tooLong) : text;
}
