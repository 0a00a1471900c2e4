/**
 * Excel keeps at most 15 significant digits of a number: a bank account of 16 digits or more typed
 * into a General cell is stored with its last digits as zeros (1234567890123456 becomes
 * 1234567890123450, shown as 1.23457E+15), and read as text it would be a different account that
 * every rule accepts. A number cell that long cannot be trusted, so its row is refused with this.
 */
const EXCEL_SIGNIFICANT_DIGITS = 15;

const lostDigitsMessage = (header: string) =>
  `Excel keeps only ${EXCEL_SIGNIFICANT_DIGITS} digits of a number, so the last digits of this ${header} may be lost. ` +
  'Format the column as Text, type it again and upload the file again.';

/**
 * A sheet row's cells as the text the forms' rules read (a number cell as its digits), and an
 * error for each number cell Excel may have cut short, named by its column's header.
 */
export function sheetCellTexts(
  columns: readonly { key: string; header: string }[],
  cells: Readonly<Record<string, string | number>>,
): { values: Record<string, string>; errors: { column: string; message: string }[] } {
  const entries = Object.entries(cells);
  const errors = entries
    .filter(([, cell]) => typeof cell === 'number' && Math.abs(cell) >= 10 ** EXCEL_SIGNIFICANT_DIGITS)
    .map(([key]) => columns.find((c) => c.key === key)?.header ?? key)
    .map((header) => ({ column: header, message: lostDigitsMessage(header) }));
  // fromEntries: a cell keyed "__proto__" stays a cell, never the object's prototype.
  return { values: Object.fromEntries(entries.map(([key, cell]) => [key, String(cell)])), errors };
}
