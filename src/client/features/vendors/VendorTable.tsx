import { useState } from 'react';
import type { Table } from '@tanstack/react-table';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { PortalInviteModal } from './PortalInviteModal';
import { VENDOR_MESSAGES } from '../../../shared/masters/vendor';
import type { VendorListRow } from '../../../shared/masters/wire';
import { MasterTable } from '../../lists/MasterTable';
import { FilterCell, SortHeader } from '../../lists/table/SortHeader';
import { useMasterList, type ModelColumn } from '../../lists/table/use-list-table';
import { useMasterRows, type MasterRowsSpec } from '../../lists/use-master-rows';
import { vendorFormSchema, type VendorWithTds } from '../../../shared/masters/vendor-tds';
import { errorMessage } from '../../app/errors';
import { announceSaved } from '../../ui/use-notify';
import { VENDOR_DELETE_ERRORS, VENDOR_SUBMIT_ERRORS } from './vendor-messages';
import { VENDOR_COLUMNS, VendorEditRow, VendorViewRow } from './VendorRow';
import {
  COLUMN_LABELS,
  EMPTY_VENDOR,
  draftOfVendor,
  type VendorColumn as VendorField,
  type VendorDraft,
} from './vendor-fields';
import { useDeleteVendorMutation, useListVendorsQuery, useUpdateVendorMutation } from './vendors-api';

const COLUMN_COUNT = VENDOR_COLUMNS.length + 2;
const HEADERS: Partial<Record<VendorField, string>> = { tdsRate: 'TDS Rate (%)' };
/** The table model: every column sorts, every text column filters (contains, any case). */
const VENDOR_MODEL: ModelColumn<VendorListRow>[] = VENDOR_COLUMNS.map((field) => ({
  key: field,
  header: HEADERS[field] ?? COLUMN_LABELS[field],
  value: (v) => v[field] as string | number | null,
  filterable: field !== 'tdsRate' && field !== 'goodsCarriages',
  pinned: field === 'companyName',
}));
/** A vendor is edited in place (with its TDS terms) and deleted after a confirm. */
const VENDOR_ROWS: MasterRowsSpec<VendorListRow, VendorDraft, VendorWithTds> = {
  schema: vendorFormSchema,
  empty: EMPTY_VENDOR,
  deletion: {
    title: 'Delete vendor',
    text: (v) => `Delete ${v.companyName}? Trips and bills already recorded keep the vendor's name.`,
    messages: VENDOR_MESSAGES,
    failed: (error) => errorMessage(error, VENDOR_DELETE_ERRORS),
  },
};

/** The vendors' header: a sortable header and a filter box per column. */
function VendorTableHead({ table, fields }: { table: Table<VendorListRow>; fields: readonly VendorField[] }) {
  const shown = VENDOR_MODEL.filter((c) => fields.includes(c.key as VendorField));
  const className = (field: VendorField) => `vendor-table__${field}${field === 'tdsRate' ? ' num' : ''}`;
  return (
    <thead>
      <tr>
        <th scope="col" className="num vendor-table__index">
          #
        </th>
        {shown.map((c) => (
          <SortHeader
            key={c.key}
            column={table.getColumn(c.key)}
            header={c.header}
            className={className(c.key as VendorField)}
          />
        ))}
        <th scope="col" className="vendor-table__actions">
          Actions
        </th>
      </tr>
      <tr className="filter-row">
        <td />
        {shown.map((c) => (
          <FilterCell key={c.key} column={table.getColumn(c.key)} header={c.header} />
        ))}
        <td />
      </tr>
    </thead>
  );
}

/** The vendors: edited in place, deleted after a confirm. */
export function VendorTable() {
  const list = useMasterList(useListVendorsQuery(), {
    name: 'vendors',
    columns: VENDOR_MODEL,
  });
  const { model, rows: vendors } = list;
  const fields = VENDOR_COLUMNS.filter((f) => model.isShown(f));
  const [updateVendor] = useUpdateVendorMutation();
  const { edit, notify, deletion, editRow } = useMasterRows(VENDOR_ROWS, useDeleteVendorMutation());
  const mayInvite = useAppSelector(selectPermissions).vendorPortal;
  const [inviting, setInviting] = useState<VendorListRow | null>(null);

  async function save(id: string, vendor: VendorWithTds): Promise<boolean> {
    return announceSaved(notify, await updateVendor({ _id: id, ...vendor }), VENDOR_SUBMIT_ERRORS);
  }

  function startEditing(vendor: VendorListRow) {
    edit.start(vendor.id, draftOfVendor(vendor));
  }

  return (
    <MasterTable
      name="vendor"
      title="Vendors"
      list={list}
      head={<VendorTableHead table={model.table} fields={fields} />}
      columnCount={COLUMN_COUNT}
      texts={{ noun: ['vendor', 'vendors'], loading: 'Loading vendors...', ...VENDOR_MESSAGES }}
      dialog={
        <>
          {deletion.modal}
          {inviting && <PortalInviteModal vendor={inviting} onClose={() => setInviting(null)} />}
        </>
      }
    >
      {vendors.map((vendor, i) =>
        edit.editingId === vendor.id ? (
          <VendorEditRow key={vendor.id} index={vendor.index ?? i + 1} {...editRow(save)} fields={fields} />
        ) : (
          <VendorViewRow
            key={vendor.id}
            vendor={vendor}
            fields={fields}
            onEdit={() => startEditing(vendor)}
            onDelete={() => deletion.ask(vendor)}
            {...(mayInvite ? { onInvite: () => setInviting(vendor) } : {})}
          />
        ),
      )}
    </MasterTable>
  );
}
