import { BILLING_MESSAGES, parseReviseUpdate } from '../../../../../shared/billing';
import type { TripRecord } from '../../../../../shared/trips';
import { serverMessage } from '../../../../app/errors';
import { useNotify } from '../../../../ui/use-notify';
import { useRowEdit } from '../../../../ui/use-row-edit';
import { useUpdateOneReviseBillMutation } from '../../common/billing-api';
import { changedFields, draftOf, type InlineEdit, type ReviseDraft } from './revise-draft';

/** Revise Bill's inline edit of a trip: only the changed fields go to /update-one-revise-bill. */
export function useReviseEdit(): InlineEdit {
  const notify = useNotify();
  const rowEdit = useRowEdit<ReviseDraft>();
  const [updateOne] = useUpdateOneReviseBillMutation();

  async function onSave(row: TripRecord) {
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

  return { rowEdit, onStart: (row: TripRecord) => rowEdit.start(row._id, draftOf(row)), onSave };
}
