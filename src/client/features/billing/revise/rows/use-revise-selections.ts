import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { InlineEdit } from './revise-draft';
import { useReviseSearch } from '../loading/use-revise-search';
import { useSelection } from '../../common/use-selection';

/**
 * Revise Bill's search and the ticks of its two tables: the trips of a bill start ticked (they
 * are in the bill; unticking one takes it out), and a new search forgets the last one's ticks
 * and edit.
 */
export function useReviseSelections(edit: InlineEdit) {
  const seenBilled = useRef(new Set<string>());
  const resetRef = useRef(() => {});
  const onNewSearch = useCallback(() => resetRef.current(), []);
  const search = useReviseSearch(onNewSearch);
  const { loadedRows: loadedBilled } = search.billed;
  const { loadedRows: loadedAcknowledged } = search.acknowledged;
  const billedRows = useMemo(() => loadedBilled(), [loadedBilled]);
  const ackRows = useMemo(() => loadedAcknowledged(), [loadedAcknowledged]);

  const billedSelection = useSelection(billedRows);
  const ackSelection = useSelection(ackRows);
  // Kept current after each render, so a search started by the hook reaches today's selections.
  useEffect(() => {
    resetRef.current = () => {
      seenBilled.current = new Set();
      billedSelection.replace([]);
      ackSelection.replace([]);
      edit.rowEdit.cancel();
    };
  });
  const addBilledSelection = billedSelection.add;
  useEffect(() => {
    const fresh = billedRows.map((r) => r._id).filter((id) => !seenBilled.current.has(id));
    if (fresh.length === 0) return;
    fresh.forEach((id) => seenBilled.current.add(id));
    addBilledSelection(fresh);
  }, [billedRows, addBilledSelection]);

  const reset = useCallback(() => resetRef.current(), []);
  /** A billed trip shown once and unticked since (its row may be out of view now): it leaves the bill. */
  const { isChecked } = billedSelection;
  const untickedBilled = useCallback(
    (id: string) => seenBilled.current.has(id) && !isChecked(id),
    [isChecked],
  );
  return { search, billedRows, billedSelection, ackSelection, reset, untickedBilled };
}
