import type { DB } from '../../db/connection';
import { conflict } from '../../http-errors';
import { ownedSetting } from '../settings/public';
import { vehicleRepository, type DocumentDatesOf } from '../vehicles/public';
import {
  DOCUMENT_WARNING_MESSAGES,
  NO_BLOCKING,
  blockingWarnings,
  describeWarning,
  documentBlockingSchema,
  documentWarnings,
  type DocumentBlocking,
  type DocumentWarning,
} from '../../../shared/masters/document-warnings';

/** The admin's blocking setting (none until an admin saves one). */
export const documentBlockingSetting = ownedSetting('documentBlocking', documentBlockingSchema, NO_BLOCKING);

/** The truck's expired or expiring documents on the trip date. */
export async function truckDocumentWarnings(
  db: DB,
  vehicleId: number | null,
  tripDate: string,
  warningDays: number,
): Promise<DocumentWarning[]> {
  if (vehicleId === null) return [];
  const documents = await vehicleRepository(db).documentsOf([vehicleId]);
  return documentWarnings(documents, tripDate, warningDays);
}

/** What the trip row keeps about a warning: its text, and who confirmed it (null: nobody did). */
export interface ConfirmedWarning {
  document_warning: string;
  document_warning_confirmed_by: string | null;
  document_warning_confirmed_at: Date | null;
}

/**
 * Checks a trip's truck before it is saved: refuses (409) when the admin made one of its expired
 * documents blocking. Otherwise the trip is saved and keeps the warning, with who confirmed it. The
 * trip form always asks first; an API client that does not know the confirmation flag (SPEC.md's
 * POST /reports and /api/trip) still saves, and the warning is kept as not confirmed.
 */
export function checkTruckDocuments(input: {
  /** The documents of the trip's truck (none without a known truck) and the admin's blocking, as read. */
  documents: DocumentDatesOf[];
  blocking: DocumentBlocking;
  truckNumber: string;
  tripDate: string;
  confirmed: boolean;
  actor: string;
  now: Date;
  warningDays: number;
}): ConfirmedWarning | null {
  const warnings = documentWarnings(input.documents, input.tripDate, input.warningDays);
  if (warnings.length === 0) return null;
  const blocking = blockingWarnings(warnings, input.blocking);
  if (blocking.length > 0) throw conflict(DOCUMENT_WARNING_MESSAGES.blocked(input.truckNumber, blocking));
  return {
    document_warning: warnings.map(describeWarning).join('; '),
    document_warning_confirmed_by: input.confirmed ? input.actor : null,
    document_warning_confirmed_at: input.confirmed ? input.now : null,
  };
}

/** The body's confirmation flag, as JSON true or the multipart text 'true'. */
export function warningConfirmed(body: unknown): boolean {
  const value =
    body && typeof body === 'object' ? (body as Record<string, unknown>).DocumentWarningConfirmed : undefined;
  return value === true || value === 'true';
}

export async function recordConfirmedWarning(
  trx: DB,
  tripRowId: number,
  warning: ConfirmedWarning,
): Promise<void> {
  await trx.updateTable('trips').set(warning).where('id', '=', tripRowId).execute();
}
