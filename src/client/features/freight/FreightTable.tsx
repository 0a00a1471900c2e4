import { useMemo, useState } from 'react';
import { FREIGHT_MESSAGES, checkFreightPayload, type Freight } from '../../../shared/freight';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { ListStatusRow } from '../../ui/ListStatusRow';
import { FilterCell, SortHeader } from '../../lists/table/SortHeader';
import { useListTable, type ModelColumn } from '../../lists/table/useListTable';
import { useScopedNotify } from '../../ui/useScopedNotify';
import { useRowEdit } from '../../ui/useRowEdit';
import { errorMessage } from '../../app/errors';
import { UPDATE_FREIGHT_ERRORS } from './freightMessages';
import { FreightEditRow, FreightViewRow, draftOf, type FreightDraft } from './FreightRow';
import { freightAdapter, useDeleteFreightMutation, useListFreightQuery, useUpdateFreightMutation } from './freightApi';
import { TableScroll } from '../../ui/TableScroll';

const COLUMNS = 6;
/** The table model: every column sorts, the routes' names filter (contains, any case). */
const FREIGHT_MODEL: ModelColumn<Freight>[] = [
  { key: 'from', header: 'From', value: (f) => f.from, filterable: true },
  { key: 'to', header: 'To', value: (f) => f.to, filterable: true },
  { key: 'rate', header: 'Rate', value: (f) => f.rate },
];

/** The freight rates: one row per route, edited in place, deleted after a confirm. */
export function FreightTable() {
  const { data, isLoading, isError } = useListFreightQuery();
  const all = useMemo(() => (data ? freightAdapter.getSelectors().selectAll(data) : []), [data]);
  const model = useListTable({ name: 'freight', columns: FREIGHT_MODEL, rows: all });
  const rows = model.table.getRowModel().rows.map((r) => r.original);
  const column = (key: string) => model.table.getColumn(key);
  const [updateFreight] = useUpdateFreightMutation();
  const [deleteFreight, deleteState] = useDeleteFreightMutation();
  const [pendingDelete, setPendingDelete] = useState<Freight | null>(null);
  const edit = useRowEdit<FreightDraft>();
  const notify = useScopedNotify();

  async function save(freight: Freight, draft: FreightDraft): Promise<boolean> {
    const checked = checkFreightPayload({ from_destination: draft.from, to_destination: draft.to, rate: draft.rate });
    if (!checked.ok) {
      notify.error(checked.message);
      return false;
    }
    const old = { _id: freight._id, from: freight.from, to: freight.to, rate: freight.rate };
    const result = await updateFreight({ old, new: checked.value });
    if (result.error) {
      notify.error(errorMessage(result.error, UPDATE_FREIGHT_ERRORS));
      return false;
    }
    if (result.data.status !== 200) {
      notify.error(FREIGHT_MESSAGES.updateFailed);
      return false;
    }
    notify.success(FREIGHT_MESSAGES.updated);
    return true;
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    const result = await deleteFreight(pendingDelete._id);
    if (result.error) notify.error(FREIGHT_MESSAGES.deleteFailed);
    else notify.success(FREIGHT_MESSAGES.deleted);
    setPendingDelete(null);
  }

  return (
    <section className="freight-list" aria-labelledby="freight-list-title">
      <header className="freight-list__header">
        <h2 id="freight-list-title">Freight rates</h2>
        {data && <span className="freight-list__count">{all.length === 1 ? '1 route' : `${all.length} routes`}</span>}
      </header>
      <TableScroll label="Freight rates">
        <table className="data-table freight-table">
          <thead>
            <tr>
              <th scope="col" className="num">#</th>
              <SortHeader column={column('from')} header="From" />
              <SortHeader column={column('to')} header="To" />
              <SortHeader column={column('rate')} header="Rate (₹/ton)" className="num" />
              <th scope="col">Edit</th>
              <th scope="col">Delete</th>
            </tr>
            <tr className="filter-row">
              <td />
              <FilterCell column={column('from')} header="From" />
              <FilterCell column={column('to')} header="To" />
              <td colSpan={3} />
            </tr>
          </thead>
          <tbody>
            <ListStatusRow
              columns={COLUMNS}
              isLoading={isLoading}
              isError={isError && !data}
              isEmpty={!!data && all.length === 0}
              loadingText="Loading freight rates..."
              errorText={FREIGHT_MESSAGES.listError}
              emptyText={FREIGHT_MESSAGES.empty}
            />
            {rows.length === 0 && all.length > 0 && (
              <tr>
                <td colSpan={COLUMNS} className="empty-state">
                  No route matches the filters.
                </td>
              </tr>
            )}
            {rows.map((freight, i) =>
              edit.editingId === freight.id && edit.draft ? (
                <FreightEditRow
                  key={freight.id}
                  index={i + 1}
                  draft={edit.draft}
                  saving={edit.saving}
                  rowRef={edit.rowRef}
                  onChange={edit.change}
                  onSave={() => edit.save((_id, draft) => save(freight, draft))}
                  onCancel={edit.cancel}
                />
              ) : (
                <FreightViewRow
                  key={freight.id}
                  freight={freight}
                  index={i + 1}
                  onEdit={() => edit.start(freight.id, draftOf(freight))}
                  onDelete={() => setPendingDelete(freight)}
                />
              ),
            )}
          </tbody>
        </table>
      </TableScroll>
      <ConfirmModal
        open={pendingDelete !== null}
        title="Delete freight rate"
        text={pendingDelete ? `Delete the rate from ${pendingDelete.from} to ${pendingDelete.to}? Trips already recorded keep their freight.` : ''}
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
