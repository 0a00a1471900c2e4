import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BILLING_MESSAGES, checkReviseSelection, type BillRemarkInput } from '../../../shared/billing';
import { useNotify } from '../../ui/useNotify';
import { ListStatus } from '../../lists/ListStatus';
import { useGenerateRevisedBillMutation } from './billingApi';
import { reviseBillErrorMessage } from './billingErrors';
import { BillChanges } from './BillChanges';
import { RemarksModal } from './RemarksModal';
import { ReviseSearchForm, ReviseToolbar } from './ReviseToolbar';
import { ReviseTripTable } from './ReviseTripTable';
import { useReviseEdit } from './useReviseEdit';
import { useReviseSearch } from './useReviseSearch';
import { useSelection } from './useSelection';
import './billing.css';

/**
 * Revise Bill (/revise-bill): a bill's trips and the acknowledged trips that could join it.
 * Untick a billed trip to take it out, tick an acknowledged one to add it, correct a trip inline,
 * then Update Bill stores the next revision and downloads its PDF (SPEC.md sections 2, 5, 7, 8).
 */
export function ReviseBillPage() {
  const notify = useNotify();
  const edit = useReviseEdit();
  const seenBilled = useRef(new Set<string>());
  const resetRef = useRef(() => {});
  const onNewSearch = useCallback(() => resetRef.current(), []);
  const s = useReviseSearch(onNewSearch);
  const { loadedRows: loadedBilled } = s.billed;
  const { loadedRows: loadedAcknowledged } = s.acknowledged;
  const billedRows = useMemo(() => loadedBilled(), [loadedBilled]);
  const ackRows = useMemo(() => loadedAcknowledged(), [loadedAcknowledged]);
  // The bill's remarks and what changed on its trips since its last revision (issue 8).
  const billStatus = s.billed.firstPage?.bills?.find((b) => b.bill_id === s.billId);

  const billedSelection = useSelection(billedRows);
  const ackSelection = useSelection(ackRows);
  // A new search forgets the last one's ticks and edit (kept current after each render).
  useEffect(() => {
    resetRef.current = () => {
      seenBilled.current = new Set();
      billedSelection.replace([]);
      ackSelection.replace([]);
      edit.rowEdit.cancel();
    };
  });
  // The trips of a bill start ticked (they are in the bill); unticking one takes it out.
  const addBilledSelection = billedSelection.add;
  useEffect(() => {
    const fresh = billedRows.map((r) => r._id).filter((id) => !seenBilled.current.has(id));
    if (fresh.length === 0) return;
    fresh.forEach((id) => seenBilled.current.add(id));
    addBilledSelection(fresh);
  }, [billedRows, addBilledSelection]);

  const [generateRevised, revision] = useGenerateRevisedBillMutation();
  const [remarksOpen, setRemarksOpen] = useState(false);

  function openUpdate() {
    const problem = checkReviseSelection(billedSelection.selectedRows, ackSelection.selectedRows);
    if (problem) notify.error(problem);
    else setRemarksOpen(true);
  }

  async function revise(remarks: BillRemarkInput[]) {
    if (!s.billId) return;
    const result = await generateRevised({
      billId: s.billId,
      billedSelectedRows: billedSelection.selectedRows,
      billedUnselectedRows: billedRows.filter((r) => !billedSelection.selectedIds.has(r._id)),
      ackSelectedRows: ackSelection.selectedRows,
      additionalRemarks: remarks,
    });
    setRemarksOpen(false);
    if ('error' in result) return notify.error(reviseBillErrorMessage(result.error));
    notify.success(BILLING_MESSAGES.revised);
    resetRef.current();
  }

  const chosenRows = [...billedSelection.selectedRows, ...ackSelection.selectedRows];
  const vendor = billedRows[0]?.Vendor ?? chosenRows[0]?.Vendor ?? '';
  const loading = s.searching && !s.billed.firstPage;
  const status = (empty: string) => <ListStatus columns={24} failure={null} loading={loading} empty={empty} />;

  return (
    <section className="billing-page">
      <ReviseSearchForm form={s.form} setForm={s.setForm} onSubmit={s.search} searching={s.searching} />
      {!s.query ? (
        <p className="empty-state card">{BILLING_MESSAGES.noRecords}</p>
      ) : (
        <>
          <ReviseToolbar
            billId={s.billId}
            choices={s.choices}
            onChoose={s.choose}
            vendor={vendor}
            billStatus={billStatus}
            chosenRows={chosenRows}
            onUpdate={openUpdate}
            updating={revision.isLoading}
          />
          {/* The toolbar's Update Bill is the way to bring it up to date. */}
          {billStatus && <BillChanges billId={billStatus.bill_id} changes={billStatus.changes} />}
          <ReviseTripTable
            caption="Billed Trips"
            list={s.billed}
            selectedIds={billedSelection.selectedIds}
            onToggle={billedSelection.toggle}
            onToggleAll={billedSelection.toggleAll}
            status={status(BILLING_MESSAGES.noBilledTrips)}
            showBillId
            edit={edit}
          />
          <div className="billing-toolbar">
            <h2 className="billing-toolbar__title">Acknowledged Trips</h2>
            <span className="billing-toolbar__summary">Tick a trip to add it to the bill.</span>
          </div>
          <ReviseTripTable
            caption="Acknowledged Trips"
            list={s.acknowledged}
            selectedIds={ackSelection.selectedIds}
            onToggle={ackSelection.toggle}
            onToggleAll={ackSelection.toggleAll}
            status={status(BILLING_MESSAGES.noAcknowledgedTrips)}
            edit={edit}
          />
        </>
      )}
      <RemarksModal
        open={remarksOpen}
        title={`Update Bill ${s.billId ?? ''}`}
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
