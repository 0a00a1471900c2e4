import type { ReactNode } from 'react';
import { formatIndianDate } from '../../shared/common/dates';
import { formatINR } from '../../shared/common/money';
import type { CellValue, ColumnKind, ExportColumn } from '../exports/workbook';
import type { Totals } from './paging';

/**
 * A column of a list screen: one definition drives its table cell, its Excel column and its
 * figure on the total row of both.
 */
export interface ListColumn<Row> {
  key: string;
  /** The table header (and the Excel header unless excelHeader says otherwise). */
  header: string;
  excelHeader?: string;
  /** The Excel kind where it differs from the table's (whole-rupee freight is money, to the paisa, in a sheet). */
  excelKind?: ColumnKind;
  kind?: ColumnKind;
  /** The raw value: the Excel cell, and the table cell unless `cell` draws it. */
  value: (row: Row) => CellValue;
  /** A table cell that is more than its value (a badge, a link). */
  cell?: (row: Row) => ReactNode;
  /** Where the column shows; both by default. */
  only?: 'table' | 'excel';
  /** Its figure on the total row, from the server's sums over every matching row. */
  total?: (totals: Totals) => number | null | undefined;
  width?: number;
}

/** A numeric column's cells align right (class "num"); a column of names may wrap onto a second line ("wrap"). */
export const numClass = (column: { numeric?: boolean; wraps?: boolean }) =>
  column.numeric ? 'num' : column.wraps ? 'wrap' : undefined;

export const isNumericColumn = (column: { kind?: ColumnKind }) =>
  column.kind === 'number' || column.kind === 'money';

const weightFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** How a value of a kind reads on screen (the Excel file keeps the raw numbers). */
export function formatCell(kind: ColumnKind | undefined, value: CellValue): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'date') return formatIndianDate(String(value));
  if (kind === 'money') return formatINR(value);
  if (kind === 'number') return typeof value === 'number' ? weightFormat.format(value) : value;
  return value;
}

/** The table cell of a column for a row. */
export function renderCell<Row>(column: ListColumn<Row>, row: Row): ReactNode {
  return column.cell ? column.cell(row) : formatCell(column.kind, column.value(row));
}

/** The columns of the table, in the model's order. */
export const tableColumns = <C extends Pick<ListColumn<never>, 'only'>>(columns: readonly C[]): C[] =>
  columns.filter((c) => c.only !== 'excel');

/** The columns of the Excel file, in the model's order. */
export function excelColumns<Row>(columns: readonly ListColumn<Row>[]): ExportColumn<Row>[] {
  return columns
    .filter((c) => c.only !== 'table')
    .map((c) => ({
      header: c.excelHeader ?? c.header,
      kind: c.excelKind ?? c.kind,
      width: c.width,
      value: c.value,
    }));
}

/** A column's figure on the total row, or null when it has none (or the server sent no sums). */
export function totalOf<Row>(column: ListColumn<Row>, totals: Totals | null): number | null {
  if (!totals || !column.total) return null;
  const value = column.total(totals);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The Excel total row: 'Total' in the first column, each summed column's figure, blanks elsewhere. */
export function excelTotalRow<Row>(columns: readonly ListColumn<Row>[], totals: Totals | null): CellValue[] {
  return columns
    .filter((c) => c.only !== 'table')
    .map((c, index) => (index === 0 ? 'Total' : totalOf(c, totals)));
}

/** The sum of a field in the server's totals (absent for a profile that may not see it). */
export const sumOf =
  (field: string) =>
  (totals: Totals): number | null =>
    typeof totals[field] === 'number' ? totals[field] : null;
