import { useEffect, useState } from 'react';
import {
  BILL_MAX_TRIPS,
  BILLING_MESSAGES,
  billTooManyTripsMessage,
  billTotals,
  checkBillSelection,
  toGenerateBillRows,
  type BillRemarkInput,
} from '../../../../shared/billing';
import { checkGenerateBillFilters } from '../../../../shared/lists/search-filters';
import { formatINR, fromPaise } from '../../../../shared/common/money';
import type { TripRecord } from '../../../../shared/trips';
import { ACKNOWLEDGE_MESSAGES, unweighedTripIds } from '../../../../shared/trips/acknowledge';
import { serverMessage } from '../../../app/errors';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { useNotify } from '../../../ui/use-notify';
import { ListStatus } from '../../../lists/ListStatus';
import { TripFilterForm } from '../../../lists/TripFilterForm';
import { useTripSearch } from '../../../lists/use-trip-search';
import { selectVendorOptions, useVendorOptionsQuery } from '../../../lookups/master-options';
import { billingApi, useGenerateBillMutation } from '../common/billing-api';
import { BillResultPanel } from '../common/BillResultPanel';
import { useBillInAddress } from '../common/use-bill-in-address';
import { generateBillErrorMessage } from '../common/billing-errors';
import { BillingTable } from './BillingTable';
import { RemarksModal } from '../common/RemarksModal';
import { useBillSelection, type PickedTrip } from './use-bill-selection';
import { useUnweighedQuestion } from './use-unweighed-question';
import '../common/billing.css';

/**
 * Billing (/generate-bill): find acknowledged trips without a bill, tick the ones of one vendor
 * (on any page, or all of them), add remarks, and get the bill as a PDF (SPEC.md sections 2, 5, 7, 8).
 */
