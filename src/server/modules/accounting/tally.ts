import { createHash } from 'node:crypto';
import type { LedgerNames } from '../../../shared/accounting/month-end';
import { toPaise } from '../../../shared/common/money';
import type { Payment } from '../../../shared/payments/wire';
import {
  billChangeIdentity,
  billIdentity,
  paymentIdentity,
  paymentReversalIdentity,
} from '../../../shared/accounting/tally';
import { conflict } from '../../http-errors';
import type { BillBooking } from './bill-bookings';

/** A bill-wise reference on the vendor's line: the bill's own (New Ref) or a payment against it (Agst Ref). */
export interface BillReference {
  name: string;
  type: 'New Ref' | 'Agst Ref';
}

/**
 * The instrument of a bank line (Tally's BANKALLOCATIONS.LIST), which its bank reconciliation
 * matches against the statement: transaction type, instrument number (UTR or cheque number) and date.
 */
export interface BankAllocation {
  transactionType: 'Cheque' | 'Others';
  instrumentNumber: string;
  instrumentDate: string;
  favouring: string;
}

/** One ledger line of a voucher: positive paise = debit, negative = credit. */
export interface LedgerEntry {
  ledger: string;
  paise: number;
  bill?: BillReference;
  bank?: BankAllocation;
}

export interface TallyVoucher {
  /** Stable across exports and revisions: 'bill-B1044', 'payment-P11'. */
  identity: string;
  type: 'Journal' | 'Payment' | 'Receipt';
  date: string;
  number: string;
  narration: string;
  entries: LedgerEntry[];
}

/** The voucher of a bill's booking: its identity, date, number, narration and bill-wise reference type. */
function bookingVoucherHeader(
  booking: BillBooking,
): Pick<TallyVoucher, 'identity' | 'date' | 'number' | 'narration'> & { reference: BillReference['type'] } {
  const { bill } = booking;
  if (booking.kind === 'bill') {
    return {
      identity: billIdentity(bill.billId),
      date: bill.billDate,
      number: bill.billId,
      reference: 'New Ref',
      narration: `Bill ${bill.billId} (revision ${bill.revision}), ${bill.vendor}, ${bill.tripCount} trip(s)`,
    };
  }
  const what = booking.kind === 'revision' ? `revision ${bill.revision}` : 'cancellation';
  return {
    identity: billChangeIdentity(bill.billId, booking.kind === 'revision' ? bill.revision : 'cancelled'),
    date: booking.day,
    number: `${bill.billId}-${booking.kind === 'revision' ? `r${bill.revision}` : 'cancel'}`,
    reference: 'Agst Ref',
    narration: `Bill ${bill.billId} ${what}, ${bill.vendor}: the difference, booked on the day of the change (the bill's quarter was closed)`,
  };
}

/**
 * A bill's journal: debit freight expense (gross freight), GST and the charges (positive remarks)
 * when there are any, credit the vendor (net, as the bill's New Ref), TDS payable, the deductions
 * (negative remarks) and each recovery. It balances because
 * the bill's net is freight - TDS - recoveries + remarks + GST (shared billTotals); a bill that does
 * not is refused. A change booked later (its bill's quarter closed) is its own journal of the
 * difference, against the bill's reference.
 */
