import { DateTime } from 'luxon';
import { BUSINESS_ZONE, formatIndianDate } from '../../shared/common/dates';

/**
 * The title row of every sheet: what it is and for which filters or period (the subject, from
 * the screen), as of when and who exported it. The data is read at export time, so "as of" is
 * the export's moment, in India time.
 */
export function sheetTitle(subject: string, exportedBy: string | null, at: Date = new Date()): string {
  const when = DateTime.fromJSDate(at, { zone: BUSINESS_ZONE }).toFormat('dd/MM/yyyy HH:mm');
  return `${subject} | As of ${when} IST | Exported by ${exportedBy ?? 'unknown user'}`;
}

/** A search's period and filters for a subject: '01/11/2026 to 30/11/2026, Vendor: Om' (empty filters left out). */
export function periodAndFilters(
  startDate: string | undefined,
  endDate: string | undefined,
  filters: Record<string, string | undefined> = {},
): string {
  const period =
    startDate && endDate
      ? startDate === endDate
        ? formatIndianDate(startDate)
        : `${formatIndianDate(startDate)} to ${formatIndianDate(endDate)}`
      : startDate
        ? `from ${formatIndianDate(startDate)}`
        : endDate
          ? `up to ${formatIndianDate(endDate)}`
          : 'all dates';
  const named = Object.entries(filters)
    .filter(([, value]) => value && value.trim() !== '')
    .map(([name, value]) => `${name}: ${value!.trim()}`);
  return [period, ...named].join(', ');
}