export function GenerateBillPage() {
  const notify = useNotify();
  const listSearch = useTripSearch({
    validate: checkGenerateBillFilters,
    endpoint: billingApi.endpoints.billingPage,
    failureMessage: BILLING_MESSAGES.noDataFound,
    notifyFailure: true,
    emptyNotice: (page) => page.message || BILLING_MESSAGES.noDataFound,
  });
  const { query, listQuery, searched, searching, failure, list, controls } = listSearch;
  const selection = useBillSelection(query, listQuery);
  const [generateBill, generation] = useGenerateBillMutation();
  const [lines, setLines] = useState<TripRecord[] | null>(null);
  const unweighed = useUnweighedQuestion();
  // Asked before the remarks: the clerk chose to bill trips acknowledged without an Actual Weight.
  const [confirmedUnweighed, setConfirmedUnweighed] = useState(false);
  const [preparing, setPreparing] = useState(false);
  // The bill just made, named until closed or the next bill (the list may empty meanwhile); it lives
  // in the address (?bill=), so Back and Forward bring it back.
  const made = useBillInAddress();
  // The search a bill was just made from (its list then refetches): only that search says so.
  const [billedSearch, setBilledSearch] = useState<typeof query | undefined>(undefined);
  const afterBill = billedSearch !== undefined && billedSearch === query;
  useVendorOptionsQuery();
  const vendors = useAppSelector(selectVendorOptions);

  // A new search starts with nothing ticked.
  const { clear } = selection;
  useEffect(() => clear(), [query, clear]);
  // The list refetches itself after a bill (its tag was invalidated); when nothing is left its
  // empty row says so, under the bill's result panel.

  async function openRemarks() {
    if (selection.count > BILL_MAX_TRIPS) return notify.error(billTooManyTripsMessage(selection.count));
    const problem = checkBillSelection(selection.picked);
    if (problem) return notify.error(problem);
    setPreparing(true);
    try {
      const rows = await selection.rows();
      setPreparing(false);
      const bill = await unweighed.askFor(rows);
      setConfirmedUnweighed(bill && unweighedTripIds(rows).length > 0);
      if (bill) setLines(rows);
    } catch (error) {
      notify.error(serverMessage(error) ?? BILLING_MESSAGES.noDataFound);
    } finally {
      setPreparing(false);
    }
  }

  async function generate(remarks: BillRemarkInput[], applyTaxes: boolean) {
    const billed = lines ?? [];
    const send = (confirm: boolean) =>
      generateBill(toGenerateBillRows(billed, remarks, applyTaxes, confirm || confirmedUnweighed));
    let result = await send(false);
    setLines(null);
    // The list was older than the trips: asked now, and sent again when the clerk confirms.
    if ('error' in result && (await unweighed.askAgain(result))) result = await send(true);
    if ('error' in result) return notify.error(generateBillErrorMessage(result.error));
    notify.success(BILLING_MESSAGES.generated);
    if (result.data.bill) made.show(result.data.bill);
    selection.clear();
    setBilledSearch(query);
  }

  const pickedVendors = [...new Set(selection.picked.map((p) => p.Vendor))];
  const summary = selectionSummary(selection.picked, pickedVendors, list.count);
  const emptyText = afterBill
    ? BILLING_MESSAGES.noMoreData
    : list.firstPage?.message || BILLING_MESSAGES.noDataFound;

  return (
    <section className="billing-page">
      <TripFilterForm
        label="Billing filters"
        finds="trips to bill"
        className="card billing-filters"
        search={listSearch}
        vendorList={{ id: 'billing-vendors', vendors }}
      />
      {made.bill && <BillResultPanel bill={made.bill} outcome="generated" onClose={made.close} />}

      {searched ? (
        <>
          <div className="billing-toolbar">
            <h2 className="billing-toolbar__title">Acknowledged trips without a bill</h2>
            <span className="billing-toolbar__summary" aria-live="polite">
              {searching || !list.firstPage ? 'Loading...' : summary}
            </span>
            <UnweighedCount count={list.firstPage?.unweighedCount} />
            <span className="billing-toolbar__spacer" />
            <Button
              onClick={openRemarks}
              busy={generation.isLoading || preparing}
              busyLabel={preparing ? 'Preparing bill...' : 'Generating bill...'}
            >
              Generate Bill
            </Button>
          </div>
          <BillingTable
            controls={controls}
            caption="Acknowledged trips without a bill"
            list={list}
            isPicked={selection.isPicked}
            pickedCount={selection.count}
            onToggle={selection.toggle}
            onToggleAll={selection.toggleAll}
            selectingAll={selection.selectingAll}
            status={
              <ListStatus columns={25} failure={failure} notified loading={searching} empty={emptyText} />
            }
          />
        </>
      ) : (
        <p className="empty-state card">
          Choose dates, a vendor or a truck and press Search to list the trips ready for billing.
        </p>
      )}

      <RemarksModal
        open={lines !== null}
        title="Generate Bill"
        lines={lines ?? []}
        vendor={pickedVendors[0] ?? ''}
        confirmLabel="Generate Bill"
        busyLabel="Generating bill..."
        busy={generation.isLoading}
        onConfirm={generate}
        onCancel={() => setLines(null)}
      />
      {unweighed.modal}
    </section>
  );
}

/** How many trips of the search were acknowledged without an Actual Weight (Generate asks about them). */
function UnweighedCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="billing-toolbar__unweighed" role="status">
      {ACKNOWLEDGE_MESSAGES.unweighedCount(count)}
    </span>
  );
}

/** "N of M selected", the vendor (or how many) and, when every ticked row is at hand, the amount. */
function selectionSummary(
  picked: readonly PickedTrip[],
  vendors: readonly string[],
  listCount: number,
): string {
  const held = picked.flatMap((p) => (p.row ? [p.row] : []));
  const unweighed = unweighedTripIds(held).length;
  const amount =
    held.length === picked.length && held.length > 0
      ? fromPaise(billTotals(held, [], false).amountPaise)
      : null;
  return (
    `${picked.length.toLocaleString('en-IN')} of ${listCount.toLocaleString('en-IN')} selected` +
    (picked.length > 0 ? ` · ${vendors.length === 1 ? vendors[0] : `${vendors.length} vendors`}` : '') +
    (amount !== null ? ` · Amount ₹ ${formatINR(amount)}` : '') +
    (unweighed > 0 ? ` · ${ACKNOWLEDGE_MESSAGES.unweighedCount(unweighed)}` : '')
  );
}
