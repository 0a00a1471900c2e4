import { XMLBuilder } from 'fast-xml-parser';
import { tallyDate } from '../../../shared/accounting/month-end';
import {
  tallyRemoteId,
  VENDOR_LEDGER_GROUP,
  type TallyAction,
  type VendorLedger,
} from '../../../shared/accounting/tally';
import type { BankAllocation, LedgerEntry, TallyVoucher } from './tally';

/** A voucher as one export sends it: created or altered (by its REMOTEID), or cancelled. */
export interface SentVoucher {
  voucher: TallyVoucher;
  action: TallyAction;
}

/** One of the books' own ledgers (Freight Charges, TDS Payable, Cash, ...) and the group it goes under. */
export interface OwnLedger {
  name: string;
  group: string;
}

/** What every file of an export says first: the company it is for and the export's number. */
export interface TallyFileHeader {
  company: string;
  sequence: number;
}

/** Tally's sign convention: a debit is ISDEEMEDPOSITIVE Yes with a negative AMOUNT. */
const amountXml = (paise: number) => (((paise > 0 ? -1 : 1) * Math.abs(paise)) / 100).toFixed(2);

function bankAllocationXml(bank: BankAllocation, paise: number) {
  return {
    DATE: tallyDate(bank.instrumentDate),
    INSTRUMENTDATE: tallyDate(bank.instrumentDate),
    TRANSACTIONTYPE: bank.transactionType,
    INSTRUMENTNUMBER: bank.instrumentNumber,
    PAYMENTFAVOURING: bank.favouring,
    AMOUNT: amountXml(paise),
  };
}

function ledgerEntryXml(entry: LedgerEntry) {
  const debit = entry.paise > 0;
  return {
    LEDGERNAME: entry.ledger,
    ISDEEMEDPOSITIVE: debit ? 'Yes' : 'No',
    AMOUNT: amountXml(entry.paise),
    ...(entry.bill
      ? {
          ISPARTYLEDGER: 'Yes',
          'BILLALLOCATIONS.LIST': {
            NAME: entry.bill.name,
            BILLTYPE: entry.bill.type,
            AMOUNT: amountXml(entry.paise),
          },
        }
      : {}),
    ...(entry.bank ? { 'BANKALLOCATIONS.LIST': bankAllocationXml(entry.bank, entry.paise) } : {}),
  };
}

/**
 * A voucher with no ACTION is created, or altered when Tally has one of its REMOTEID, so a file
 * fills an empty company as well as it updates one. A cancellation names the voucher as Tally
 * identifies one to alter or cancel: its date, voucher type and voucher number (TAGNAME/TAGVALUE),
 * beside the REMOTEID.
 */
function voucherXml({ voucher: v, action }: SentVoucher) {
  const id = tallyRemoteId(v.identity);
  const identification =
    action === 'Cancel'
      ? {
          '@_DATE': tallyDate(v.date),
          '@_TAGNAME': 'Voucher Number',
          '@_TAGVALUE': v.number,
          '@_ACTION': 'Cancel',
        }
      : {};
  return {
    '@_REMOTEID': id,
    '@_VCHTYPE': v.type,
    ...identification,
    GUID: id,
    DATE: tallyDate(v.date),
    VOUCHERTYPENAME: v.type,
    VOUCHERNUMBER: v.number,
    NARRATION: v.narration,
    ISCANCELLED: action === 'Cancel' ? 'Yes' : 'No',
    // A cancelled voucher keeps its number and date in Tally but no longer touches any ledger.
    ...(action === 'Cancel' ? {} : { 'ALLLEDGERENTRIES.LIST': v.entries.map(ledgerEntryXml) }),
  };
}

/** A vendor's ledger: PAN and GSTIN always present (empty when none), so a removed PAN is removed in Tally too. */
function vendorMasterXml(l: VendorLedger) {
  return {
    '@_NAME': l.ledgerName,
    'NAME.LIST': { NAME: l.ledgerName },
    PARENT: VENDOR_LEDGER_GROUP,
    ISBILLWISEON: 'Yes',
    INCOMETAXNUMBER: l.pan,
    PARTYGSTIN: l.gstin,
    'ADDRESS.LIST': { '@_TYPE': 'String', ADDRESS: l.address.split(/\s*\n\s*/).filter(Boolean) },
  };
}

const ownMasterXml = (l: OwnLedger) => ({
  '@_NAME': l.name,
  'NAME.LIST': { NAME: l.name },
  PARENT: l.group,
  ISBILLWISEON: 'No',
});

const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: false });

/**
 * ENVELOPE / HEADER (Import Data) / BODY / IMPORTDATA: REQUESTDESC names the report ('All Masters'
 * or 'Vouchers'), the company (SVCURRENTCOMPANY) and IMPORTDUPS 'Modify with new data' (an object
 * Tally has is updated, not refused); REQUESTDATA holds one TALLYMESSAGE per object. The comment
 * names the export's number, so a file found later can be placed among the others.
 */
function envelope(header: TallyFileHeader, report: 'All Masters' | 'Vouchers', messages: object[]) {
  const xml = builder.build({
    ENVELOPE: {
      HEADER: { TALLYREQUEST: 'Import Data' },
      BODY: {
        IMPORTDATA: {
          REQUESTDESC: {
            REPORTNAME: report,
            STATICVARIABLES: { SVCURRENTCOMPANY: header.company, IMPORTDUPS: 'Modify with new data' },
          },
          REQUESTDATA: { TALLYMESSAGE: messages },
        },
      },
    },
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Freight back office, Tally export ${header.sequence} (${report}) -->\n${xml}`;
}

/** The masters file: the books' own ledgers under their groups, then every billed vendor's ledger under Sundry Creditors. */
export function tallyMastersXml(
  header: TallyFileHeader,
  own: readonly OwnLedger[],
  vendors: readonly VendorLedger[],
): string {
  return envelope(header, 'All Masters', [
    ...own.map((l) => ({ '@_xmlns:UDF': 'TallyUDF', LEDGER: ownMasterXml(l) })),
    ...vendors.map((l) => ({ '@_xmlns:UDF': 'TallyUDF', LEDGER: vendorMasterXml(l) })),
  ]);
}

/** The vouchers file: one voucher per message. */
export function tallyVouchersXml(header: TallyFileHeader, vouchers: readonly SentVoucher[]): string {
  return envelope(
    header,
    'Vouchers',
    vouchers.map((sent) => ({ '@_xmlns:UDF': 'TallyUDF', VOUCHER: voucherXml(sent) })),
  );
}
