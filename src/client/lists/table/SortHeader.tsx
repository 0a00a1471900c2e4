import type { Column } from '@tanstack/react-table';

interface SortHeaderProps<Row> {
  /** The model's column (useListTable); its sort is the table model's, not hand-made. */
  column: Column<Row, unknown> | undefined;
  header: string;
  className?: string;
}

const ARIA = { asc: 'ascending', desc: 'descending' } as const;

/** A column header that sorts by its column: ascending, descending, then the list's own order. */
export function SortHeader<Row>({ column, header, className }: SortHeaderProps<Row>) {
  if (!column?.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {header}
      </th>
    );
  }
  const direction = column.getIsSorted();
  return (
    <th scope="col" className={className} aria-sort={direction ? ARIA[direction] : undefined}>
      <button type="button" className="sort-button" onClick={column.getToggleSortingHandler()}>
        {header}
        {/* The arrow is drawn by CSS: the header's text stays its name alone. */}
        <span className={`sort-button__mark sort-button__mark--${direction || 'none'}`} aria-hidden="true" />
      </button>
    </th>
  );
}

/** A "contains" filter box for a text column of a loaded table. */
export function FilterCell<Row>({
  column,
  header,
  className,
}: {
  column: Column<Row, unknown> | undefined;
  header: string;
  className?: string;
}) {
  if (!column?.getCanFilter()) return <td className={className} />;
  return (
    <td className={className}>
      <input
        className="column-filter"
        type="search"
        aria-label={`Filter ${header}`}
        placeholder="Filter..."
        value={(column.getFilterValue() as string | undefined) ?? ''}
        onChange={(e) => column.setFilterValue(e.target.value || undefined)}
      />
    </td>
  );
}
