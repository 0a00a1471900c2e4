import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../../shared/dates';

/** The long-date heading of a date group: 'Sunday, 22 November 2026' (en-IN, India zone). */
export function longDate(isoDate: string): string {
  const date = DateTime.fromISO(isoDate, { zone: BUSINESS_ZONE });
  return date.isValid ? date.setLocale('en-IN').toFormat('cccc, d LLLL yyyy') : isoDate;
}

/** Rows grouped by their localDate, keeping the server's order (newest first). */
export function groupByDate<Row extends { localDate: string }>(rows: readonly Row[]): { date: string; rows: Row[] }[] {
  const groups: { date: string; rows: Row[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.date === row.localDate) last.rows.push(row);
    else groups.push({ date: row.localDate, rows: [row] });
  }
  return groups;
}
