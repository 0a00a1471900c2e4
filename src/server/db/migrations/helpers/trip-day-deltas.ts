/**
 * For migrations only: the per-day trip totals' column list and trigger SQL, as migrations 014 and
 * 022 wrote them. Shipped migrations run this text on every new database, so it never changes and
 * imports none of today's rules; a later change to the day totals is a new migration with its own SQL.
 */

/** The trip columns the day totals sum, as migration 014 created them (022 added tds beside them). */
export const SUMS = [
  'weight',
  'actual_weight',
  'difference_in_weight',
  'freight',
  'diesel_amount',
  'short',
  'advance',
  'toll',
  'adblue',
  'greasing',
] as const;

/** The statements on trips that each have a trigger function (trips_day_deltas_<event>). */
export const TRIGGER_EVENTS = ['insert', 'update', 'delete'] as const;

/**
 * Each trigger function's statement: appends the signed change of the rows a statement touched
 * (new rows added, old rows taken away) to trip_day_deltas, one row per date and status.
 * `source` gives a column's value in a trip row, in SQL.
 */
export function appendDeltaStatements(
  columns: readonly string[],
  source: (column: string) => string,
): Record<(typeof TRIGGER_EVENTS)[number], string> {
  const signed = (sign: string, rows: string) =>
    `select local_date, transaction_status, ${sign}1 as trip_count, ${columns.map((c) => `${sign}${source(c)} as ${c}`).join(', ')}
     from ${rows} where deleted_at is null`;
  const appendDeltas = (changes: string) => `
    insert into trip_day_deltas (local_date, transaction_status, trip_count, ${columns.join(', ')})
    select local_date, transaction_status, sum(trip_count), ${columns.map((c) => `sum(${c})`).join(', ')}
    from (${changes}) c group by local_date, transaction_status`;
  return {
    insert: appendDeltas(signed('', 'new_rows')),
    update: appendDeltas(`${signed('', 'new_rows')} union all ${signed('-', 'old_rows')}`),
    delete: appendDeltas(signed('-', 'old_rows')),
  };
}
