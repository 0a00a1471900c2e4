import { z } from 'zod';
import { IMPORT_MESSAGES, MAX_IMPORT_ROWS, type ImportCheck } from './master-import';

/** Excel import: the rows the browser read from the file, cells as text. */

const importRow = z.object({
  row: z.number().int().min(2).max(1_000_000).optional(),
  // An empty cell may come as null; a number cell as its number.
  values: z.record(z.string().max(100), z.union([z.string().max(500), z.number(), z.null()])),
});
export const importBody = z.object({
  rows: z
    .array(importRow, { error: IMPORT_MESSAGES.badBody })
    .min(1, IMPORT_MESSAGES.noRows)
    .max(MAX_IMPORT_ROWS, IMPORT_MESSAGES.tooManyRows),
});
export type ImportBody = z.output<typeof importBody>;

const importRowError = z.object({ row: z.number(), column: z.string(), message: z.string() });
export const importCheckAnswer = z.object({
  total: z.number(),
  valid: z.number(),
  errors: z.array(importRowError),
}) satisfies z.ZodType<ImportCheck>;
/** A refused file (every row's errors), or any other 400's message alone. */
export const importRefusedAnswer = importCheckAnswer.partial().extend({ message: z.string() });
export const importDoneAnswer = z.object({ message: z.string(), imported: z.number() });
