import { useState } from 'react';
import { BILLING_MESSAGES } from '../../../../../shared/billing';
import type { TripRecord } from '../../../../../shared/trips';
import { withReason } from '../../../../app/errors';
import { useAppDispatch } from '../../../../app/hooks';
import { useNotify } from '../../../../ui/use-notify';
import { fetchLargePage } from '../../../../lists/export-pages';
import { SCREEN_PAGE_SIZE } from '../../../../../shared/lists/paging';
import type { PagedRows } from '../../../../lists/use-paged-rows';
import { REVISE_BILLED_SOURCE, type ReviseFilters } from '../../common/billing-api';

/**
 * The trips of the searched bill the screen has not read yet (a long bill is read a page at a
 * time). Untouched, they stay on the bill: Update Bill reads them first (pages like the screen's,
 * each under 1 MB), so the revision keeps them and its modal counts the whole bill.
 */
export function useWholeBill(
  search: {
    query: ReviseFilters | null;
    listQuery: (ReviseFilters & { filters?: string }) | null;
    billed: PagedRows<TripRecord>;
  },
  billedRows: readonly TripRecord[],
) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [unseen, setUnseen] = useState<{ of: unknown; rows: TripRecord[] }>({ of: null, rows: [] });
  const [reading, setReading] = useState(false);
  const { query, listQuery, billed } = search;

  async function unreadTrips(): Promise<TripRecord[]> {
    // Column filters hide trips that are still on the bill: the whole bill is read without them.
    const filtered = Boolean(listQuery?.filters);
    if (!query || (!filtered && billedRows.length >= billed.count)) return [];
    const read = new Set(billedRows.map((r) => r._id));
    const rest: TripRecord[] = [];
    for (let offset = 0; ; offset += SCREEN_PAGE_SIZE) {
      const page = await fetchLargePage(
        dispatch,
        REVISE_BILLED_SOURCE,
        query,
        offset,
        undefined,
        SCREEN_PAGE_SIZE,
      );
      rest.push(...page.rows.filter((r) => !read.has(r._id)));
      if (page.rows.length < SCREEN_PAGE_SIZE) break;
    }
    return rest;
  }

  /** Reads the unread trips (null, with the failure shown, when they cannot be read). */
  async function readUnseen(): Promise<TripRecord[] | null> {
    setReading(true);
    try {
      const rest = await unreadTrips();
      setUnseen({ of: listQuery, rows: rest });
      return rest;
    } catch (error) {
      notify.error(withReason(BILLING_MESSAGES.reviseBillReadFailed, error));
      return null;
    } finally {
      setReading(false);
    }
  }

  // Read for this search (and sort and filters) only: a new search starts without them.
  return { unseenRows: unseen.of === listQuery ? unseen.rows : [], reading, readUnseen };
}
