import type { z } from 'zod';

/** The first rule message a zod schema reports, so a form and the server show the same words. */
export function firstIssue(result: z.ZodSafeParseResult<unknown>): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid input');
}
