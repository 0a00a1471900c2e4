/** The trip form's draft (kept per user in the browser tab's session storage). */
export const TRIP_DRAFT_MESSAGES = {
  restored: 'A draft of this trip was restored: what you typed before is back in the form.',
  discard: 'Discard draft',
  leaveTitle: 'Leave the trip form?',
  leaveText:
    'What you typed on this trip is not saved yet. It stays as a draft in this tab and comes back when you open the form again.',
  leave: 'Leave',
} as const;

/** Session storage keys of trip drafts start with this, so ending a session can keep them. */
export const TRIP_DRAFT_KEY_PREFIX = 'tripDraft:';

/** One draft per user and per trip (a new trip is 'new'). */
export function tripDraftKey(username: string, tripId: string | undefined): string {
  return `${TRIP_DRAFT_KEY_PREFIX}${username}:${tripId ?? 'new'}`;
}
