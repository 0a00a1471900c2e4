import { useEffect, useRef, type ChangeEvent } from 'react';
import type { TripRecord } from '../../../../shared/trips';
import { canSelectTrip, type TripSelection } from './use-trip-selection';

/** A trip row's tick for acknowledging at once (Shift-click ticks the range since the last one). */
export function SelectTripBox({
  row,
  index,
  selection,
}: {
  row: TripRecord;
  index: number;
  selection: TripSelection;
}) {
  if (!canSelectTrip(row)) return null;
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    selection.toggle(row, index, (event.nativeEvent as MouseEvent).shiftKey === true);
  return (
    <input
      type="checkbox"
      className="select-trip"
      aria-label={`Select ${row.TripID}`}
      checked={selection.isSelected(row._id)}
      onChange={onChange}
    />
  );
}

/** The lead column's head: "select all shown" beside the Edit heading. */
export function SelectShownHeader({ selection }: { selection: TripSelection }) {
  const ref = useRef<HTMLInputElement>(null);
  const some = selection.count > 0 && !selection.allShownSelected;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="select-trip"
      aria-label="Select all trips shown"
      checked={selection.allShownSelected}
      onChange={(e) => selection.setAllShown(e.target.checked)}
    />
  );
}
