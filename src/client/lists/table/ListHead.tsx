import type { ReactNode } from 'react';
import { numClass } from '../list-columns';
import { ColumnCells, type ListColumnsProps } from './ColumnCells';
import { FilterRow } from './FilterRow';
import { SortHeader } from './SortHeader';

interface ListHeadProps<Row, C extends { key: string; header: string }> extends ListColumnsProps<Row, C> {
  /** Header cells before the id column and after the columns (checkbox, Edit, Delete, files)... */
  headBefore?: ReactNode;
  headAfter?: ReactNode;
  /** ...and the filter row's cells under them. */
  filterBefore?: ReactNode;
  filterAfter?: ReactNode;
}

/** A paged list's head: a sortable header per column, then the row of column filters under them. */
export function ListHead<Row, C extends { key: string; header: string; numeric?: boolean }>({
  model,
  idColumn,
  columns,
  cellClass = numClass,
  headBefore,
  headAfter,
  filterBefore,
  filterAfter,
}: ListHeadProps<Row, C>) {
  return (
    <>
      <tr>
        {headBefore}
        <ColumnCells cell={SortHeader} {...{ model, idColumn, columns, cellClass }} />
        {headAfter}
      </tr>
      <FilterRow {...{ model, idColumn, columns, cellClass }} before={filterBefore} after={filterAfter} />
    </>
  );
}
