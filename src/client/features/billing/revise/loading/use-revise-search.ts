import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BILLING_MESSAGES, BILL_CANCELLED, isBillId, normaliseBillId } from '../../../../../shared/billing';
import { SEARCH_FILTER_MESSAGES, checkBillDateOrder } from '../../../../../shared/lists/search-filters';
import { SEARCH_MESSAGES } from '../../../../../shared/common/messages';
import { typedDatesProblem } from '../../../../../shared/common/typed-dates';
import { DATE_RANGE_LABELS } from '../../../../ui/DateRangeFields';
import { errorCode, serverMessage } from '../../../../app/errors';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { billSearchProcessed } from '../../../../app/ui-slice';
import { useNotify } from '../../../../ui/use-notify';
import { useAddressParams, type AddressParams } from '../../../../lists/address-params';
import { SCREEN_PAGE_SIZE } from '../../../../../shared/lists/paging';
import { usePagedRows } from '../../../../lists/use-paged-rows';
import { useListControls } from '../../../../lists/table/use-list-controls';
import { billingApi, type ReviseFilters } from '../../common/billing-api';
import { REVISE_ACKNOWLEDGED, REVISE_BILLED } from './revise-pages';

export const NO_REVISE_FORM = { startDate: '', endDate: '', billId: '' };
type ReviseForm = typeof NO_REVISE_FORM;

/** The message of a Revise Bill search that cannot be made, or null. */
export function checkReviseSearch(form: ReviseForm): string | null {
  const wrongDate = typedDatesProblem(form, DATE_RANGE_LABELS);
  if (wrongDate) return wrongDate;
  const id = normaliseBillId(form.billId);
  if (id && !isBillId(id)) return BILLING_MESSAGES.invalidBillId;
  if (!id && !form.startDate && !form.endDate) return SEARCH_FILTER_MESSAGES.atLeastOne;
  if (!form.startDate !== !form.endDate) return SEARCH_FILTER_MESSAGES.bothDates;
  return checkBillDateOrder(form.startDate, form.endDate);
}

/** A searched bill that was cancelled: named as such, with nothing to update. */
export interface CancelledBill {
  billId: string;
  message: string;
}

const billIdsOf = (rows: readonly { BillId?: string | null }[]) => [
  ...new Set(rows.map((r) => r.BillId).filter((id): id is string => !!id)),
];

/**
 * Revise Bill's search: a bill id (or ?bill_id=, or the top bar's bill search) lists that bill's
 * trips and its vendor's acknowledged ones; a date search finds the bills of the range and opens
 * the first, so a revision is always of one bill. Both lists are read a page at a time by the list
 * hooks, sorted and filtered by the server (one column sort and filters for both tables).
 */
