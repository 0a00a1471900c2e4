import type { StubbedResponse } from './fetch-stub';

/**
 * A list call that pages like the server (src/server/bench/performance.md, Large data): with `limit` (query or body)
 * it answers that slice with totalCount and totals; without it, every row.
 */
export function pagedAnswer<Row>(
  rows: readonly Row[],
  options: { key?: string; totals?: Record<string, number>; extra?: object } = {},
) {
  const { key = 'tableData', totals = {}, extra = {} } = options;
  return ({ url, body }: { url: string; body: unknown }): StubbedResponse => {
    const params = new URLSearchParams(url.split('?')[1] ?? '');
    const fields = (body && typeof body === 'object' ? body : {}) as { limit?: number; offset?: number };
    const limit = Number(params.get('limit') ?? fields.limit ?? 0);
    const offset = Number(params.get('offset') ?? fields.offset ?? 0);
    if (!limit) return { body: { [key]: rows, ...extra } };
    return { body: { [key]: rows.slice(offset, offset + limit), totalCount: rows.length, totals, ...extra } };
  };
}
