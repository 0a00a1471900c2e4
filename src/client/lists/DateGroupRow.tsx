import type { ReactNode } from 'react';
import { longDate } from '../../shared/common/dates';

/** Whether a row opens a new date group: the first row, or a date unlike the loaded row above it. */
export function opensDateGroup<Row>(
  row: Row,
  index: number,
  rowAt: (index: number) => Row | undefined,
  dateOf: (row: Row) => string,
): boolean {
  if (index === 0) return true;
  const previous = rowAt(index - 1);
  return previous !== undefined && dateOf(previous) !== dateOf(row);
}

/** The heading row of a date group across the whole table: the long date (and what `children` adds, e.g. a count). */
export function DateGroupRow({
  width,
  date,
  children,
}: {
  width: number;
  date: string;
  children?: ReactNode;
}) {
  return (
    <tr className="group-row">
      <th scope="colgroup" colSpan={width}>
        <span className="group-title">
          {longDate(date)}
          {children}
        </span>
      </th>
    </tr>
  );
}
