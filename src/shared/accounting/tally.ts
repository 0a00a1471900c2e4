import { z } from 'zod';
import { LEDGER_KEYS, LEDGER_LABELS, MAX_LEDGER_NAME, dateRangeSchema, type LedgerNames } from './month-end';
import { requiredText } from '../common/validation';
import { nameKey } from '../common/text-rules';
import { fieldsOf, messageAnswer } from '../common/wire';

/**
 * Tally as a sync: each voucher has a stable identity made from the bill id or payment id, so an
 * export sends a new voucher as a creation, a revised bill as an alteration of the same voucher,
 * and a cancelled bill or reversed payment as a cancellation; masters and names the export uses.
 */

export const MAX_TALLY_COMPANY = 100;
export const MAX_VENDOR_ADDRESS = 200;

export const TALLY_MESSAGES = {
  companyRequired: 'The Tally company name is required.',
  companyTooLong: `The Tally company name can have at most ${MAX_TALLY_COMPANY} characters.`,
  companySaved: 'Tally company saved.',
  vendorRequired: 'Please select a vendor.',
  vendorUnknown: 'No bills of this vendor.',
  ledgerRequired: 'The Tally ledger name is required.',
  ledgerTooLong: `A ledger name can have at most ${MAX_LEDGER_NAME} characters.`,
  addressTooLong: `The address can have at most ${MAX_VENDOR_ADDRESS} characters.`,
  vendorLedgerSaved: 'Vendor ledger saved.',
  /** A vendor's ledger named like one of the books' own ledgers (Tally finds ledgers by name, in any case). */
  vendorLedgerIsOurs: (name: string, label: string) =>
    `"${name}" is the ${label} ledger in Tally; a vendor's ledger needs a name of its own.`,
  /** One of the books' own ledgers named like a vendor's ledger. */
  ourLedgerIsVendors: (label: string, name: string, vendor: string) =>
    `${label}: "${name}" is the Tally ledger of vendor ${vendor}; please choose another name.`,
  nothingChanged: 'Nothing changed since the last export.',
} as const;

/** Prefix of every REMOTEID and GUID the app sends, so its vouchers never collide with Tally's own. */
export const TALLY_ID_PREFIX = 'freight-office';

export const billIdentity = (billId: string) => `bill-${billId}`;
/** A bill's later change booked as its own voucher (its quarter was closed): a revision's difference or the cancellation. */
export const billChangeIdentity = (billId: string, change: number | 'cancelled') =>
  `bill-${billId}-${change === 'cancelled' ? 'cancelled' : `r${change}`}`;
export const paymentIdentity = (paymentId: number) => `payment-P${paymentId}`;
/** A payment of a closed quarter reversed later, booked as its own voucher on the reversal's day. */
export const paymentReversalIdentity = (paymentId: number) => `payment-P${paymentId}-reversed`;
/** REMOTEID and GUID of a voucher: the fixed prefix + its identity. */
export const tallyRemoteId = (identity: string) => `${TALLY_ID_PREFIX}-${identity}`;

export const TALLY_ACTIONS = ['Create', 'Alter', 'Cancel'] as const;
export type TallyAction = (typeof TALLY_ACTIONS)[number];

/** Tally's group for the vendors the business owes. */
export const VENDOR_LEDGER_GROUP = 'Sundry Creditors';

// ---------------------------------------------------------------- exports and their log

export const EXPORT_KINDS = ['period', 'changes'] as const;
export type TallyExportKind = (typeof EXPORT_KINDS)[number];

export const tallyExportSchema = z.object({
  id: z.number(),
  kind: z.enum(EXPORT_KINDS),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  exportedBy: z.string(),
  exportedAt: z.string(),
  /** How many vouchers the export created, altered and cancelled. */
  ...fieldsOf(z.number(), 'created', 'altered', 'cancelled'),
});
export type TallyExport = z.infer<typeof tallyExportSchema>;

/** GET /logistics/export/tally/log: the latest exports first. */
export const tallyExportLogAnswer = z.object({ exports: z.array(tallyExportSchema) });

export const periodExportQuerySchema = dateRangeSchema;

// ---------------------------------------------------------------- company and vendor ledgers

export const tallyCompanySchema = z.object({
  companyName: requiredText(TALLY_MESSAGES.companyRequired, {
    max: MAX_TALLY_COMPANY,
    tooLong: TALLY_MESSAGES.companyTooLong,
  }),
});
export type TallyCompany = z.infer<typeof tallyCompanySchema>;
/** GET /settings/tally-company: the name as stored (the business name until one is saved). */
export const tallyCompanyAnswer = z.object({ companyName: z.string() });

export const vendorLedgerInputSchema = z.object({
  vendor: requiredText(TALLY_MESSAGES.vendorRequired),
  ledgerName: requiredText(TALLY_MESSAGES.ledgerRequired, {
    max: MAX_LEDGER_NAME,
    tooLong: TALLY_MESSAGES.ledgerTooLong,
  }),
  address: z.string().trim().max(MAX_VENDOR_ADDRESS, TALLY_MESSAGES.addressTooLong).default(''),
});
export type VendorLedgerInput = z.infer<typeof vendorLedgerInputSchema>;

/**
 * The label of the books' own ledger (Freight expense, Cash, ...) that a vendor's ledger name would
 * be in Tally, which finds a ledger by its name in any case; null when the name is free. A vendor
 * ledger named "Cash" would make every cash payment to that vendor debit and credit one ledger, and
 * the export would move the Cash ledger under Sundry Creditors.
 */
export function ownLedgerNamed(name: string, ledgers: LedgerNames): string | null {
  const key = LEDGER_KEYS.find((k) => nameKey(ledgers[k]) === nameKey(name));
  return key ? LEDGER_LABELS[key] : null;
}

/** The same rule seen from the ledger names: what is wrong when one of them is a vendor's ledger, or null. */
export function ledgerNamesProblem(
  ledgers: LedgerNames,
  vendors: readonly { vendor: string; ledgerName: string }[],
): string | null {
  for (const key of LEDGER_KEYS) {
    const vendor = vendors.find((v) => nameKey(v.ledgerName) === nameKey(ledgers[key]));
    if (vendor) return TALLY_MESSAGES.ourLedgerIsVendors(LEDGER_LABELS[key], ledgers[key], vendor.vendor);
  }
  return null;
}

/** A billed vendor's ledger master as the export writes it. */
export const vendorLedgerSchema = z.object(
  fieldsOf(z.string(), 'vendor', 'ledgerName', 'address', 'pan', 'gstin'),
);
export type VendorLedger = z.infer<typeof vendorLedgerSchema>;

export const vendorLedgersAnswer = z.object({ vendors: z.array(vendorLedgerSchema) });
export const vendorLedgerSavedAnswer = messageAnswer.extend({ vendor: vendorLedgerSchema });
