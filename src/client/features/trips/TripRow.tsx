import { useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PermissionSet } from '../../../shared/permissions';
import {
  checkTripFile,
  ROW_EDIT_STATUSES,
  TRIP_FIELD_LABELS,
  TRIP_FILE_FIELDS,
  TRIP_MESSAGES,
  isTripFileField,
  type TripFileField,
  type TripRecord,
} from '../../../shared/trip';
import { serverMessage } from '../../app/errors';
import { useAppDispatch } from '../../app/hooks';
import { tripOpened } from '../../app/uiSlice';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/useNotify';
import type { TripColumn } from './tripColumns';
import { useDownloadTripFile } from '../../app/download';
import { useUpdateReportRowMutation } from './tripsApi';
import { useOutsideClick } from '../../ui/useOutsideClick';

interface TripRowProps {
  row: TripRecord;
  columns: readonly TripColumn[];
  screen: 'today' | 'reports';
  permissions: PermissionSet;
  editing: boolean;
  onEdit: () => void;
  onEditEnd: () => void;
  onDelete: (row: TripRecord) => void;
}

/** One trip in the table: its values, or (in edit mode) the row-edit inputs. */
export function TripRow(props: TripRowProps) {
  return props.editing ? <EditingRow {...props} /> : <ViewRow {...props} />;
}

/** The Trip ID stays in view (beside the Edit/Save button) while the wide row scrolls sideways. */
export const tripIdClass = (permissions: PermissionSet) =>
  permissions.tripRowEdit ? 'sticky-col sticky-col--after-edit' : 'sticky-col';

function TripIdCell({ row, permissions }: { row: TripRecord; permissions: PermissionSet }) {
  const dispatch = useAppDispatch();
  if (!permissions.tripOpen) return <th scope="row" className={tripIdClass(permissions)}>{row.TripID}</th>;
  return (
    <th scope="row" className={tripIdClass(permissions)}>
      <Link to={`/home/${encodeURIComponent(row.TripID)}`} onClick={() => dispatch(tripOpened(row.TripID))}>
        {row.TripID}
      </Link>
    </th>
  );
}