export function useReviseSearch(onNewSearch: () => void) {
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const paramBillId = params.get('bill_id');
  const reviseBill = useAppSelector((s) => s.ui.reviseBill);
  const processed = useAppSelector((s) => s.ui.billSearchProcessed);
  const address = useAddressParams();
  // A date search in the address (a reload, Back, a shared link) fills the form; a bill id wins.
  const [form, setForm] = useState(() => {
    const opened = address.opened;
    return opened.get('bill_id')
      ? NO_REVISE_FORM
      : { ...NO_REVISE_FORM, startDate: opened.get('startDate') ?? '', endDate: opened.get('endDate') ?? '' };
  });
  const [query, setQuery] = useState<ReviseFilters | null>(null);
  const [choices, setChoices] = useState<string[]>([]);
  const [searching, setSearching] = useState(false);
  const [cancelled, setCancelled] = useState<CancelledBill | null>(null);
  const [trigger] = billingApi.endpoints.revisePage.useLazyQuery();
  const { controls, acknowledgedControls, listQuery, billed, acknowledged } = useReviseLists(address, query);

  const run = useCallback(
    async (searched: ReviseFilters, keepChoices = false): Promise<void> => {
      onNewSearch();
      setSearching(true);
      setCancelled(null);
      let body: ReviseFilters | null = searched;
      try {
        let first = await trigger({ ...body, limit: SCREEN_PAGE_SIZE, offset: 0 }).unwrap();
        const found = billIdsOf(first.billed.rows);
        if (!body.bill_id && found.length > 0) {
          // A date search opens its first bill, one bill at a time and all of it; the others are offered.
          setChoices(found);
          body = { ...body, bill_id: found[0] };
          first = await trigger({ ...body, limit: SCREEN_PAGE_SIZE, offset: 0 }).unwrap();
        } else if (!keepChoices) {
          setChoices(body.bill_id ? [body.bill_id] : []);
        }
        if (first.billed.totalCount === 0 && first.acknowledged.totalCount === 0)
          notify.info(first.billed.message || BILLING_MESSAGES.noRecords);
      } catch (error) {
        const message = serverMessage(error) ?? SEARCH_MESSAGES.billFetchFailed;
        // No lists, no Update Bill: a failed search (a bill not found) is no empty bill to revise.
        body = null;
        if (errorCode(error) === BILL_CANCELLED && message) {
          // The bill is shown as cancelled instead.
          setCancelled({ billId: searched.bill_id ?? '', message });
        } else notify.error(message);
      } finally {
        setSearching(false);
      }
      setQuery(body);
    },
    [trigger, notify, onNewSearch],
  );

  // ?bill_id= (and the top bar's bill search) fills the Bill ID and runs the search once; else the
  // address's date search is searched again, once at the start.
  const lastParam = useRef<string | null>(null);
  const openedDates = useRef(
    form.billId === '' && form.startDate !== '' && !checkReviseSearch(form) ? form : null,
  );
  useEffect(() => {
    let wanted: string | null = null;
    if (reviseBill && !processed) {
      wanted = paramBillId ?? reviseBill.billId;
      dispatch(billSearchProcessed());
    } else if (paramBillId && paramBillId !== lastParam.current) {
      wanted = paramBillId;
    }
    const dated = openedDates.current;
    openedDates.current = null;
    if (!wanted && dated) void run({ startDate: dated.startDate, endDate: dated.endDate, bill_id: '' });
    if (!wanted) return;
    lastParam.current = paramBillId;
    const id = normaliseBillId(wanted);
    setForm({ ...NO_REVISE_FORM, billId: id });
    if (!isBillId(id)) notify.error(BILLING_MESSAGES.invalidBillId);
    else void run({ bill_id: id });
    // Running again with the same address and search state finds nothing new to search.
  }, [paramBillId, reviseBill, processed, dispatch, notify, run]);

  function search(event: FormEvent) {
    notify.attempt();
    event.preventDefault();
    const problem = checkReviseSearch(form);
    if (problem) {
      notify.error(problem);
      return;
    }
    const id = normaliseBillId(form.billId);
    setForm((f) => ({ ...f, billId: id }));
    // The search goes into the address (the same bill_id the top bar's search uses), not searched twice.
    lastParam.current = id || null;
    address.update((params) => {
      for (const [key, value] of [
        ['startDate', form.startDate],
        ['endDate', form.endDate],
        ['bill_id', id],
      ]) {
        if (value) params.set(key, value);
        else params.delete(key);
      }
    });
    void run({ startDate: form.startDate, endDate: form.endDate, bill_id: id });
  }

  /** Another bill of a date search: its trips, with the same dates for the acknowledged ones. */
  const choose = (billId: string) => void run({ ...query, bill_id: billId }, true);

  return {
    form,
    setForm,
    search,
    query,
    listQuery,
    controls,
    acknowledgedControls,
    searching,
    choices,
    choose,
    billed,
    acknowledged,
    billId: query?.bill_id || null,
    cancelled,
  };
}

/**
 * The two tables of a search. Each sorts and filters on its own: one answer carries both lists, so
 * a table reads its half of the answer to its own sort (the other's stays cached as it was).
 */
function useReviseLists(address: AddressParams, query: ReviseFilters | null) {
  const { controls, params } = useListControls(address);
  const { controls: acknowledgedControls, params: acknowledgedParams } = useListControls(address, 'ack_');
  const listQuery = useMemo(() => (query ? { ...query, ...params } : null), [query, params]);
  const acknowledgedQuery = useMemo(
    () => (query ? { ...query, ...acknowledgedParams } : null),
    [query, acknowledgedParams],
  );
  const billed = usePagedRows(REVISE_BILLED, listQuery);
  const acknowledged = usePagedRows(REVISE_ACKNOWLEDGED, acknowledgedQuery);
  return { controls, acknowledgedControls, listQuery, billed, acknowledged };
}
