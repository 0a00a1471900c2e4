import { pathOf } from '../../../../shared/common/endpoint';
import { authEndpoints, sessionUserAnswer } from '../../../../shared/auth/wire';
import { apiUrl } from '../../../offline/api-request';
import { hasWork } from './outbox-answers';
import { sendOutbox } from './outbox-send';
import { outboxAvailable, tripsOf } from './outbox-store';

/** The session check is given up after this long: the sync is tried again later. */
const CHECK_TIMEOUT_MS = 20_000;

/** Thrown so that the browser tries the Background Sync again later (with its own back-off). */
class TryAgainLater extends Error {}

/**
 * Background Sync woke the service worker: the network is back, perhaps with no page of the app
 * open. Sends the outbox of the user whose session is live (GET /check-auth names him; another
 * user's trips on the phone are never sent) with the sender the pages use. A session that ended
 * (401) leaves the trips waiting for their user's next login. Rejects while trips still wait for
 * the network or the server, so that the browser fires the sync again.
 */
export async function sendOutboxInBackground(): Promise<void> {
  if (!outboxAvailable()) return;
  let answer: Response;
  try {
    answer = await fetch(apiUrl(pathOf(authEndpoints.checkAuth)), {
      credentials: 'include',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  } catch {
    throw new TryAgainLater('No answer from the server: the outbox waits');
  }
  if (answer.status >= 500) throw new TryAgainLater('The server failed: the outbox waits');
  if (!answer.ok) return;
  const user = sessionUserAnswer.safeParse(await answer.json().catch(() => null));
  // A temporary password must be changed before any other call: the trips wait for that.
  if (!user.success || user.data.mustChangePassword) return;
  const round = await sendOutbox(user.data.username);
  if (round.signedOut) return;
  if ((await tripsOf(user.data.username)).some(hasWork))
    throw new TryAgainLater('Trips still wait: the outbox is sent again at the next sync');
}
