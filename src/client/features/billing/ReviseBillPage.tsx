import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  BILLING_MESSAGES,
  billTotals,
  checkReviseSelection,
  isBillId,
  normaliseBillId,
  parseReviseUpdate,
  type BillRemarkInput,
  type ListToReviseBody,
} from '../../../shared/billing';
import { formatIndianDate } from '../../../shared/dates';
import { FILTER_MESSAGES, checkBillDateOrder } from '../../../shared/filters';
import { SEARCH_MESSAGES } from '../../../shared/messages';
import { formatINR, fromPaise } from '../../../shared/money';
import type { TripRecord } from '../../../shared/trip';
import { serverMessage } from '../../app/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { billSearchProcessed } from '../../app/uiSlice';
import { Button } from '../../ui/Button';
import { Field, SelectField } from '../../ui/Field';
import { useNotify } from '../../ui/useNotify';
import { useRowEdit } from '../../ui/useRowEdit';
import { useGenerateRevisedBillMutation, useListToReviseQuery, useUpdateOneReviseBillMutation } from './billingApi';
import { reviseBillErrorMessage } from './billingErrors';
import { BillChanges } from './BillChanges';
import { RemarksModal } from './RemarksModal';
import { SelectableTripTable, type ReviseDraft } from './SelectableTripTable';
import { changedFields, draftOf } from './reviseDraft';
import { useSelection } from './useSelection';
import './billing.css';

const NO_FORM = { startDate: '', endDate: '', billId: '' };

/**
 * Revise Bill (/revise-bill): a bill's trips and the acknowledged trips that could join it.
 * Untick a billed trip to take it out, tick an acknowledged one to add it, correct a trip inline,
 * then Update Bill stores the next revision and downloads its PDF (SPEC.md sections 2, 5, 7, 8).
 */
