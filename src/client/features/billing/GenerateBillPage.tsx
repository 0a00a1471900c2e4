import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  BILLING_MESSAGES,
  billTotals,
  checkBillSelection,
  toGenerateBillRows,
  type BillRemarkInput,
  type ListBillingBody,
} from '../../../shared/billing';
import { checkGenerateBillFilters } from '../../../shared/filters';
import { formatINR, fromPaise } from '../../../shared/money';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useNotify } from '../../ui/useNotify';
import { selectVendorOptions, useVendorOptionsQuery } from '../trips/tripsApi';
import { useAppSelector } from '../../app/hooks';
import { serverMessage } from '../../app/errors';
import { useGenerateBillMutation, useListBillingQuery } from './billingApi';
import { generateBillErrorMessage } from './billingErrors';
import { RemarksModal } from './RemarksModal';
import { SelectableTripTable } from './SelectableTripTable';
import { useSelection } from './useSelection';
import './billing.css';

const NO_FILTERS: Required<ListBillingBody> = { startDate: '', endDate: '', vendor: '', truckNumber: '' };

/**
 * Billing (/generate-bill): find acknowledged trips without a bill, tick the ones of one vendor,
 * add remarks, and get the bill as a PDF (SPEC.md sections 2, 5, 7, 8).
 */
export function GenerateBillPage() {
  const notify = useNotify();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [query, setQuery] = useState<ListBillingBody | null>(null);
  const list = useListBillingQuery(query ?? skipToken, { refetchOnMountOrArgChange: true });
  const rows = list.data?.rows ?? [];
  const selection = useSelection(rows);
  const [generateBill, generation] = useGenerateBillMutation();
  const [remarksOpen, setRemarksOpen] = useState(false);
  useVendorOptionsQuery();
  const vendors = useAppSelector(selectVendorOptions);

  // Messages about a finished fetch that started after a search or a bill: an empty result
  // after a search, or a bill that took the last trips.
  const announce = useRef<{ reason: 'search' | 'afterBill'; at: number } | null>(null);
  const [afterBill, setAfterBill] = useState(false);
  useEffect(() => {
    const pending = announce.current;
    if (!pending || list.isFetching || (list.startedTimeStamp ?? 0) < pending.at) return;
    announce.current = null;
    if (list.isError) {
      notify.error(serverMessage(list.error) ?? BILLING_MESSAGES.noDataFound);
      return;
    }
    if (rows.length > 0) return;
    if (pending.reason === 'afterBill') notify.info(BILLING_MESSAGES.noMoreData);
    else notify.info(list.data?.message || BILLING_MESSAGES.noDataFound);
  }, [list.isFetching, list.startedTimeStamp, list.isError, list.error, list.data, rows.length, notify]);

  const set = (field: keyof ListBillingBody) => (value: string) => setFilters((f) => ({ ...f, [field]: value }));

  function search(event: FormEvent) {
    event.preventDefault();
    const problem = checkGenerateBillFilters(filters);
    if (problem) {
      notify.error(problem);
      return;
    }
    const next = { ...filters, vendor: filters.vendor.trim(), truckNumber: filters.truckNumber.trim() };
    announce.current = { reason: 'search', at: Date.now() };
    setAfterBill(false);
    selection.replace([]);
    if (query && JSON.stringify(next) === JSON.stringify(query)) list.refetch();
    else setQuery(next);
  }

  function openRemarks() {
    const problem = checkBillSelection(selection.selectedRows);
    if (problem) {
      notify.error(problem);
      return;
    }
    setRemarksOpen(true);
  }

  async function generate(remarks: BillRemarkInput[], applyTaxes: boolean) {
    const result = await generateBill(toGenerateBillRows(selection.selectedRows, remarks, applyTaxes));
    setRemarksOpen(false);
    if ('error' in result) {
      notify.error(generateBillErrorMessage(result.error));
      return;
    }
    notify.success(BILLING_MESSAGES.generated);
    selection.replace([]);
    // The list refetches itself (its tag was invalidated); say so if nothing is left.
    announce.current = { reason: 'afterBill', at: Date.now() };
    setAfterBill(true);
  }

  const selectedTotals = billTotals(selection.selectedRows, [], false);
  const selectedVendors = [...new Set(selection.selectedRows.map((r) => r.Vendor))];

  return (
    <section className="billing-page">
      <form className="card billing-filters" onSubmit={search} noValidate aria-label="Billing filters">
        <Field label="Start Date" type="date" value={filters.startDate} onChange={(e) => set('startDate')(e.target.value)} />
        <Field label="End Date" type="date" value={filters.endDate} onChange={(e) => set('endDate')(e.target.value)} />
        <Field
          label="Vendor"
          value={filters.vendor}
          list="billing-vendors"
          placeholder="Starts with..."
          onChange={(e) => set('vendor')(e.target.value)}
        />
        <datalist id="billing-vendors">
          {vendors.map((v) => (
            <option key={v._id} value={v.company_name} />
          ))}
        </datalist>
        <Field
          label="Truck Number"
          value={filters.truckNumber}
          placeholder="Contains..."
          onChange={(e) => set('truckNumber')(e.target.value.toUpperCase())}
        />
        <Button type="submit" busy={list.isFetching} busyLabel="Searching...">
          Search
        </Button>
      </form>

      {query ? (
        <>
          <div className="billing-toolbar">
            <h2 className="billing-toolbar__title">Acknowledged trips without a bill</h2>
            <span className="billing-toolbar__summary" aria-live="polite">
              {list.isFetching
                ? 'Loading...'
                : `${selection.selectedRows.length} of ${rows.length} selected` +
                  (selection.selectedRows.length > 0
                    ? ` · ${selectedVendors.length === 1 ? selectedVendors[0] : `${selectedVendors.length} vendors`} · Amount ₹ ${formatINR(fromPaise(selectedTotals.amountPaise))}`
                    : '')}
            </span>
            <span className="billing-toolbar__spacer" />
            <Button onClick={openRemarks} busy={generation.isLoading} busyLabel="Generating bill...">
              Generate Bill
            </Button>
          </div>
          <SelectableTripTable
            caption="Acknowledged trips without a bill"
            rows={list.isError ? [] : rows}
            selectedIds={selection.selectedIds}
            onToggle={selection.toggle}
            onToggleAll={selection.toggleAll}
            emptyText={
              list.isFetching
                ? 'Loading...'
                : afterBill
                  ? BILLING_MESSAGES.noMoreData
                  : list.isError
                    ? (serverMessage(list.error) ?? BILLING_MESSAGES.noDataFound)
                    : list.data?.message || BILLING_MESSAGES.noDataFound
            }
          />
        </>
      ) : (
        <p className="empty-state card">Choose dates, a vendor or a truck and press Search to list the trips ready for billing.</p>
      )}

      <RemarksModal
        open={remarksOpen}
        title="Generate Bill"
        lines={selection.selectedRows}
        vendor={selectedVendors[0] ?? ''}
        confirmLabel="Generate Bill"
        busyLabel="Generating bill..."
        busy={generation.isLoading}
        onConfirm={generate}
        onCancel={() => setRemarksOpen(false)}
      />
    </section>
  );
}
