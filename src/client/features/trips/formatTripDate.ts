import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../../shared/dates';

/** The long-date heading of a date group: 'Sunday, 22 November 2026' (en-IN, India zone). */
export function longDate(isoDate: string): string {
  const date = DateTime.fromISO(isoDate, { zone: BUSINESS_ZONE });
  return date.isValid ? date.setLocale('en-IN').toFormat('cccc, d LLLL yyyy') : isoDate;
}
