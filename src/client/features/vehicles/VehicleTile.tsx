import { useId, useState } from 'react';
import { formatIndianDate } from '../../../shared/common/dates';
import {
  DOCUMENT_KEYS,
  documentLabel,
  isFlagged,
  isValid,
  type DocumentKey,
} from '../../../shared/masters/vehicle';
import type { Vehicle, VehicleDocument } from '../../../shared/masters/vehicles-wire';
import { Button } from '../../ui/Button';
import { UploadNewForm } from './UploadNewForm';

export type DocumentState = 'valid' | 'expiring' | 'expired' | 'missing';

/**
 * valid: more than `warningDays` days left (the server's EXPIRY_WARNING_DAYS); expiring: 1 to
 * `warningDays`; expired: 0 or fewer; missing: never uploaded or reset.
 */
export function documentState(doc: VehicleDocument | null | undefined, warningDays: number): DocumentState {
  if (!doc || !doc.end_date) return 'missing';
  if (!isValid(doc.days_left)) return 'expired';
  return isFlagged(doc.days_left, warningDays) ? 'expiring' : 'valid';
}

interface DocumentRowProps {
  truckNo: string;
  docKey: DocumentKey;
  doc: VehicleDocument | null | undefined;
  warningDays: number;
  downloading: boolean;
  onDownload: () => void;
  onReset: () => void;
}

function DocumentRow({
  truckNo,
  docKey,
  doc,
  warningDays,
  downloading,
  onDownload,
  onReset,
}: DocumentRowProps) {
  const state = documentState(doc, warningDays);
  const [uploadOpen, setUploadOpen] = useState(false);
  const label = documentLabel(docKey);
  // '(0 days left)' once expired, never a negative count (SPEC.md section 4).
  const days = state === 'valid' || state === 'expiring' ? doc!.days_left : 0;
  const hasFile = !!doc?.file_name;
  const showUpload = state === 'expired' || uploadOpen;
  return (
    <li className={`doc doc--${state}`} aria-label={label}>
      <div className="doc__line">
        <span className="doc__label">{label}</span>
        <span
          className="doc__validity"
          title={doc?.start_date ? `From ${formatIndianDate(doc.start_date)}` : undefined}
        >
          {state === 'missing'
            ? 'Not uploaded'
            : state === 'expired'
              ? `Expired on ${formatIndianDate(doc!.end_date)}`
              : `Valid till ${formatIndianDate(doc!.end_date)}`}
        </span>
        <span className="doc__days">
          ({days} days left)
          {/* Not by colour alone: a mark that a screen reader reads too. */}
          {state === 'expiring' && (
            <span className="doc__flag" role="img" aria-label="Expiring soon" title="Expiring soon">
              ⚠
            </span>
          )}
        </span>
        <span className="doc__actions">
          {hasFile && (
            <Button
              variant="link"
              aria-label={`Download ${label}`}
              title={doc!.file_name ?? undefined}
              busy={downloading}
              onClick={onDownload}
            >
              Download
            </Button>
          )}
          {state !== 'missing' && (
            <Button variant="link" className="doc__reset" aria-label={`Reset ${label}`} onClick={onReset}>
              Reset
            </Button>
          )}
          {state === 'missing' &&
            (uploadOpen ? (
              <Button
                variant="link"
                className="doc__reset"
                aria-label={`Cancel upload of ${label}`}
                onClick={() => setUploadOpen(false)}
              >
                Cancel
              </Button>
            ) : (
              <Button variant="link" aria-label={`Upload ${label}`} onClick={() => setUploadOpen(true)}>
                Upload
              </Button>
            ))}
        </span>
      </div>
      {showUpload && (
        <UploadNewForm truckNo={truckNo} docKey={docKey} onUploaded={() => setUploadOpen(false)} />
      )}
    </li>
  );
}

interface VehicleTileProps {
  vehicle: Vehicle;
  /** Days left at or below which a document is flagged expiring. */
  warningDays: number;
  downloadingKey: DocumentKey | null;
  onDownload: (key: DocumentKey) => void;
  onReset: (key: DocumentKey) => void;
  onDelete: () => void;
}

/** One vehicle: its details and each document's validity, with download, reset and upload-new. */
export function VehicleTile({
  vehicle,
  warningDays,
  downloadingKey,
  onDownload,
  onReset,
  onDelete,
}: VehicleTileProps) {
  const titleId = useId();
  const states = DOCUMENT_KEYS.map((key) => documentState(vehicle.documents[key], warningDays));
  const expired = states.filter((s) => s === 'expired').length;
  const expiring = states.filter((s) => s === 'expiring').length;
  const flagged = expired > 0 ? 'has-expired' : expiring > 0 ? 'has-expiring' : '';
  return (
    <article className={`vehicle-tile ${flagged}`} aria-labelledby={titleId}>
      <header className="vehicle-tile__head">
        <div className="vehicle-tile__id">
          <h3 id={titleId} className="vehicle-tile__truck">
            {vehicle.truck_no}
          </h3>
          <span className="vehicle-tile__meta">
            <span title="Make">{vehicle.make}</span>
            <span aria-hidden="true"> · </span>
            <span title="Company Owner">{vehicle.companyOwner}</span>
          </span>
        </div>
        <div className="vehicle-tile__summary">
          {expired > 0 && <span className="doc__chip doc__chip--expired">{expired} expired</span>}
          {expiring > 0 && <span className="doc__chip doc__chip--expiring">{expiring} expiring</span>}
          <Button
            variant="secondary"
            className="vehicle-tile__delete"
            aria-label={`Delete vehicle ${vehicle.truck_no}`}
            onClick={onDelete}
          >
            Delete
          </Button>
        </div>
      </header>
      <ul className="vehicle-tile__docs">
        {DOCUMENT_KEYS.map((key) => (
          <DocumentRow
            key={key}
            truckNo={vehicle.truck_no}
            docKey={key}
            doc={vehicle.documents[key]}
            warningDays={warningDays}
            downloading={downloadingKey === key}
            onDownload={() => onDownload(key)}
            onReset={() => onReset(key)}
          />
        ))}
      </ul>
    </article>
  );
}