function AttachmentLink({ row, field }: { row: TripRecord; field: TripFileField }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const downloadTripFile = useDownloadTripFile();
  const attachment = row[field];
  if (!attachment) return <span className="muted">-</span>;
  async function download() {
    if (!attachment) return;
    setBusy(true);
    try {
      await downloadTripFile(attachment);
    } catch (error) {
      console.error('Trip file download failed', error);
      notify.error(TRIP_MESSAGES.downloadFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="link"
      className="file-link"
      busy={busy}
      title={`Download ${TRIP_FIELD_LABELS[field]}: ${attachment.originalname}`}
      onClick={download}
    >
      {attachment.originalname}
    </Button>
  );
}

function EditCell({ permissions, children }: { permissions: PermissionSet; children: ReactNode }) {
  return permissions.tripRowEdit ? <td className="action-cell edit-col sticky-col">{children}</td> : null;
}

/** Reports only; the last column, away from Edit/Save. A billed trip cannot be deleted. */
function DeleteCell({
  row,
  screen,
  permissions,
  onDelete,
}: {
  row: TripRecord;
  screen: 'today' | 'reports';
  permissions: PermissionSet;
  onDelete: (row: TripRecord) => void;
}) {
  if (screen !== 'reports' || !permissions.tripDelete) return null;
  const billed = row.TransactionStatus === 'Billed';
  return (
    <td className="action-cell">
      <Button
        variant="secondary"
        className="btn--small btn--danger-text"
        disabled={billed}
        title={billed ? TRIP_MESSAGES.billedLocked : `Delete ${row.TripID}`}
        aria-label={`Delete ${row.TripID}`}
        onClick={() => onDelete(row)}
      >
        Delete
      </Button>
    </td>
  );
}

function ViewRow({ row, columns, screen, permissions, onEdit, onDelete }: TripRowProps) {
  const billed = row.TransactionStatus === 'Billed';
  return (
    <tr>
      <EditCell permissions={permissions}>
        <Button
          variant="secondary"
          className="btn--small"
          disabled={billed}
          title={billed ? TRIP_MESSAGES.billedLocked : undefined}
          aria-label={`Edit ${row.TripID}`}
          onClick={onEdit}
        >
          Edit
        </Button>
      </EditCell>
      <TripIdCell row={row} permissions={permissions} />
      {columns.map((c) => (
        <td key={c.key} className={c.numeric ? 'num' : undefined}>
          {isTripFileField(c.key) ? <AttachmentLink row={row} field={c.key} /> : c.render(row)}
        </td>
      ))}
      <DeleteCell row={row} screen={screen} permissions={permissions} onDelete={onDelete} />
    </tr>
  );
}

interface RowDraft {
  localDate: string;
  transactionStatus: string;
  weight: string;
  actualWeight: string;
  short: string;
  files: Partial<Record<TripFileField, File>>;
}

const asText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function draftOf(row: TripRecord): RowDraft {
  return {
    localDate: row.localDate,
    transactionStatus: (ROW_EDIT_STATUSES as readonly string[]).includes(row.TransactionStatus) ? row.TransactionStatus : '',
    weight: asText(row.Weight),
    actualWeight: asText(row.ActualWeight),
    short: asText(row.Short),
    files: {},
  };
}

/**
 * A row in edit mode. Its draft lives only here: a click outside the row (or Escape) unmounts it
 * and the unsaved edits are gone (SPEC.md section 4). Enter saves.
 */
function EditingRow({ row, columns, screen, permissions, onEditEnd, onDelete }: TripRowProps) {
  const [draft, setDraft] = useState<RowDraft>(() => draftOf(row));
  const [updateRow, updateState] = useUpdateReportRowMutation();
  const notify = useNotify();
  const rowRef = useRef<HTMLTableRowElement>(null);
  const weightsLocked = !permissions.tripWeightEdit;

  useOutsideClick(rowRef, !updateState.isLoading, onEditEnd);

  const setField = (field: Exclude<keyof RowDraft, 'files'>) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));

  function chooseFile(field: TripFileField, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) {
      setDraft((d) => ({ ...d, files: { ...d.files, [field]: undefined } }));
      return;
    }
    const problem = checkTripFile(file);
    if (problem) {
      notify.error(problem);
      event.target.value = '';
      setDraft((d) => ({ ...d, files: { ...d.files, [field]: undefined } }));
      return;
    }
    setDraft((d) => ({ ...d, files: { ...d.files, [field]: file } }));
  }

  async function save() {
    if (!(ROW_EDIT_STATUSES as readonly string[]).includes(draft.transactionStatus)) {
      notify.error(TRIP_MESSAGES.selectStatus);
      return;
    }
    const body = new FormData();
    body.append('id', row._id);
    if (screen === 'reports') body.append('localDate', draft.localDate);
    body.append('transactionStatus', draft.transactionStatus);
    if (!weightsLocked) {
      body.append('weight', draft.weight);
      body.append('actualWeight', draft.actualWeight);
    }
    body.append('short', draft.short);
    for (const field of TRIP_FILE_FIELDS) {
      const file = draft.files[field];
      if (file) body.append(field, file, file.name);
    }
    const result = await updateRow({ id: row._id, TripID: row.TripID, body });
    if ('error' in result) {
      notify.error(serverMessage(result.error) ?? TRIP_MESSAGES.recordUpdateFailed);
      return;
    }
    notify.success(result.data.message);
    onEditEnd();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      event.preventDefault();
      onEditEnd();
    } else if (event.key === 'Enter' && target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'file') {
      event.preventDefault();
      void save();
    }
  }

  function editor(column: TripColumn): ReactNode {
    const label = `${TRIP_FIELD_LABELS[column.editable as keyof typeof TRIP_FIELD_LABELS] ?? column.header}`;
    switch (column.editable) {
      case 'localDate':
        return <input type="date" aria-label={label} value={draft.localDate} onChange={setField('localDate')} required />;
      case 'TransactionStatus':
        return (
          <select aria-label={TRIP_FIELD_LABELS.TransactionStatus} value={draft.transactionStatus} onChange={setField('transactionStatus')}>
            <option value="">Select status</option>
            {ROW_EDIT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        );
      case 'Weight':
      case 'ActualWeight': {
        const field = column.editable === 'Weight' ? 'weight' : 'actualWeight';
        return (
          <input
            type="number"
            step="any"
            min="0"
            aria-label={label}
            value={draft[field]}
            disabled={weightsLocked}
            title={weightsLocked ? 'Weights cannot be changed with this profile' : undefined}
            onChange={setField(field)}
          />
        );
      }
      case 'Short':
        return <input type="number" step="any" min="0" aria-label={label} value={draft.short} onChange={setField('short')} />;
      default: {
        const field = column.editable as TripFileField;
        return (
          <span className="file-cell">
            <AttachmentLink row={row} field={field} />
            <input type="file" accept="application/pdf,.pdf" aria-label={label} onChange={(e) => chooseFile(field, e)} />
          </span>
        );
      }
    }
  }

  return (
    <tr ref={rowRef} className="editing" onKeyDown={onKeyDown}>
      <EditCell permissions={permissions}>
        <Button className="btn--small" busy={updateState.isLoading} aria-label={`Save ${row.TripID}`} onClick={save}>
          Save
        </Button>
      </EditCell>
      <TripIdCell row={row} permissions={permissions} />
      {columns.map((c) => (
        <td key={c.key} className={c.numeric && !c.editable ? 'num' : undefined}>
          {c.editable ? editor(c) : c.render(row)}
        </td>
      ))}
      <DeleteCell row={row} screen={screen} permissions={permissions} onDelete={onDelete} />
    </tr>
  );
}
