import { useCallback, useMemo, useRef, useState } from 'react';
import type { TripRecord } from '../../../../shared/trips';
import type { PagedRows } from '../../../lists/use-paged-rows';

/** A billed trip is changed only through Revise Bill: it cannot be ticked for acknowledging. */
export const canSelectTrip = (row: TripRecord) => row.TransactionStatus !== 'Billed';

const NONE: ReadonlyMap<string, TripRecord> = new Map();

export interface TripSelection {
  /** The ticked trips, in the order they were ticked (a range and "all shown" in list order). */
  rows: readonly TripRecord[];
  count: number;
  isSelected: (id: string) => boolean;
  /** Ticks or unticks a row; with Shift, every row from the last one clicked to this one as it. */
  toggle: (row: TripRecord, index: number, range: boolean) => void;
  /** Ticks (or unticks) every selectable row shown, and whether all of them are ticked. */
  setAllShown: (select: boolean) => void;
  allShownSelected: boolean;
  clear: () => void;
}

/**
 * The trips ticked on Today's List or Reports for acknowledging at once. A new list (`listKey`)
 * starts with nothing ticked; rows of pages not loaded yet are skipped by a Shift range.
 */
export function useTripSelection(list: PagedRows<TripRecord>, listKey: unknown): TripSelection {
  // The ticks belong to their list: another list (a new search, a new day) starts with none.
  const [ticked, setTicked] = useState<{ key: unknown; map: ReadonlyMap<string, TripRecord> }>({
    key: listKey,
    map: NONE,
  });
  const selected = ticked.key === listKey ? ticked.map : NONE;
  const setSelected = useCallback(
    (change: (current: ReadonlyMap<string, TripRecord>) => ReadonlyMap<string, TripRecord>) =>
      setTicked((t) => ({ key: listKey, map: change(t.key === listKey ? t.map : NONE) })),
    [listKey],
  );
  const anchor = useRef<{ index: number; select: boolean } | null>(null);
  const { rowAt, loadedRows } = list;

  const clear = useCallback(() => {
    anchor.current = null;
    setSelected(() => NONE);
  }, [setSelected]);

  const toggle = useCallback(
    (row: TripRecord, index: number, range: boolean) => {
      setSelected((current) => {
        const next = new Map(current);
        const from = range && anchor.current ? anchor.current : null;
        const select = from ? from.select : !current.has(row._id);
        const [first, last] = from
          ? [Math.min(from.index, index), Math.max(from.index, index)]
          : [index, index];
        for (let i = first; i <= last; i++) {
          const at = i === index ? row : rowAt(i);
          if (!at || !canSelectTrip(at)) continue;
          if (select) next.set(at._id, at);
          else next.delete(at._id);
        }
        if (!from) anchor.current = { index, select };
        return next;
      });
    },
    [rowAt, setSelected],
  );

  const shown = loadedRows().filter(canSelectTrip);
  const allShownSelected = shown.length > 0 && shown.every((r) => selected.has(r._id));
  const setAllShown = useCallback(
    (select: boolean) => {
      anchor.current = null;
      setSelected((current) => {
        const next = new Map(current);
        for (const row of loadedRows().filter(canSelectTrip)) {
          if (select) next.set(row._id, row);
          else next.delete(row._id);
        }
        return next;
      });
    },
    [loadedRows, setSelected],
  );

  const rows = useMemo(() => [...selected.values()], [selected]);
  const isSelected = useCallback((id: string) => selected.has(id), [selected]);
  return { rows, count: rows.length, isSelected, toggle, setAllShown, allShownSelected, clear };
}