export function billVoucher(
  booking: BillBooking,
  ledgers: LedgerNames,
  vendorLedger = booking.bill.vendor,
): TallyVoucher {
  const { bill } = booking;
  const { reference, ...header } = bookingVoucherHeader(booking);
  const entries: LedgerEntry[] = [
    { ledger: ledgers.freightExpense, paise: bill.freightPaise },
    { ledger: ledgers.gst, paise: bill.gstPaise },
    // Charges and deductions apart, so freight + charges (the amount credited for TDS) shows in the books.
    { ledger: ledgers.adjustments, paise: bill.chargesPaise },
    { ledger: ledgers.deductions, paise: bill.remarksPaise - bill.chargesPaise },
    { ledger: vendorLedger, paise: -bill.netPaise, bill: { name: bill.billId, type: reference } },
    { ledger: ledgers.tdsPayable, paise: -bill.tdsPaise },
    { ledger: ledgers.diesel, paise: -bill.dieselPaise },
    { ledger: ledgers.advance, paise: -bill.advancePaise },
    { ledger: ledgers.toll, paise: -bill.tollPaise },
    { ledger: ledgers.short, paise: -bill.shortPaise },
    { ledger: ledgers.adblue, paise: -bill.adbluePaise },
    { ledger: ledgers.greasing, paise: -bill.greasingPaise },
  ].filter((e) => e.paise !== 0 || e.ledger === ledgers.freightExpense || e.bill !== undefined);
  const voucher: TallyVoucher = { ...header, type: 'Journal', entries };
  // Cannot happen with bills stored by the shared rules; if it ever does, say which bill rather than export a wrong file.
  if (entries.reduce((s, e) => s + e.paise, 0) !== 0)
    throw conflict(`Bill ${bill.billId} does not balance; not exported.`);
  return voucher;
}

/**
 * The bank line's instrument: a cheque as 'Cheque', an electronic transfer (NEFT, RTGS, IMPS, UPI)
 * as 'Others' with its UTR, both named in Tally.ERP 9's bank allocation types; none for cash.
 */
function bankAllocationOf(payment: Payment, vendorLedger: string): BankAllocation | undefined {
  if (payment.mode === 'Cash') return undefined;
  return {
    transactionType: payment.mode === 'Cheque' ? 'Cheque' : 'Others',
    instrumentNumber: payment.reference,
    instrumentDate: payment.date,
    favouring: vendorLedger,
  };
}

/** A payment: debit the vendor (against the bill's reference), credit the bank (or cash) ledger with the instrument. */
export function paymentVoucher(
  payment: Payment,
  ledgers: LedgerNames,
  vendorLedger = payment.vendor,
): TallyVoucher {
  const paise = toPaise(payment.amount);
  const reference = payment.reference ? ` ${payment.reference}` : '';
  return {
    identity: paymentIdentity(payment.id),
    type: 'Payment',
    date: payment.date,
    number: `P${payment.id}`,
    narration: `Payment ${payment.mode}${reference} against bill ${payment.billId}${payment.note ? `: ${payment.note}` : ''}`,
    entries: [
      { ledger: vendorLedger, paise, bill: { name: payment.billId, type: 'Agst Ref' } },
      {
        ledger: payment.mode === 'Cash' ? ledgers.cash : ledgers.bank,
        paise: -paise,
        bank: bankAllocationOf(payment, vendorLedger),
      },
    ],
  };
}

/** A digest of everything a voucher says: when it differs from the one last sent, Tally's copy is out of date. */
export function voucherFingerprint(voucher: TallyVoucher): string {
  return createHash('sha256').update(JSON.stringify(voucher)).digest('hex');
}

/**
 * A payment of a closed quarter reversed later: the money back, on the day of the reversal, as a
 * receipt (debit the bank or cash, credit the vendor against the bill), so the payment's own
 * quarter keeps the payment as it was. The bank line names the payment's instrument, dated the
 * day the money came back, so the bank reconciliation can match the return too.
 */
export function paymentReversalVoucher(
  payment: Payment,
  bookedOn: string,
  ledgers: LedgerNames,
  vendorLedger = payment.vendor,
): TallyVoucher {
  const paise = toPaise(payment.amount);
  return {
    identity: paymentReversalIdentity(payment.id),
    type: 'Receipt',
    date: bookedOn,
    number: `P${payment.id}-reversal`,
    narration: `Reversal of payment P${payment.id} against bill ${payment.billId}${payment.reversalReason ? `: ${payment.reversalReason}` : ''}`,
    entries: [
      {
        ledger: payment.mode === 'Cash' ? ledgers.cash : ledgers.bank,
        paise,
        bank: bankAllocationOf({ ...payment, date: bookedOn }, vendorLedger),
      },
      { ledger: vendorLedger, paise: -paise, bill: { name: payment.billId, type: 'Agst Ref' } },
    ],
  };
}
