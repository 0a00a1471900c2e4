import { z } from 'zod';
import { daysBetween, formatIndianDate, isIsoDate } from '../common/dates';
import { EXPIRY_WARNING_DAYS, documentLabel, isFlagged, isValid, type DocumentKey } from './vehicle';

/**
 * Expired documents at loading time: which of a truck's documents are expired or about
 * to expire on the trip's date, the words the form and the server use, and the admin setting that
 * makes some expired documents block trips.
 */

/** The documents an admin may make blocking: a truck must not run without them. */
export const BLOCKABLE_DOCUMENTS = [
  'registration',
  'insurance',
  'fitness',
  'basic_and_KA_permit',
] as const satisfies readonly DocumentKey[];

export const documentBlockingSchema = z.object({
  blockExpired: z.array(z.enum(BLOCKABLE_DOCUMENTS, { error: 'Unknown document type.' }), {
    error: 'Please choose the documents that block trips.',
  }),
});
export type DocumentBlocking = z.output<typeof documentBlockingSchema>;
export const NO_BLOCKING: DocumentBlocking = { blockExpired: [] };

/** A document of the truck that is expired or about to expire on the trip's date. */
export const documentWarningAnswer = z.object({
  field_name: z.string(),
  label: z.string(),
  end_date: z.string(),
  /** Days from the trip's date to the end date (0 or less: expired). */
  days_left: z.number(),
  expired: z.boolean(),
});
export type DocumentWarning = z.infer<typeof documentWarningAnswer>;

/**
 * The truck's documents that are expired on the trip date, or flagged (warningDays left or fewer),
 * expired first. A document without dates (never uploaded or reset) is not listed here.
 */
export function documentWarnings(
  documents: readonly { fieldName: string; endDate: string }[],
  tripDate: string,
  warningDays: number = EXPIRY_WARNING_DAYS,
): DocumentWarning[] {
  return documents
    .filter((d) => isIsoDate(d.endDate))
    .map((d) => {
      const days = daysBetween(tripDate, d.endDate);
      return {
        field_name: d.fieldName,
        label: documentLabel(d.fieldName),
        end_date: d.endDate,
        days_left: days,
        expired: !isValid(days),
      };
    })
    .filter((w) => isFlagged(w.days_left, warningDays))
    .sort((a, b) => a.end_date.localeCompare(b.end_date));
}

/** One document in words: 'Insurance expired on 22/11/2026' or 'Fitness expires on 25/11/2026 (3 days left)'. */
export function describeWarning(w: DocumentWarning): string {
  const date = formatIndianDate(w.end_date);
  if (w.expired) return `${w.label} expired on ${date}`;
  return `${w.label} expires on ${date} (${w.days_left} ${w.days_left === 1 ? 'day' : 'days'} left)`;
}

/** The warnings the admin setting turns into a refusal. */
export function blockingWarnings(
  warnings: readonly DocumentWarning[],
  setting: DocumentBlocking,
): DocumentWarning[] {
  return warnings.filter(
    (w) => w.expired && (setting.blockExpired as readonly string[]).includes(w.field_name),
  );
}

export const DOCUMENT_WARNING_MESSAGES = {
  confirmTitle: 'Vehicle documents',
  confirmQuestion: 'Save this trip anyway?',
  blocked: (truck: string, warnings: readonly DocumentWarning[]) =>
    `Trip not saved: ${truck} cannot be loaded because ${warnings.map(describeWarning).join('; ')}. Renew the document on the Vehicle screen first.`,
  settingSaved: 'Document blocking saved.',
  /** Above the trip form as soon as a truck is picked. */
  pickedTitle: (truck: string) => `Documents of ${truck} on this trip's date:`,
  /** After a document the admin made blocking. */
  blocksTrips: ' (blocks trips: renew it on the Vehicle screen first)',
} as const;
