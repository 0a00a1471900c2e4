import { useCallback, useMemo, useState } from 'react';
import { BILL_MAX_TRIPS, billTooManyTripsMessage } from '../../../../shared/billing';
import type { TripRecord } from '../../../../shared/trips';
import { serverMessage } from '../../../app/errors';
import { useAppDispatch } from '../../../app/hooks';
import { useNotify } from '../../../ui/use-notify';
import { fetchLargePage } from '../../../lists/export-pages';
import { BILLING_SOURCE, useLazyBillingSelectionQuery, type BillingFilters } from '../common/billing-api';

/** A ticked trip: its id and vendor always; the whole row when it was ticked on screen. */
export interface PickedTrip {
  _id: string;
  TripID: string;
  Vendor: string;
  row?: TripRecord;
}

/**
 * The trips ticked for a bill, on any page: a row's own tick keeps the row; Select All asks the
 * server for every trip the table shows (POST /list-billing-selection with the column filters on
 * screen, `shownQuery`), and the bill reads the rows of those it does not hold yet a page at a
 * time, through the search alone (`query`), so a trip a column filter hides now is still found.
 */
export function useBillSelection(query: BillingFilters | null, shownQuery: BillingFilters | null) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [picked, setPicked] = useState<ReadonlyMap<string, PickedTrip>>(new Map());
  const [selectingAll, setSelectingAll] = useState(false);
  const [loadSelection] = useLazyBillingSelectionQuery();

  const toggle = useCallback((row: TripRecord) => {
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(row._id)) next.delete(row._id);
      else next.set(row._id, { _id: row._id, TripID: row.TripID, Vendor: row.Vendor, row });
      return next;
    });
  }, []);

  const clear = useCallback(() => setPicked(new Map()), []);

  const toggleAll = useCallback(
    async (select: boolean) => {
      if (!select || !shownQuery) return clear();
      setSelectingAll(true);
      try {
        const answer = await loadSelection(shownQuery).unwrap();
        if (answer.totalCount > BILL_MAX_TRIPS) notify.error(billTooManyTripsMessage(answer.totalCount));
        else setPicked(new Map(answer.trips.map((t) => [t._id, { ...t }])));
      } catch (error) {
        notify.error(serverMessage(error) ?? 'The trips could not be selected. Please try again.');
      } finally {
        setSelectingAll(false);
      }
    },
    [shownQuery, loadSelection, notify, clear],
  );

  /** The whole rows of the ticked trips, read from the list where they are not on hand. */
  const rows = useCallback(async (): Promise<TripRecord[]> => {
    const held = [...picked.values()];
    if (held.every((p) => p.row) || !query) return held.flatMap((p) => (p.row ? [p.row] : []));
    const found = new Map<string, TripRecord>();
    for (let offset = 0; found.size < picked.size;) {
      const page = await fetchLargePage(dispatch, BILLING_SOURCE, query, offset);
      page.rows.forEach((row) => picked.has(row._id) && found.set(row._id, row));
      offset += page.rows.length;
      if (page.rows.length === 0 || offset >= page.totalCount) break;
    }
    return held.flatMap((p) => found.get(p._id) ?? p.row ?? []);
  }, [picked, query, dispatch]);

  const list = useMemo(() => [...picked.values()], [picked]);
  return {
    picked: list,
    isPicked: (id: string) => picked.has(id),
    count: picked.size,
    toggle,
    toggleAll,
    clear,
    rows,
    selectingAll,
  };
}
