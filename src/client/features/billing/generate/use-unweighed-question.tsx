import { useRef, useState, type ReactElement } from 'react';
import {
  ACKNOWLEDGE_MESSAGES,
  UNWEIGHED_TRIPS,
  unweighedTripIds,
} from '../../../../shared/trips/acknowledge';
import type { TripRecord } from '../../../../shared/trips';
import { ConfirmModal } from '../../../ui/ConfirmModal';

/** The TripIDs of the server's UNWEIGHED_TRIPS 409 (the list was older than the trips), else null. */
function unweighedOf(result: { error?: unknown }): string[] | null {
  const error = result.error as { status?: unknown; data?: { errorCode?: unknown; tripIds?: unknown } };
  if (error?.status !== 409 || error.data?.errorCode !== UNWEIGHED_TRIPS) return null;
  const ids = error.data.tripIds;
  return Array.isArray(ids) ? ids.map(String) : [];
}

/**
 * Generate's question before billing trips acknowledged without an Actual Weight (before the rule
 * that Acknowledged means weighed): asked before the remarks from the rows on hand (`askFor`), or
 * when the server answers that some are (`askAgain`: the bill is then sent with the confirmation).
 */
export function useUnweighedQuestion(): {
  /** True when none of the lines is unweighed or the clerk chose to bill them anyway. */
  askFor: (lines: readonly TripRecord[]) => Promise<boolean>;
  /** The server's UNWEIGHED_TRIPS answer asked about: true to send again confirmed. */
  askAgain: (result: { error?: unknown }) => Promise<boolean>;
  modal: ReactElement | null;
} {
  const [asking, setAsking] = useState<string[] | null>(null);
  const answer = useRef<((bill: boolean) => void) | null>(null);

  const ask = (tripIds: string[]) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAsking(tripIds);
    });
  const reply = (bill: boolean) => {
    answer.current?.(bill);
    answer.current = null;
    setAsking(null);
  };

  async function askFor(lines: readonly TripRecord[]): Promise<boolean> {
    const known = unweighedTripIds(lines);
    return known.length === 0 || ask(known);
  }

  async function askAgain(result: { error?: unknown }): Promise<boolean> {
    const found = unweighedOf(result);
    return found !== null && ask(found);
  }

  const modal = asking ? (
    <ConfirmModal
      open
      title="Trips without an Actual Weight"
      text={ACKNOWLEDGE_MESSAGES.confirmUnweighed(asking)}
      confirmLabel="Bill anyway"
      onConfirm={() => reply(true)}
      onCancel={() => reply(false)}
    />
  ) : null;
  return { askFor, askAgain, modal };
}
