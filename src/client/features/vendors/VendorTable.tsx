import { useState } from 'react';
import { VENDOR_LABELS, VENDOR_MESSAGES, type VendorField, type VendorListRow } from '../../../shared/vendor';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { ListStatusRow } from '../../ui/ListStatusRow';
import { useScopedNotify } from '../../ui/useScopedNotify';
import { useRowEdit } from '../../ui/useRowEdit';
import { errorMessage } from '../../app/errors';
import { VENDOR_SUBMIT_ERRORS } from './vendorMessages';
import { VENDOR_COLUMNS, VendorEditRow, VendorViewRow } from './VendorRow';
import { checkVendorDraft, draftOfVendor, type VendorDraft } from './vendorFields';
import { useDeleteVendorMutation, useListVendorsQuery, useUpdateVendorMutation, vendorAdapter } from './vendorsApi';
import { TableScroll } from '../../ui/TableScroll';

const COLUMN_COUNT = VENDOR_COLUMNS.length + 2;
const HEADERS: Partial<Record<VendorField, string>> = { tdsRate: 'TDS Rate (%)' };

/** The vendors: edited in place, deleted after a confirm. */
export function VendorTable() {
  const { data, isLoading, isError } = useListVendorsQuery();
  const vendors = data ? vendorAdapter.getSelectors().selectAll(data) : [];
  const [updateVendor] = useUpdateVendorMutation();
  const [deleteVendor, deleteState] = useDeleteVendorMutation();
  const [pendingDelete, setPendingDelete] = useState<VendorListRow | null>(null);
  const [invalidField, setInvalidField] = useState<VendorField | null>(null);
  const edit = useRowEdit<VendorDraft>();
  const notify = useScopedNotify();

  async function save(id: string, draft: VendorDraft): Promise<boolean> {
    const checked = checkVendorDraft(draft);
    if (!checked.ok) {
      setInvalidField(checked.field);
      notify.error(checked.message);
      return false;
    }
    setInvalidField(null);
    const result = await updateVendor({ _id: id, ...checked.value });
    if (result.error) {
      notify.error(errorMessage(result.error, VENDOR_SUBMIT_ERRORS));
      return false;
    }
    notify.success(result.data.message);
    return true;
  }

  function startEditing(vendor: VendorListRow) {
    setInvalidField(null);
    edit.start(vendor.id, draftOfVendor(vendor));
  }

  function change(field: VendorField, value: string) {
    if (field === invalidField) setInvalidField(null);
    edit.change(field, value);
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    const result = await deleteVendor(pendingDelete._id);
    if (result.error) notify.error(VENDOR_MESSAGES.deleteFailed);
    else notify.success(VENDOR_MESSAGES.deleted);
    setPendingDelete(null);
  }

  return (
    <section className="vendor-list" aria-labelledby="vendor-list-title">
      <header className="vendor-list__header">
        <h2 id="vendor-list-title">Vendors</h2>
        {data && <span className="vendor-list__count">{vendors.length === 1 ? '1 vendor' : `${vendors.length} vendors`}</span>}
      </header>
      <TableScroll label="Vendors">
        <table className="data-table vendor-table">
          <thead>
            <tr>
              <th scope="col" className="num vendor-table__index">#</th>
              {VENDOR_COLUMNS.map((field) => (
                <th key={field} scope="col" className={`vendor-table__${field}${field === 'tdsRate' ? ' num' : ''}`}>
                  {HEADERS[field] ?? VENDOR_LABELS[field]}
                </th>
              ))}
              <th scope="col" className="vendor-table__actions">Actions</th>
            </tr>
          </thead>
          <tbody>
            <ListStatusRow
              columns={COLUMN_COUNT}
              isLoading={isLoading}
              isError={isError && !data}
              isEmpty={!!data && vendors.length === 0}
              loadingText="Loading vendors..."
              errorText={VENDOR_MESSAGES.listError}
              emptyText={VENDOR_MESSAGES.empty}
            />
            {vendors.map((vendor, i) =>
              edit.editingId === vendor.id && edit.draft ? (
                <VendorEditRow
                  key={vendor.id}
                  index={vendor.index ?? i + 1}
                  draft={edit.draft}
                  invalidField={invalidField}
                  saving={edit.saving}
                  rowRef={edit.rowRef}
                  onChange={change}
                  onSave={() => edit.save(save)}
                  onCancel={edit.cancel}
                />
              ) : (
                <VendorViewRow key={vendor.id} vendor={vendor} onEdit={() => startEditing(vendor)} onDelete={() => setPendingDelete(vendor)} />
              ),
            )}
          </tbody>
        </table>
      </TableScroll>
      <ConfirmModal
        open={pendingDelete !== null}
        title="Delete vendor"
        text={pendingDelete ? `Delete ${pendingDelete.companyName}? Trips and bills already recorded keep the vendor's name.` : ''}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        danger
        busy={deleteState.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