export function ReviseBillPage() {
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const paramBillId = params.get('bill_id');
  const reviseBill = useAppSelector((s) => s.ui.reviseBill);
  const processed = useAppSelector((s) => s.ui.billSearchProcessed);

  const [form, setForm] = useState(NO_FORM);
  const [query, setQuery] = useState<ListToReviseBody | null>(null);
  const list = useListToReviseQuery(query ?? skipToken, { refetchOnMountOrArgChange: true });
  const billed = useMemo(() => (list.isError ? [] : (list.data?.billed ?? [])), [list.isError, list.data]);
  const acknowledged = useMemo(() => (list.isError ? [] : (list.data?.acknowledged ?? [])), [list.isError, list.data]);

  // A date search may list the trips of several bills: one bill is revised at a time.
  const billIds = useMemo(() => [...new Set(billed.map((r) => r.BillId).filter((id): id is string => !!id))], [billed]);
  const [chosenBill, setChosenBill] = useState<string | null>(null);
  const billId = chosenBill && billIds.includes(chosenBill) ? chosenBill : (billIds[0] ?? null);
  const billedShown = useMemo(() => billed.filter((r) => r.BillId === billId), [billed, billId]);
  // The bill's remarks and what changed on its trips since its last revision (issue 8).
  const billStatus = list.isError ? undefined : list.data?.bills.find((b) => b.bill_id === billId);

  const billedSelection = useSelection(billedShown);
  const ackSelection = useSelection(acknowledged);
  // The trips of a bill start ticked (they are in the bill); unticking one takes it out.
  const seenBilled = useRef(new Set<string>());
  const addBilledSelection = billedSelection.add;
  useEffect(() => {
    const fresh = billedShown.map((r) => r._id).filter((id) => !seenBilled.current.has(id));
    if (fresh.length === 0) return;
    fresh.forEach((id) => seenBilled.current.add(id));
    addBilledSelection(fresh);
  }, [billedShown, addBilledSelection]);

  const rowEdit = useRowEdit<ReviseDraft>();
  const [updateOne] = useUpdateOneReviseBillMutation();
  const [generateRevised, revision] = useGenerateRevisedBillMutation();
  const [remarksOpen, setRemarksOpen] = useState(false);

  // Alerts once a search's answer is in.
  const searched = useRef<{ at: number } | null>(null);
  useEffect(() => {
    const pending = searched.current;
    if (!pending || list.isFetching || (list.startedTimeStamp ?? 0) < pending.at) return;
    searched.current = null;
    if (list.isError) notify.error(serverMessage(list.error) ?? SEARCH_MESSAGES.billFetchFailed);
    else if (list.data && list.data.billed.length === 0 && list.data.acknowledged.length === 0) {
      notify.info(list.data.message || BILLING_MESSAGES.noRecords);
    }
  }, [list.isFetching, list.startedTimeStamp, list.isError, list.error, list.data, notify]);

  const resetSelection = useCallback(() => {
    seenBilled.current = new Set();
    billedSelection.replace([]);
    ackSelection.replace([]);
  }, [billedSelection, ackSelection]);

  const run = useCallback(
    (body: ListToReviseBody) => {
      searched.current = { at: Date.now() };
      resetSelection();
      setChosenBill(null);
      rowEdit.cancel();
      if (query && JSON.stringify(body) === JSON.stringify(query)) list.refetch();
      else setQuery(body);
    },
    [query, list, resetSelection, rowEdit],
  );

  // ?bill_id= (and the top bar's bill search) fills the Bill ID and runs the search once.
  const lastParam = useRef<string | null>(null);
  useEffect(() => {
    let wanted: string | null = null;
    if (reviseBill && !processed) {
      wanted = paramBillId ?? reviseBill.billId;
      dispatch(billSearchProcessed());
    } else if (paramBillId && paramBillId !== lastParam.current) {
      wanted = paramBillId;
    }
    if (!wanted) return;
    lastParam.current = paramBillId;
    const id = normaliseBillId(wanted);
    setForm({ ...NO_FORM, billId: id });
    if (!isBillId(id)) notify.error(BILLING_MESSAGES.invalidBillId);
    else run({ bill_id: id });
    // run changes with every answer; this reacts to the URL and the search state only.
  }, [paramBillId, reviseBill, processed]);

  function search(event: FormEvent) {
    event.preventDefault();
    const id = normaliseBillId(form.billId);
    const { startDate, endDate } = form;
    let problem: string | null = null;
    if (id && !isBillId(id)) problem = BILLING_MESSAGES.invalidBillId;
    else if (!id && !startDate && !endDate) problem = FILTER_MESSAGES.atLeastOne;
    else if (!startDate !== !endDate) problem = FILTER_MESSAGES.bothDates;
    else problem = checkBillDateOrder(startDate, endDate);
    if (problem) {
      notify.error(problem);
      return;
    }
    setForm((f) => ({ ...f, billId: id }));
    run({ startDate, endDate, bill_id: id });
  }

  async function saveRow(row: TripRecord) {
    await rowEdit.save(async (_id, draft) => {
      const changes = changedFields(row, draft);
      if (Object.keys(changes).length === 0) return true;
      const parsed = parseReviseUpdate(changes);
      if (!parsed.ok) {
        notify.error(parsed.message);
        return false;
      }
      const result = await updateOne({ updateRows: parsed.value, trip_id: row.TripID, bill_id: row.BillId });
      // Either way the row leaves edit mode; the tables refetch (the call's tags are invalidated),
      // so a failure shows the stored values again.
      if ('error' in result) notify.error(serverMessage(result.error) ?? BILLING_MESSAGES.reviseUpdateFailed);
      else notify.success(result.data.message ?? BILLING_MESSAGES.tripUpdated);
      return true;
    });
  }

  const edit = { rowEdit, onStart: (row: TripRecord) => rowEdit.start(row._id, draftOf(row)), onSave: saveRow };

  function openUpdate() {
    const problem = checkReviseSelection(billedSelection.selectedRows, ackSelection.selectedRows);
    if (problem) {
      notify.error(problem);
      return;
    }
    setRemarksOpen(true);
  }

  async function revise(remarks: BillRemarkInput[]) {
    if (!billId) return;
    const result = await generateRevised({
      billId,
      billedSelectedRows: billedSelection.selectedRows,
      billedUnselectedRows: billedShown.filter((r) => !billedSelection.selectedIds.has(r._id)),
      ackSelectedRows: ackSelection.selectedRows,
      additionalRemarks: remarks,
    });
    setRemarksOpen(false);
    if ('error' in result) {
      notify.error(reviseBillErrorMessage(result.error));
      return;
    }
    notify.success(BILLING_MESSAGES.revised);
    resetSelection();
  }

  const chosenRows = [...billedSelection.selectedRows, ...ackSelection.selectedRows];
  const chosenTotals = billTotals(chosenRows, [], false);
  const vendor = billedShown[0]?.Vendor ?? chosenRows[0]?.Vendor ?? '';
  const loading = list.isFetching && !list.data;

  return (
    <section className="billing-page">
      <form className="card billing-filters" onSubmit={search} noValidate aria-label="Revise bill search">
        <Field label="Start Date" type="date" value={form.startDate} onChange={(e) => setForm((f) => ({ ...f, startDate: e.target.value }))} />
        <Field label="End Date" type="date" value={form.endDate} onChange={(e) => setForm((f) => ({ ...f, endDate: e.target.value }))} />
        <span className="billing-filters__or">or</span>
        <Field
          label="Bill ID"
          value={form.billId}
          placeholder="e.g. B1001"
          autoComplete="off"
          onChange={(e) => setForm((f) => ({ ...f, billId: e.target.value.toUpperCase() }))}
        />
        <Button type="submit" busy={list.isFetching} busyLabel="Searching...">
          Search
        </Button>
      </form>

      {!query ? (
        <p className="empty-state card">{BILLING_MESSAGES.noRecords}</p>
      ) : (
        <>
          <div className="billing-toolbar">
            <h2 className="billing-toolbar__title">Billed Trips</h2>
            {billIds.length > 1 ? (
              <SelectField
                label="Bill to revise"
                className="billing-toolbar__bill"
                value={billId ?? ''}
                options={billIds.map((id) => ({ value: id, label: id }))}
                onChange={(e) => {
                  setChosenBill(e.target.value);
                  resetSelection();
                }}
              />
            ) : (
              billId && <span className="bill-chip">{billId}</span>
            )}
            {vendor && <span className="billing-toolbar__summary">{vendor}</span>}
            {billStatus && (
              <span className="billing-toolbar__summary">
                Revision {billStatus.revision} ({formatIndianDate(billStatus.revised_at)})
              </span>
            )}
            <span className="billing-toolbar__spacer" />
            <span className="billing-toolbar__summary" aria-live="polite">
              {chosenRows.length} {chosenRows.length === 1 ? 'trip' : 'trips'} in the revised bill · Amount ₹{' '}
              {formatINR(fromPaise(chosenTotals.amountPaise))}
            </span>
            <Button onClick={openUpdate} disabled={!billId} busy={revision.isLoading} busyLabel="Generating PDF...">
              Update Bill
            </Button>
          </div>
          {/* The toolbar's Update Bill is the way to bring it up to date. */}
          {billStatus && <BillChanges billId={billStatus.bill_id} changes={billStatus.changes} />}
          <SelectableTripTable
            caption="Billed Trips"
            rows={billedShown}
            selectedIds={billedSelection.selectedIds}
            onToggle={billedSelection.toggle}
            onToggleAll={billedSelection.toggleAll}
            emptyText={loading ? 'Loading...' : BILLING_MESSAGES.noBilledTrips}
            showBillId
            edit={edit}
          />
          <div className="billing-toolbar">
            <h2 className="billing-toolbar__title">Acknowledged Trips</h2>
            <span className="billing-toolbar__summary">Tick a trip to add it to the bill.</span>
          </div>
          <SelectableTripTable
            caption="Acknowledged Trips"
            rows={acknowledged}
            selectedIds={ackSelection.selectedIds}
            onToggle={ackSelection.toggle}
            onToggleAll={ackSelection.toggleAll}
            emptyText={loading ? 'Loading...' : BILLING_MESSAGES.noAcknowledgedTrips}
            edit={edit}
          />
        </>
      )}

      <RemarksModal
        open={remarksOpen}
        title={`Update Bill ${billId ?? ''}`}
        lines={chosenRows}
        vendor={vendor}
        confirmLabel="Update Bill"
        busyLabel="Generating PDF..."
        busy={revision.isLoading}
        onConfirm={revise}
        onCancel={() => setRemarksOpen(false)}
        initialRemarks={billStatus?.remarks}
      />
    </section>
  );
}
