import { useState } from 'react';
import { BILLING_MESSAGES, checkReviseSelection, type BillRemarkInput } from '../../../../shared/billing';
import type { TripRecord } from '../../../../shared/trips';
import { useNotify } from '../../../ui/use-notify';
import { ListStatus } from '../../../lists/ListStatus';
import type { PagedRows } from '../../../lists/use-paged-rows';
import { selectListedBill, useGenerateRevisedBillMutation } from '../common/billing-api';
import { useWholeBill } from './loading/use-whole-bill';
import { reviseBillErrorMessage } from '../common/billing-errors';
import { BillResultPanel } from '../common/BillResultPanel';
import { useBillInAddress } from '../common/use-bill-in-address';
import { BillChanges } from '../../../ui/BillChanges';
import { RemarksModal } from '../common/RemarksModal';
import { ReviseSearchForm, ReviseToolbar } from './ReviseToolbar';
import type { ListControls } from '../../../lists/table/use-list-controls';
import { ReviseTripTable } from './rows/ReviseTripTable';
import { CancelledBillCard } from './loading/CancelledBillCard';
import { useReviseEdit } from './rows/use-revise-edit';
import { useReviseSelections } from './rows/use-revise-selections';
import type { useSelection } from '../common/use-selection';
import '../common/billing.css';

type Selection = ReturnType<typeof useSelection<TripRecord>>;

/**
 * Revise Bill (/revise-bill): a bill's trips and the acknowledged trips that could join it.
 * Untick a billed trip to take it out, tick an acknowledged one to add it, correct a trip inline,
 * then Update Bill stores the next revision and downloads its PDF (SPEC.md sections 2, 5, 7, 8).
 */
export function ReviseBillPage() {
  const notify = useNotify();
  const edit = useReviseEdit();
  const selections = useReviseSelections(edit);
  const { search: s, billedRows, billedSelection, ackSelection, untickedBilled } = selections;
  // The bill's remarks and what changed on its trips since its last revision.
  const bills = s.billed.firstPage?.bills;
  const billStatus = bills && s.billId ? selectListedBill(bills, s.billId) : undefined;

  const [generateRevised, revision] = useGenerateRevisedBillMutation();
  const [remarksOpen, setRemarksOpen] = useState(false);
  // The revision just stored, named until closed or the next one; in the address (?bill=) for Back and Forward.
  const made = useBillInAddress();
  const whole = useWholeBill(s, billedRows);
  const { keptRows, droppedRows } = billedOutcome(
    billedRows,
    billedSelection,
    whole.unseenRows,
    untickedBilled,
  );

  async function openUpdate() {
    const rest = await whole.readUnseen();
    if (!rest) return;
    const problem = checkReviseSelection(
      [...billedSelection.selectedRows, ...rest],
      ackSelection.selectedRows,
    );
    if (problem) notify.error(problem);
    else setRemarksOpen(true);
  }

  async function revise(remarks: BillRemarkInput[]) {
    if (!s.billId) return;
    const result = await generateRevised({
      billId: s.billId,
      billedSelectedRows: keptRows,
      billedUnselectedRows: droppedRows,
      ackSelectedRows: ackSelection.selectedRows,
      additionalRemarks: remarks,
    });
    setRemarksOpen(false);
    if ('error' in result) return notify.error(reviseBillErrorMessage(result.error));
    notify.success(BILLING_MESSAGES.revised);
    if (result.data.bill) made.show(result.data.bill);
    selections.reset();
  }

  const chosenRows = [...keptRows, ...ackSelection.selectedRows];
  const vendor = billedRows[0]?.Vendor ?? chosenRows[0]?.Vendor ?? '';
  const loading = s.searching && !s.billed.firstPage;
  const tripTable = (
    caption: string,
    list: PagedRows<TripRecord>,
    selection: Selection,
    empty: string,
    controls: ListControls,
    showBillId = false,
  ) => (
    <ReviseTripTable
      caption={caption}
      list={list}
      selectedIds={selection.selectedIds}
      onToggle={selection.toggle}
      onToggleAll={selection.toggleAll}
      status={<ListStatus columns={24} failure={null} loading={loading} empty={empty} />}
      showBillId={showBillId}
      edit={edit}
      controls={controls}
    />
  );

  return (
    <section className="billing-page">
      <ReviseSearchForm form={s.form} setForm={s.setForm} onSubmit={s.search} searching={s.searching} />
      {made.bill && <BillResultPanel bill={made.bill} outcome="updated" onClose={made.close} />}
      {s.cancelled ? (
        <CancelledBillCard bill={s.cancelled} />
      ) : !s.query ? (
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
            onUpdate={() => void openUpdate()}
            updating={revision.isLoading || whole.reading}
          />
          {/* The toolbar's Update Bill is the way to bring it up to date. */}
          {billStatus && <BillChanges billId={billStatus.bill_id} changes={billStatus.changes} />}
          {tripTable(
            'Billed Trips',
            s.billed,
            billedSelection,
            BILLING_MESSAGES.noBilledTrips,
            s.controls,
            true,
          )}
          <AcknowledgedHeading />
          {tripTable(
            'Acknowledged Trips',
            s.acknowledged,
            ackSelection,
            BILLING_MESSAGES.noAcknowledgedTrips,
            s.acknowledgedControls,
          )}
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

/** The heading over the trips that may join the bill. */
function AcknowledgedHeading() {
  return (
    <div className="billing-toolbar">
      <h2 className="billing-toolbar__title">Acknowledged Trips</h2>
      <span className="billing-toolbar__summary">Tick a trip to add it to the bill.</span>
    </div>
  );
}

/** The bill's trips out of view stay on it, but for those unticked before they went out of view. */
function billedOutcome(
  billedRows: TripRecord[],
  billedSelection: Selection,
  unseenRows: TripRecord[],
  untickedBilled: (id: string) => boolean,
) {
  return {
    keptRows: [...billedSelection.selectedRows, ...unseenRows.filter((r) => !untickedBilled(r._id))],
    droppedRows: [
      ...billedRows.filter((r) => !billedSelection.selectedIds.has(r._id)),
      ...unseenRows.filter((r) => untickedBilled(r._id)),
    ],
  };
}
