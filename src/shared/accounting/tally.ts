import { z } from 'zod';
import {
  LEDGER_KEYS,
  LEDGER_LABELS,
  MAX_LEDGER_NAME,
  dateRangeSchema,
  type LedgerKey,
  type LedgerNames,
} from './month-end';
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
  /** Two vendors in one Tally ledger would merge their balances and their bill-wise references. */
  vendorLedgerTaken: (name: string, vendor: string) =>
    `"${name}" is already the Tally ledger of vendor ${vendor}; each vendor needs a ledger of its own.`,
  /** A name Tally gives one of its own groups or ledgers: the import would post to that, not to a creditor. */
  reservedInTally: (name: string) =>
    `"${name}" is one of Tally's predefined groups or ledgers; please choose another name.`,
  nothingChanged: 'Nothing changed since the last export.',
  exportUnknown: 'No Tally export with this number.',
  exportHasNoFiles: 'This export was made before files were kept; please make a new one.',
  changeSetMade: (sequence: number) =>
    `Change set ${sequence} made. Import its masters file, then its vouchers file, and mark it imported.`,
  markedImported: (sequence: number) => `Export ${sequence} marked imported into Tally.`,
  alreadyImported: (sequence: number) => `Export ${sequence} is already marked imported.`,
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

/**
 * What an export does to a voucher: 'Upsert' is sent with no ACTION attribute, so Tally creates the
 * voucher of that REMOTEID or alters the one it has; 'Cancel' cancels the voucher Tally has.
 */
export const TALLY_ACTIONS = ['Upsert', 'Cancel'] as const;
export type TallyAction = (typeof TALLY_ACTIONS)[number];

/** Tally's group for the vendors the business owes. */
export const VENDOR_LEDGER_GROUP = 'Sundry Creditors';

/**
 * Tally's 28 predefined groups (15 primary, 13 sub-groups), as TallyPrime's help lists them
 * ("Groups in TallyPrime", help.tallysolutions.com), and its predefined ledgers Cash and Profit &
 * Loss A/c (Tally.ERP 9 tutorials). A vendor ledger may not take one of these names.
 */
export const TALLY_PREDEFINED_GROUPS = [
  'Branch / Divisions',
  'Capital Account',
  'Current Assets',
  'Current Liabilities',
  'Direct Expenses',
  'Direct Incomes',
  'Fixed Assets',
  'Indirect Expenses',
  'Indirect Incomes',
  'Investments',
  'Loans (Liability)',
  'Misc. Expenses (ASSET)',
  'Purchase Accounts',
  'Sales Accounts',
  'Suspense A/c',
  'Bank Accounts',
  'Bank OD A/c',
  'Cash-in-hand',
  'Deposits (Asset)',
  'Duties & Taxes',
  'Loans & Advances (Asset)',
  'Provisions',
  'Reserves & Surplus',
  'Secured Loans',
  'Stock-in-hand',
  'Sundry Creditors',
  'Sundry Debtors',
  'Unsecured Loans',
] as const;
export const TALLY_PREDEFINED_LEDGERS = ['Cash', 'Profit & Loss A/c'] as const;

const RESERVED_KEYS = new Set([...TALLY_PREDEFINED_GROUPS, ...TALLY_PREDEFINED_LEDGERS].map(nameKey));
/** Whether Tally already uses the name for one of its own groups or ledgers (any case). */
export const isReservedInTally = (name: string) => RESERVED_KEYS.has(nameKey(name));

/**
 * The group each of the books' own ledgers goes under in the masters file. These are the app's
 * choices of Tally's predefined groups (the accountant may regroup, but the next masters import
 * puts them back).
 */
