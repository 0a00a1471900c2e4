/** Small helpers for master-data tables with serial ids and partial unique indexes. */

/**
 * Row ids arrive as text (`/delete-vendor/:id`, `_id` in a body). Anything but a positive integer
 * that fits a serial column is no id at all, so the caller answers 404 rather than a database error.
 */
export function parseRowId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * True when a query failed on a unique index (SQLSTATE 23505). PGlite and node-postgres both set
 * `code` and `constraint`; pass the index name to tell which rule was broken.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
