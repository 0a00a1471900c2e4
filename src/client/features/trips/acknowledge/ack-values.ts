import type { TripRecord } from '../../../../shared/trips';
import { acknowledgeRefusedAnswer, type AcknowledgeRefusal } from '../../../../shared/trips/acknowledge-wire';

/** What the clerk typed for one trip: its Actual Weight and Short, as text. */
export interface TypedWeights {
  actualWeight: string;
  short: string;
}

/** The inputs start with what the trip holds (a weight above 0 only, as acknowledging needs one). */
export function startingWeights(row: TripRecord): TypedWeights {
  const actual = row.ActualWeight;
  return {
    actualWeight: typeof actual === 'number' && actual > 0 ? String(actual) : '',
    short: row.Short === null || row.Short === undefined ? '' : String(row.Short),
  };
}

/** The refusal of POST /trips/acknowledge (409 or 422, every refused row), or null for any other outcome. */
export function refusalOf(error: unknown): AcknowledgeRefusal | null {
  const data = (error as { data?: unknown } | undefined)?.data;
  const parsed = acknowledgeRefusedAnswer.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The typed columns, in the order Enter walks them: down Actual Weight, then down Short. */
export const TYPED_COLUMNS = ['actualWeight', 'short'] as const;
export type TypedColumn = (typeof TYPED_COLUMNS)[number];

/**
 * Where Enter goes from a cell, as in Excel: the same column one row down (Shift: up); past the
 * last row the next column's first row; past the last column null (the Acknowledge button).
 */
export function nextCell(
  at: { row: number; column: TypedColumn },
  rows: number,
  back: boolean,
): { row: number; column: TypedColumn } | null {
  const col = TYPED_COLUMNS.indexOf(at.column);
  if (back) {
    if (at.row > 0) return { row: at.row - 1, column: at.column };
    return col > 0 ? { row: rows - 1, column: TYPED_COLUMNS[col - 1] } : at;
  }
  if (at.row < rows - 1) return { row: at.row + 1, column: at.column };
  return col < TYPED_COLUMNS.length - 1 ? { row: 0, column: TYPED_COLUMNS[col + 1] } : null;
}
