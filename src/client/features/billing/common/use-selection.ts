import { useCallback, useMemo, useState } from 'react';

/**
 * The checked rows of a table, by id. Only ids still in `rows` count, so a refreshed list
 * never carries a checkbox for a trip that is gone.
 */
export function useSelection<Row extends { _id: string }>(rows: readonly Row[]) {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback((id: string) => {
    setIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  /** Select All: checks (or clears) every row of the table. */
  const toggleAll = useCallback(
    (select: boolean) => setIds(select ? new Set(rows.map((r) => r._id)) : new Set()),
    [rows],
  );
  const replace = useCallback((next: Iterable<string>) => setIds(new Set(next)), []);
  const add = useCallback(
    (more: Iterable<string>) => setIds((current) => new Set([...current, ...more])),
    [],
  );

  /** Whether this id is checked, though its row may not be in `rows` now (another page, a filter). */
  const isChecked = useCallback((id: string) => ids.has(id), [ids]);

  const selectedRows = useMemo(() => rows.filter((r) => ids.has(r._id)), [rows, ids]);
  const selectedIds = useMemo(() => new Set(selectedRows.map((r) => r._id)), [selectedRows]);

  return { selectedIds, selectedRows, isChecked, toggle, toggleAll, replace, add };
}
