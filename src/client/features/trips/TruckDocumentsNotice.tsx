import { skipToken } from '@reduxjs/toolkit/query';
import { DOCUMENT_WARNING_MESSAGES, describeWarning } from '../../../shared/masters/document-warnings';
import { useTruckDocumentWarningsQuery } from './document-warnings-api';

/**
 * The picked truck's expired or expiring documents, listed as soon as the truck is chosen (not
 * only at Submit, after the whole trip is typed). Submit still asks to confirm them.
 */
export function TruckDocumentsNotice({
  truckNumber,
  tripDate,
}: {
  truckNumber: string | null;
  tripDate?: string;
}) {
  const { currentData: data } = useTruckDocumentWarningsQuery(
    truckNumber ? { truckNumber, date: tripDate } : skipToken,
  );
  if (!truckNumber || !data || data.warnings.length === 0) return null;
  return (
    <div className="trip-form__documents" role="status" aria-label="Truck documents">
      <strong>{DOCUMENT_WARNING_MESSAGES.pickedTitle(data.truckNumber)}</strong>
      <ul>
        {data.warnings.map((w) => (
          <li key={w.field_name} className={w.expired ? 'document-warnings__expired' : undefined}>
            {describeWarning(w)}
            {w.expired && data.blocked.includes(w.field_name) ? DOCUMENT_WARNING_MESSAGES.blocksTrips : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
