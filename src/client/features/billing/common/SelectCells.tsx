import { useEffect, useRef } from 'react';

/** A trip's checkbox cell, pinned at the row's start (Billing and Revise Bill). */
export function SelectCell({
  tripId,
  selected,
  onToggle,
}: {
  tripId: string;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <td className="bill-table__select sticky-col">
      <input type="checkbox" aria-label={`Select ${tripId}`} checked={selected} onChange={onToggle} />
    </td>
  );
}

export interface SelectAllHeaderProps {
  /** How many trips the list holds, and how many of them are selected. */
  count: number;
  selectedCount: number;
  disabled?: boolean;
  onToggleAll: (select: boolean) => void;
}

/** The Select All header: checked when every trip is selected, half-checked when only some are. */
export function SelectAllHeader({ count, selectedCount, disabled, onToggleAll }: SelectAllHeaderProps) {
  const allSelected = count > 0 && selectedCount === count;
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selectedCount > 0 && !allSelected;
  }, [selectedCount, allSelected]);
  return (
    <th scope="col" className="bill-table__select sticky-col">
      <label className="select-all">
        <input
          ref={ref}
          type="checkbox"
          checked={allSelected}
          disabled={count === 0 || disabled}
          onChange={(e) => onToggleAll(e.target.checked)}
        />
        <span>Select All</span>
      </label>
    </th>
  );
}
