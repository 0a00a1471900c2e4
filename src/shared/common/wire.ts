import { z } from 'zod';
import { MAX_ANY_TEXT_LENGTH } from './text-rules';

/**
 * Wire shapes of the API calls: what a request may carry and what an answer holds.
 * Field rules with SPEC messages live in their domain files; these add types and lengths, so a
 * number, array or object where a text belongs is a 400, never coerced. Answers declare every
 * field they send: the server writes nothing else.
 */

/** The answer's header naming its request in the server's log; error notices show it as "Reference ...". */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Optional text filter: a string (or null, as forms send for "none"), at most `max` characters. */
export const optionalText = (max = MAX_ANY_TEXT_LENGTH) => z.string().max(max).nullable().optional();

/** A path id that is text (a trip's TripID, bill id, truck number, ...). */
export const idText = z.string().min(1).max(100);

/** The largest id a serial (int4) column holds. */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether a text is a serial row id: digits without sign, point, padding or spaces, 1 to MAX_ROW_ID. */
export function isRowIdText(text: string): boolean {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ROW_ID;
}

/**
 * A serial row id in a path (`/delete-vendor/:id`), handed on as a number. A text that is no row id
 * (abc, 1.5, -1, 0, too large, with invisible characters) names no row: the route answers 404 with
 * its own not-found message (`notFound` marks the issue for the validator in plugins/zod-schemas.ts),
 * as it does for an id that is well formed but unknown.
 */
export function rowId(notFoundMessage: string) {
  return z
    .string()
    .refine(isRowIdText, { error: notFoundMessage, params: { notFound: true } })
    .transform(Number);
}

/** The params of a path whose only parameter is a row id, `:id`. */
export const rowIdParams = (notFoundMessage: string) => z.object({ id: rowId(notFoundMessage) });

/** A number field of a form: a JSON number or the typed text ('' when empty), null or absent for none. */
export const formNumber = z
  .union([z.number(), z.string().max(30)])
  .nullable()
  .optional();

/** A row id as bodies carry it: its text, or the number a client may send. */
export const rowIdValue = z.union([z.string().max(30), z.number()]);

/** Paging fields of a list call (checked by the shared paging rules, which name them). */
export const pagingFields = {
  limit: z
    .union([z.string().max(20), z.number()])
    .nullable()
    .optional(),
  offset: z
    .union([z.string().max(20), z.number()])
    .nullable()
    .optional(),
};

/** Column sort of a paged trip list (checked by the shared sort rules in sorting.ts, which name them). */
const sortFields = {
  sort: z.string().max(40).nullable().optional(),
  order: z.string().max(10).nullable().optional(),
};

/** Per-column text filters of a paged trip list: an object, or its JSON text in a query (columnFilters.ts checks them). */
const filterFields = {
  filters: z
    .union([z.string().max(4000), z.record(z.string().max(40), z.string().max(100))])
    .nullable()
    .optional(),
};

/** A page of a table the user sorts and filters by its columns: paging, column sort and column filters. */
export const tableListFields = { ...pagingFields, ...sortFields, ...filterFields };

/** The date range a list search filters by (YYYY-MM-DD texts; search-filters.ts checks them). */
export const dateRangeFields = { startDate: optionalText(10), endDate: optionalText(10) };
/** The date range and vendor the Reports, Business and Transactions searches filter by. */
export const vendorDateRangeFields = { ...dateRangeFields, vendor: optionalText(200) };

/** Consecutive fields that share one schema (e.g. the numbers of a row), in the order given. */
export function fieldsOf<K extends string, S extends z.ZodType>(schema: S, ...keys: K[]): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;
}

/** The `{ message }` most calls answer with. */
export const messageAnswer = z.object({ message: z.string() });

/**
 * The wire types first (a 400 naming the field for a wrong JSON type), then a shared rule that
 * takes any input (a preprocess normalising a form) on what passed them.
 */
export function wireThen<WireInput, RuleInput, RuleOutput>(
  wire: z.ZodType<NoInfer<RuleInput>, WireInput>,
  rule: z.ZodType<RuleOutput, RuleInput>,
) {
  return wire.pipe(rule);
}

/** Every refusal and failure: `{ message }`, with an errorCode where the client acts on one (plugins/errors.ts). */
export const errorAnswer = z.object({ message: z.string(), errorCode: z.string().optional() });
