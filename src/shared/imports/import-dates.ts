import { isIsoDate } from '../common/dates';

/** How the import templates ask for dates (India's day/month/year). */
export const IMPORT_DATE_FORMAT = 'DD/MM/YYYY';

const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A date cell of an import as YYYY-MM-DD: DD/MM/YYYY (also with - or .) as India writes it, or
 * YYYY-MM-DD; anything else is returned trimmed, for the date rule to name.
 */
export function importDate(text: string): string {
  const trimmed = text.trim();
  const match = DAY_MONTH_YEAR.exec(trimmed);
  if (!match) return trimmed;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : trimmed;
}
