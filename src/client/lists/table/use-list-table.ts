import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useColumnPrefs } from './column-prefs';
import type { ListControls } from './use-list-controls';

/** A column as the table model knows it: its key, header, how to read it, whether it may sort, filter or hide. */
export interface ModelColumn<Row> {
  key: string;
  header: string;
  value?: (row: Row) => string | number | null | undefined;
  sortable?: boolean;
  /** A text column: it gets a "contains" filter box. */
  filterable?: boolean;
  /** Pinned columns (Trip ID, select) cannot be hidden. */
  pinned?: boolean;
}

interface ListTableOptions<Row> {
  /** The table's name: the key of the user's column choice. */
  name: string;
  columns: readonly ModelColumn<Row>[];
  /** Rows sorted and filtered here (master data); omit for a paged list sorted by the server. */
  rows?: readonly Row[];
  /** A paged list's sort and column filters, sent to the server (manual sorting and filtering). */
  controls?: ListControls;
}

const NO_ROWS: never[] = [];

/**
 * The headless model of a list (@tanstack/react-table): sorting (by the server for paged lists,
 * here for loaded master data), a "contains" filter per text column, and the columns the user
 * chose to see, kept per user and table.
 */
export function useListTable<Row>(options: ListTableOptions<Row>) {
  const { name, columns, rows, controls } = options;
  const prefs = useColumnPrefs(name);
  const [innerSorting, setInnerSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const manual = rows === undefined;
  const defs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((c) => ({
        id: c.key,
        header: c.header,
        accessorFn: (row: Row) => c.value?.(row) ?? '',
        enableSorting: c.sortable !== false,
        enableColumnFilter: c.filterable === true,
        enableHiding: c.pinned !== true,
        filterFn: 'includesString',
        sortUndefined: 'last',
      })),
    [columns],
  );
  const table = useReactTable<Row>({
    data: (rows ?? NO_ROWS) as Row[],
    columns: defs,
    state: {
      sorting: controls?.sorting ?? innerSorting,
      columnFilters: controls?.columnFilters ?? columnFilters,
      columnVisibility: prefs.visibility,
    },
    onSortingChange: controls?.setSorting ?? setInnerSorting,
    onColumnFiltersChange: controls?.setColumnFilters ?? setColumnFilters,
    onColumnVisibilityChange: prefs.setVisibility,
    manualSorting: manual,
    manualFiltering: manual,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manual ? undefined : getSortedRowModel(),
    getFilteredRowModel: manual ? undefined : getFilteredRowModel(),
  });
  const hideable = columns.filter((c) => !c.pinned).map((c) => ({ key: c.key, header: c.header }));
  return {
    table,
    isShown: prefs.isShown,
    visibility: prefs.visibility,
    setVisibility: prefs.setVisibility,
    hideable,
  };
}

export type ListTableModel<Row> = ReturnType<typeof useListTable<Row>>;

/** A master list's query (RTK Query): the whole list, in the server's order. */
interface MasterQuery<Row> {
  data?: Row[];
  isLoading: boolean;
  isError: boolean;
}

/**
 * A master-data table's model over its whole cached list: the query, every row, and the rows as
 * the user sorted and filtered them.
 */
export function useMasterList<Row>(
  query: MasterQuery<Row>,
  options: Omit<ListTableOptions<Row>, 'rows' | 'controls'>,
) {
  const { data } = query;
  const all = useMemo(() => data ?? [], [data]);
  const model = useListTable({ ...options, rows: all });
  const rows = model.table.getRowModel().rows.map((r) => r.original);
  return { query, all, model, rows };
}
