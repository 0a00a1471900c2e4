import type { Column } from '@tanstack/react-table';
import { FREIGHT_MESSAGES, freightPayloadSchema, type FreightPayload } from '../../../shared/masters/freight';
import type { Freight } from '../../../shared/masters/wire';
import { MasterTable } from '../../lists/MasterTable';
import { FilterCell, SortHeader } from '../../lists/table/SortHeader';
import { useMasterList, type ModelColumn } from '../../lists/table/use-list-table';
import { useMasterRows, type MasterRowsSpec } from '../../lists/use-master-rows';
import { errorMessage } from '../../app/errors';
import { UPDATE_FREIGHT_ERRORS } from './freight-messages';
import {
  FreightEditRow,
  FreightViewRow,
  freightDraftOf,
  type FreightDraft,
  type FreightShown,
} from './FreightRow';
import { useDeleteFreightMutation, useListFreightQuery, useUpdateFreightMutation } from './freight-api';

const COLUMNS = 6;
const EMPTY_DRAFT: FreightDraft = { from_destination: '', to_destination: '', rate: '' };
/** The table model: every column sorts, the routes' names filter (contains, any case). */
// The menu names the columns as the table heads them ("To (destination)", not the form's "To").
const FREIGHT_MODEL: ModelColumn<Freight>[] = [
  { key: 'from', header: 'From', value: (f) => f.from, filterable: true, pinned: true },
  { key: 'to', header: 'To (destination)', value: (f) => f.to, filterable: true },
  { key: 'rate', header: 'Rate (₹/ton)', value: (f) => f.rate },
];
/** A rate is edited in place (checked by the add/update schema) and deleted after a confirm. */
const FREIGHT_ROWS: MasterRowsSpec<Freight, FreightDraft, FreightPayload> = {
  schema: freightPayloadSchema,
  empty: EMPTY_DRAFT,
  deletion: {
    title: 'Delete freight rate',
    text: (f) => `Delete the rate from ${f.from} to ${f.to}? Trips already recorded keep their freight.`,
    messages: FREIGHT_MESSAGES,
  },
};

/** The freight table's header: sortable From, To and Rate, and a filter box for the route's names. */
function FreightTableHead({
  column,
  shown,
}: {
  column: (key: string) => Column<Freight> | undefined;
  shown: FreightShown;
}) {
  return (
    <thead>
      <tr>
        <th scope="col" className="num">
          #
        </th>
        <SortHeader column={column('from')} header="From" />
        {shown('to') && <SortHeader column={column('to')} header="To" />}
        {shown('rate') && <SortHeader column={column('rate')} header="Rate (₹/ton)" className="num" />}
        <th scope="col">Edit</th>
        <th scope="col">Delete</th>
      </tr>
      <tr className="filter-row">
        <td />
        <FilterCell column={column('from')} header="From" />
        {shown('to') && <FilterCell column={column('to')} header="To" />}
        <td colSpan={shown('rate') ? 3 : 2} />
      </tr>
    </thead>
  );
}

/** The freight rates: one row per route, edited in place, deleted after a confirm. */
export function FreightTable() {
  const list = useMasterList(useListFreightQuery(), {
    name: 'freight',
    columns: FREIGHT_MODEL,
  });
  const { all, model, rows } = list;
  const column = (key: string) => model.table.getColumn(key);
  const shown: FreightShown = model.isShown;
  const columnCount = COLUMNS - (shown('to') ? 0 : 1) - (shown('rate') ? 0 : 1);
  const [updateFreight] = useUpdateFreightMutation();
  const { edit, notify, deletion, editRow } = useMasterRows(FREIGHT_ROWS, useDeleteFreightMutation());

  async function save(freight: Freight, payload: FreightPayload): Promise<boolean> {
    const old = { _id: freight._id, from: freight.from, to: freight.to, rate: freight.rate };
    const result = await updateFreight({ old, new: payload });
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

  return (
    <MasterTable
      name="freight"
      title="Freight rates"
      list={list}
      head={<FreightTableHead column={column} shown={shown} />}
      columnCount={columnCount}
      texts={{ noun: ['route', 'routes'], loading: 'Loading freight rates...', ...FREIGHT_MESSAGES }}
      dialog={deletion.modal}
    >
      {rows.length === 0 && all.length > 0 && (
        <tr>
          <td colSpan={columnCount} className="empty-state">
            No route matches the filters.
          </td>
        </tr>
      )}
      {rows.map((freight, i) =>
        edit.editingId === freight.id ? (
          <FreightEditRow
            key={freight.id}
            shown={shown}
            index={i + 1}
            {...editRow((_id, payload) => save(freight, payload))}
          />
        ) : (
          <FreightViewRow
            key={freight.id}
            shown={shown}
            freight={freight}
            index={i + 1}
            onEdit={() => edit.start(freight.id, freightDraftOf(freight))}
            onDelete={() => deletion.ask(freight)}
          />
        ),
      )}
    </MasterTable>
  );
}
