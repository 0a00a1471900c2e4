import { XMLBuilder } from 'fast-xml-parser';
import { tallyDate, type LedgerNames } from '../../../shared/accounting';
import { toPaise } from '../../../shared/money';
import { conflict } from '../../http-errors';
import type { Payment } from '../../../shared/payments';
import type { LedgerBill } from './repository';

/** One ledger line of a voucher: positive paise = debit, negative = credit. */
export interface LedgerEntry {
  ledger: string;
  paise: number;
}

export interface TallyVoucher {
  type: 'Journal' | 'Payment';
  date: string;
  number: string;
  narration: string;
  entries: LedgerEntry[];
}

/**
 * A bill's journal: debit freight expense (gross freight, plus GST and remarks when there are any),
 * credit the vendor (net), TDS payable and each recovery. It balances because the bill's net is
 * freight - TDS - recoveries + remarks + GST (shared billTotals); a bill that does not is refused.
 */
export function billVoucher(bill: LedgerBill, ledgers: LedgerNames): TallyVoucher {
  const entries: LedgerEntry[] = [
    { ledger: ledgers.freightExpense, paise: bill.freightPaise },
    { ledger: ledgers.gst, paise: bill.gstPaise },
    { ledger: ledgers.adjustments, paise: bill.remarksPaise },
    { ledger: bill.vendor, paise: -bill.netPaise },
    { ledger: ledgers.tdsPayable, paise: -bill.tdsPaise },
    { ledger: ledgers.diesel, paise: -bill.dieselPaise },
    { ledger: ledgers.advance, paise: -bill.advancePaise },
    { ledger: ledgers.toll, paise: -bill.tollPaise },
    { ledger: ledgers.short, paise: -bill.shortPaise },
    { ledger: ledgers.adblue, paise: -bill.adbluePaise },
    { ledger: ledgers.greasing, paise: -bill.greasingPaise },
  ].filter((e) => e.paise !== 0 || e.ledger === ledgers.freightExpense || e.ledger === bill.vendor);
  const voucher: TallyVoucher = {
    type: 'Journal',
    date: bill.billDate,
    number: bill.billId,
    narration: `Bill ${bill.billId} (revision ${bill.revision}), ${bill.vendor}, ${bill.tripCount} trip(s)`,
    entries,
  };
  // Cannot happen with bills stored by the shared rules; if it ever does, say which bill rather than export a wrong file.
  if (entries.reduce((s, e) => s + e.paise, 0) !== 0) throw conflict(`Bill ${bill.billId} does not balance; not exported.`);
  return voucher;
}

/** A payment: debit the vendor, credit the bank (or cash) ledger. */
export function paymentVoucher(payment: Payment, ledgers: LedgerNames): TallyVoucher {
  const paise = toPaise(payment.amount);
  const reference = payment.reference ? ` ${payment.reference}` : '';
  return {
    type: 'Payment',
    date: payment.date,
    number: `P${payment.id}`,
    narration: `Payment ${payment.mode}${reference} against bill ${payment.billId}${payment.note ? `: ${payment.note}` : ''}`,
    entries: [
      { ledger: payment.vendor, paise },
      { ledger: payment.mode === 'Cash' ? ledgers.cash : ledgers.bank, paise: -paise },
    ],
  };
}

/** Tally's sign convention: a debit is ISDEEMEDPOSITIVE Yes with a negative AMOUNT. */
function ledgerXml(entry: LedgerEntry) {
  const debit = entry.paise > 0;
  return {
    LEDGERNAME: entry.ledger,
    ISDEEMEDPOSITIVE: debit ? 'Yes' : 'No',
    AMOUNT: ((debit ? -1 : 1) * Math.abs(entry.paise) / 100).toFixed(2),
  };
}

/** The XML import file: ENVELOPE / HEADER (Import Data) / BODY / IMPORTDATA (Vouchers) / TALLYMESSAGE per voucher. */
export function tallyXml(vouchers: readonly TallyVoucher[], company: string): string {
  const envelope = {
    ENVELOPE: {
      HEADER: { TALLYREQUEST: 'Import Data' },
      BODY: {
        IMPORTDATA: {
          REQUESTDESC: { REPORTNAME: 'Vouchers', STATICVARIABLES: { SVCURRENTCOMPANY: company } },
          REQUESTDATA: {
            TALLYMESSAGE: vouchers.map((v) => ({
              '@_xmlns:UDF': 'TallyUDF',
              VOUCHER: {
                '@_VCHTYPE': v.type,
                '@_ACTION': 'Create',
                DATE: tallyDate(v.date),
                VOUCHERTYPENAME: v.type,
                VOUCHERNUMBER: v.number,
                NARRATION: v.narration,
                'ALLLEDGERENTRIES.LIST': v.entries.map(ledgerXml),
              },
            })),
          },
        },
      },
    },
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: false });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(envelope)}`;
}
