import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PermissionSet } from '../../../shared/auth/permissions';
import { TRIP_FIELD_LABELS, TRIP_MESSAGES, type TripFileField, type TripRecord } from '../../../shared/trips';
import { useAppDispatch } from '../../app/hooks';
import { tripOpened } from '../../app/ui-slice';
import { useDownloadTripFile } from '../../app/download';
import { Button } from '../../ui/Button';
import { LineIcon } from '../../ui/LineIcon';
import { useNotify } from '../../ui/use-notify';

/** The Trip ID stays in view (beside the Edit/Save button) while the wide row scrolls sideways. */
export const tripIdClass = (permissions: PermissionSet) =>
  permissions.tripRowEdit ? 'sticky-col sticky-col--after-edit' : 'sticky-col';

export function TripIdCell({ row, permissions }: { row: TripRecord; permissions: PermissionSet }) {
  const dispatch = useAppDispatch();
  if (!permissions.tripOpen)
    return (
      <th scope="row" className={tripIdClass(permissions)}>
        {row.TripID}
      </th>
    );
  return (
    <th scope="row" className={tripIdClass(permissions)}>
      <Link to={`/home/${encodeURIComponent(row.TripID)}`} onClick={() => dispatch(tripOpened(row.TripID))}>
        {row.TripID}
      </Link>
    </th>
  );
}

/** A document outline (24-unit grid): a page with its corner folded. */
const PAPER_ICON = 'M6 2h8l5 5v15H6zM14 2v5h5';

/**
 * A trip's paper: a link that downloads it under its own name. `compact` (the list's cells) shows a
 * paper icon in place of the name, which stays its accessible name and its tooltip.
 */
export function AttachmentLink({
  row,
  field,
  compact = false,
}: {
  row: TripRecord;
  field: TripFileField;
  compact?: boolean;
}) {
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
      className={compact ? 'file-link file-link--icon' : 'file-link'}
      busy={busy}
      title={`Download ${TRIP_FIELD_LABELS[field]}: ${attachment.originalname}`}
      aria-label={compact ? attachment.originalname : undefined}
      onClick={download}
    >
      {compact ? <LineIcon path={PAPER_ICON} size={16} /> : attachment.originalname}
    </Button>
  );
}

export function EditCell({ permissions, children }: { permissions: PermissionSet; children: ReactNode }) {
  return permissions.tripRowEdit ? <td className="action-cell edit-col sticky-col">{children}</td> : null;
}

/** Reports only; the last column, away from Edit/Save, pinned at the right. A billed trip cannot be deleted. */
export function DeleteCell({
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
    <td className="action-cell sticky-right">
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
