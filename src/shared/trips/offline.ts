import { indiaDayAndTime, todayInIndia } from '../common/dates';

/**
 * The words of the trip form away from the network: the age of its look-ups and the trip outbox
 * (trips kept on the phone until the server has stored them).
 */
export const OFFLINE_MESSAGES = {
  /** "Lists from 08:40" (today), "Lists from 27/11 08:40" (an earlier day), India time. */
  listsFrom: (fetchedAt: Date, now: Date = new Date()) => {
    const at = indiaDayAndTime(fetchedAt) ?? { day: '', time: '' };
    const today = at.day === todayInIndia(now);
    return `Lists from ${today ? at.time : `${at.day.slice(8, 10)}/${at.day.slice(5, 7)} ${at.time}`}`;
  },
  kept: 'No network: the trip is kept on this phone and sent when the network returns.',
  outboxTitle: 'Trips on this phone',
  waiting: 'Waiting for the network',
  /** The server failed (a 5xx): the trip is sent again with its key, its answers kept. */
  failedWaiting: (reason: string) => `Not stored yet, sent again soon: ${reason}`,
  sending: 'Sending...',
  storedAs: (tripId: string) => `Stored as ${tripId}`,
  papersWaiting: 'Papers waiting to be sent',
  papersRefused: (reason: string) => `Papers not sent: ${reason}`,
  refused: (reason: string) => `Refused: ${reason}`,
  duplicate: (tripId: string) => `The server found trip ${tripId} with this truck and DO number today.`,
  openToCorrect: 'Open to correct',
  discard: 'Discard',
  sendNow: 'Send now',
  clearStored: 'Clear stored',
} as const;
