import { XMLBuilder } from 'fast-xml-parser';
import { tallyDate } from '../../../shared/accounting/month-end';
import {
  tallyRemoteId,
  VENDOR_LEDGER_GROUP,
  type TallyAction,
  type VendorLedger,
} from '../../../shared/accounting/tally';
import type { LedgerEntry, TallyVoucher } from './tally';

/** A voucher as one export sends it: a creation, an alteration of the same voucher, or its cancellation. */
export interface SentVoucher {
  voucher: TallyVoucher;
  action: TallyAction;
}

export interface TallyFile {
  company: string;
  /** Masters of the vendor ledgers the vouchers use. */
  ledgers: readonly VendorLedger[];
  vouchers: readonly SentVoucher[];
}

/** Tally's sign convention: a debit is ISDEEMEDPOSITIVE Yes with a negative AMOUNT. */
const amountXml = (paise: number) => (((paise > 0 ? -1 : 1) * Math.abs(paise)) / 100).toFixed(2);

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
  };
}

function voucherXml({ voucher: v, action }: SentVoucher) {
  const id = tallyRemoteId(v.identity);
  return {
    '@_REMOTEID': id,
    '@_VCHTYPE': v.type,
    '@_ACTION': action,
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

function ledgerMasterXml(l: VendorLedger) {
  return {
    '@_NAME': l.ledgerName,
    '@_ACTION': 'Create',
    'NAME.LIST': { NAME: l.ledgerName },
    PARENT: VENDOR_LEDGER_GROUP,
    ISBILLWISEON: 'Yes',
    ...(l.pan ? { INCOMETAXNUMBER: l.pan } : {}),
    ...(l.gstin ? { PARTYGSTIN: l.gstin } : {}),
    ...(l.address
      ? { 'ADDRESS.LIST': { '@_TYPE': 'String', ADDRESS: l.address.split(/\s*\n\s*/).filter(Boolean) } }
      : {}),
  };
}

/**
 * The XML import file: ENVELOPE / HEADER (Import Data) / BODY / IMPORTDATA (Vouchers) / TALLYMESSAGE
 * per voucher. The ledger masters ride in the first message, ahead of its voucher, so Tally has
 * them before any voucher uses them and every message still holds one voucher. IMPORTDUPS lets a
 * master imported again update the one Tally has.
 */
export function tallyXml(file: TallyFile): string {
  const messages = file.vouchers.map((sent, i) => ({
    '@_xmlns:UDF': 'TallyUDF',
    ...(i === 0 && file.ledgers.length > 0 ? { LEDGER: file.ledgers.map(ledgerMasterXml) } : {}),
    VOUCHER: voucherXml(sent),
  }));
  const envelope = {
    ENVELOPE: {
      HEADER: { TALLYREQUEST: 'Import Data' },
      BODY: {
        IMPORTDATA: {
          REQUESTDESC: {
            REPORTNAME: 'Vouchers',
            STATICVARIABLES: { SVCURRENTCOMPANY: file.company, IMPORTDUPS: 'Modify with new data' },
          },
          REQUESTDATA: { TALLYMESSAGE: messages },
        },
      },
    },
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: false });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(envelope)}`;
}