export const OWN_LEDGER_GROUPS: Record<LedgerKey, (typeof TALLY_PREDEFINED_GROUPS)[number]> = {
  freightExpense: 'Direct Expenses',
  adjustments: 'Direct Expenses',
  deductions: 'Indirect Incomes',
  tdsPayable: 'Duties & Taxes',
  gst: 'Duties & Taxes',
  diesel: 'Loans & Advances (Asset)',
  advance: 'Loans & Advances (Asset)',
  toll: 'Loans & Advances (Asset)',
  adblue: 'Loans & Advances (Asset)',
  greasing: 'Loans & Advances (Asset)',
  short: 'Indirect Incomes',
  bank: 'Bank Accounts',
  cash: 'Cash-in-hand',
};

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
  /** How many vouchers the export sent new to Tally, sent again (changed), and cancelled. */
  ...fieldsOf(z.number(), 'created', 'altered', 'cancelled'),
  /** When and by whom it was marked imported into Tally; null while it waits (its vouchers go in the next change set too). */
  importedAt: z.string().nullable(),
  importedBy: z.string().nullable(),
  /** The first later export that sends one of its vouchers differently: importing this one after that brings old amounts back. */
  supersededBy: z.number().nullable(),
  /** Whether its files were kept (exports made before that have none). */
  hasFiles: z.boolean(),
});
export type TallyExport = z.infer<typeof tallyExportSchema>;

/** GET /logistics/export/tally/log: the latest exports first. */
export const tallyExportLogAnswer = z.object({ exports: z.array(tallyExportSchema) });

export const periodExportQuerySchema = dateRangeSchema;

/** The two files of an export: Tally imports masters and vouchers separately, masters first. */
export const EXPORT_FILE_PARTS = ['masters', 'vouchers'] as const;
export type TallyFilePart = (typeof EXPORT_FILE_PARTS)[number];
export const exportFileParams = z.object({
  sequence: z.string().regex(/^[0-9]{1,9}$/, TALLY_MESSAGES.exportUnknown),
  part: z.enum(EXPORT_FILE_PARTS, { error: TALLY_MESSAGES.exportUnknown }),
});
export const exportSequenceParams = z.object({
  sequence: z.string().regex(/^[0-9]{1,9}$/, TALLY_MESSAGES.exportUnknown),
});
/** A file's name: the sequence number first, so the files sort in the order they were made. */
export const tallyFileName = (sequence: number, part: TallyFilePart, what: string) =>
  `Tally-${String(sequence).padStart(4, '0')}-${what}-${part}.xml`;

/** POST /export/tally/changes and POST /export/tally/:sequence/imported: the message and the export as it now is. */
export const tallyExportAnswer = messageAnswer.extend({ export: tallyExportSchema });

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

/**
 * What is wrong with a vendor's ledger name, or null: one of the books' own ledgers, one of Tally's
 * predefined groups or ledgers, or another vendor's ledger (Tally finds ledgers by name in any case,
 * so the comparison is by nameKey).
 */
export function vendorLedgerNameProblem(
  name: string,
  vendor: string,
  ledgers: LedgerNames,
  vendors: readonly { vendor: string; ledgerName: string }[],
): string | null {
  const own = ownLedgerNamed(name, ledgers);
  if (own) return TALLY_MESSAGES.vendorLedgerIsOurs(name, own);
  if (isReservedInTally(name)) return TALLY_MESSAGES.reservedInTally(name);
  const other = vendors.find(
    (v) => nameKey(v.vendor) !== nameKey(vendor) && nameKey(v.ledgerName) === nameKey(name),
  );
  return other ? TALLY_MESSAGES.vendorLedgerTaken(name, other.vendor) : null;
}

/** The same rule seen from the ledger names: what is wrong when one of them is a vendor's ledger, or null. */
export function ledgerNamesProblem(
  ledgers: LedgerNames,
  vendors: readonly { vendor: string; ledgerName: string }[],
): string | null {
  for (const key of LEDGER_KEYS) {
    // Cash is Tally's own ledger and the books' cash ledger by default; a group's name is never a ledger's.
    if (TALLY_PREDEFINED_GROUPS.some((g) => nameKey(g) === nameKey(ledgers[key])))
      return `${LEDGER_LABELS[key]}: ${TALLY_MESSAGES.reservedInTally(ledgers[key])}`;
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
