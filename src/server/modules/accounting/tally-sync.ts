import type { DB } from '../../db/connection';
import { LEDGER_KEYS, type LedgerNames } from '../../../shared/accounting/month-end';
import {
  billIdentity,
  OWN_LEDGER_GROUPS,
  paymentIdentity,
  type TallyExportKind,
} from '../../../shared/accounting/tally';
import { nameKey } from '../../../shared/common/text-rules';
import { paymentsBooked, reversalsBookedLater } from '../payments/for-books';
import { billBookings, type BillBooking } from './bill-bookings';
import {
  billVoucher,
  paymentReversalVoucher,
  paymentVoucher,
  voucherFingerprint,
  type TallyVoucher,
} from './tally';
import type { ReversedPayment } from '../payments/for-accounting';
import { tallyRepository, type SentState } from './tally-repository';
import { tallyMastersXml, tallyVouchersXml, type OwnLedger, type SentVoucher } from './tally-xml';

/** What one export sends and what Tally will hold of each voucher once it is imported. */
export interface ExportPlan {
  vouchers: SentVoucher[];
  states: Array<SentState & { identity: string }>;
  created: number;
  altered: number;
  cancelled: number;
}

const CANCELLED = 'cancelled';

/**
 * What each voucher gets, against what Tally is known to hold (`held`: the states of exports marked
 * imported) and what it may hold (`maySent`: vouchers any export carried live, imported or not).
 * A live voucher goes as create-or-alter by its REMOTEID: a period file sends all of its period (so
 * it fills an empty company as well), a change set those Tally is not known to hold as they are now.
 * A cancelled bill or reversed payment goes as a cancellation when Tally holds or may hold it.
 */
export function planExport(
  kind: TallyExportKind,
  live: readonly TallyVoucher[],
  gone: readonly TallyVoucher[],
  held: ReadonlyMap<string, SentState>,
  maySent: ReadonlySet<string>,
): ExportPlan {
  const plan: ExportPlan = { vouchers: [], states: [], created: 0, altered: 0, cancelled: 0 };
  for (const voucher of live) {
    const before = held.get(voucher.identity);
    const fingerprint = voucherFingerprint(voucher);
    if (kind === 'changes' && before && (before.cancelled || before.fingerprint === fingerprint)) continue;
    plan.vouchers.push({ voucher, action: 'Upsert' });
    plan.states.push({ identity: voucher.identity, fingerprint, cancelled: false });
    if (before) plan.altered += 1;
    else plan.created += 1;
  }
  for (const voucher of gone) {
    const before = held.get(voucher.identity);
    const mayHold = before ? !before.cancelled || kind === 'period' : maySent.has(voucher.identity);
    if (!mayHold) continue;
    plan.vouchers.push({ voucher, action: 'Cancel' });
    plan.states.push({ identity: voucher.identity, fingerprint: CANCELLED, cancelled: true });
    plan.cancelled += 1;
  }
  plan.vouchers.sort(
    (a, b) =>
      a.voucher.date.localeCompare(b.voucher.date) ||
      a.voucher.number.localeCompare(b.voucher.number, 'en', { numeric: true }),
  );
  return plan;
}

/** The voucher to cancel: its identity, type, date and number; no ledger lines. */
function cancelledBillVoucher(booking: BillBooking): TallyVoucher {
  const { bill } = booking;
  return {
    identity: billIdentity(bill.billId),
    type: 'Journal',
    date: bill.billDate,
    number: bill.billId,
    narration: `Bill ${bill.billId} cancelled, ${bill.vendor}`,
    entries: [],
  };
}

function reversedPaymentVoucher(g: ReversedPayment): TallyVoucher {
  return {
    identity: paymentIdentity(g.id),
    type: 'Payment',
    date: g.date,
    number: `P${g.id}`,
    narration: `Payment against bill ${g.billId} reversed, ${g.vendor}`,
    entries: [],
  };
}

const EVERY_DAY = { startDate: '0001-01-01', endDate: '9999-12-31' };

/** The books' own ledgers for the masters file, each once (two settings may name one ledger). */
function ownLedgers(ledgers: LedgerNames): OwnLedger[] {
  const seen = new Set<string>();
  return LEDGER_KEYS.filter((k) => {
    const key = nameKey(ledgers[k]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).map((k) => ({ name: ledgers[k], group: OWN_LEDGER_GROUPS[k] }));
}

/**
 * Makes a numbered export in one transaction: reads the bills and payments (of the period, or all),
 * plans the actions against what Tally holds, and keeps the export with its two files and what each
 * voucher was in it. Nothing counts as Tally's until the export is marked imported. Answers null
 * for a change set with nothing to send.
 */
export async function makeTallyExport(
  db: DB,
  request: {
    kind: TallyExportKind;
    range: { startDate: string; endDate: string } | null;
    by: string;
    ledgers: LedgerNames;
    company: string;
  },
): Promise<{ sequence: number; vouchersXml: string; plan: ExportPlan } | null> {
  return db.transaction().execute(async (trx) => {
    const tally = tallyRepository(trx);
    await tally.lockExports();
    const range = request.range ?? EVERY_DAY;
    const [bookings, payments, reversedLater, reversed, held, maySent, vendors] = await Promise.all([
      billBookings(trx, range),
      paymentsBooked(trx, range),
      reversalsBookedLater(trx, range),
      tally.reversedPayments(range),
      tally.heldStates(),
      tally.everSentLive(),
      tally.vendorLedgers(),
    ]);
    const ledgerOf = (vendor: string) => vendors.get(nameKey(vendor))?.ledgerName ?? vendor;
    const cancelled = bookings.filter((b) => b.kind === 'bill' && b.cancelled);
    const live = [
      ...bookings
        .filter((b) => !cancelled.includes(b))
        .map((b) => billVoucher(b, request.ledgers, ledgerOf(b.bill.vendor))),
      ...payments.map((p) => paymentVoucher(p, request.ledgers, ledgerOf(p.vendor))),
      ...reversedLater.map((r) =>
        paymentReversalVoucher(r.payment, r.bookedOn, request.ledgers, ledgerOf(r.payment.vendor)),
      ),
    ];
    const gone = [...cancelled.map(cancelledBillVoucher), ...reversed.map(reversedPaymentVoucher)];
    const plan = planExport(request.kind, live, gone, held, maySent);
    if (request.kind === 'changes' && plan.vouchers.length === 0) return null;
    const sequence = await tally.recordExport({
      kind: request.kind,
      startDate: request.range?.startDate ?? null,
      endDate: request.range?.endDate ?? null,
      by: request.by,
      created: plan.created,
      altered: plan.altered,
      cancelled: plan.cancelled,
    });
    const header = { company: request.company, sequence };
    const vendorMasters = [...vendors.values()].sort((a, b) => a.ledgerName.localeCompare(b.ledgerName));
    const vouchersXml = tallyVouchersXml(header, plan.vouchers);
    await tally.keepFiles(
      sequence,
      tallyMastersXml(header, ownLedgers(request.ledgers), vendorMasters),
      vouchersXml,
    );
    await tally.saveExportStates(sequence, plan.states);
    return { sequence, vouchersXml, plan };
  });
}
