import { typedDateToIso } from '../common/typed-dates';

/** How the import templates ask for dates (India's day/month/year). */
export const IMPORT_DATE_FORMAT = 'DD/MM/YYYY';

/**
 * A date cell of an import as YYYY-MM-DD, read as a date box reads a typed date (day first:
 * DD/MM/YYYY, also with - or ., or YYYY-MM-DD); anything else is returned trimmed, for the date
 * rule to name.
 */
export function importDate(text: string): string {
  return typedDateToIso(text) ?? text.trim();
}
