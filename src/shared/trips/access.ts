import { can } from '../auth/permissions';

/**
 * Who may read and change an existing trip (SPEC.md sections 4 and 6), written once for
 * the server's checks and the screens.
 *
 * - Creating (POST /reports) and updating (POST /api/trip) are separate areas of the matrix:
 *   tripCreate and tripUpdate. A loadingManager creates trips and updates none.
 * - Reading one trip (GET /api/trip/{id}) or its attachments (GET /api/download/{id}/...): a
 *   profile with Reports reads every date; any other (the loadingManager) only the trips its
 *   Today's List shows: those of today's India date.
 * - The trip form never moves a trip's Transaction Status: it moves only through the row edit
 *   (Open to Acknowledged) and billing.
 */

export const TRIP_ACCESS_MESSAGES = {
  statusLocked:
    "Transaction Status cannot be changed on the trip form. Set Acknowledged with Edit on Today's List or Reports; billing sets Billed.",
} as const;

/** May this profile read a trip of this date (its record or attachments)? `today`: India's date. */
export function canReadTrip(profile: string | null | undefined, tripDate: string, today: string): boolean {
  if (!can(profile, 'upload') && !can(profile, 'todayList')) return false;
  return can(profile, 'reports') || tripDate === today;
}

/** May this profile list trips from startDate to endDate (GET /api/reports)? Only today without Reports. */
export function canListTripDates(
  profile: string | null | undefined,
  startDate: string | undefined,
  endDate: string | undefined,
  today: string,
): boolean {
  return can(profile, 'reports') || (startDate === today && endDate === today);
}

/** The trip form's status on an existing trip must be the stored one; the message when it is not. */
export function checkStatusKept(stored: string, sent: string | null | undefined): string | null {
  return (sent ?? '').trim() === stored ? null : TRIP_ACCESS_MESSAGES.statusLocked;
}
