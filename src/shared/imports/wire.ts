import { z } from 'zod';
import { IMPORT_KINDS, IMPORT_MESSAGES, MAX_IMPORT_ROWS, type ImportKind } from './master-import';
import { endpoint } from '../common/endpoint';
import { messageAnswer } from '../common/wire';

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
export type ImportRowError = z.infer<typeof importRowError>;
/** What the check answers (preview) and what a refused import carries. */
export const importCheckAnswer = z.object({
  total: z.number(),
  valid: z.number(),
  errors: z.array(importRowError),
});
export type ImportCheck = z.infer<typeof importCheckAnswer>;
/** A refused file (every row's errors), or any other 400's message alone. */
export const importRefusedAnswer = importCheckAnswer.partial().extend({ message: z.string() });
export const importDoneAnswer = messageAnswer.extend({ imported: z.number() });

/** A kind's calls: the template file, the preview check and the all-or-nothing import. */
function importCalls(kind: ImportKind) {
  return {
    /** The .xlsx template (no JSON answer). */
    template: endpoint('GET', `/api/import/${kind}/template`, { response: {} }),
    check: endpoint('POST', `/api/import/${kind}/check`, {
      body: importBody,
      response: { 200: importCheckAnswer },
    }),
    run: endpoint('POST', `/api/import/${kind}`, {
      body: importBody,
      response: { 200: importDoneAnswer, 400: importRefusedAnswer },
    }),
  };
}

/**
 * The import calls of each kind; imports/routes.ts serves them, imports-api.ts calls them. Each
 * kind has its own paths, as each is open to whoever may edit that master data.
 */
export const importEndpoints = Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, importCalls(kind)])) as {
  [K in ImportKind]: ReturnType<typeof importCalls>;
};
