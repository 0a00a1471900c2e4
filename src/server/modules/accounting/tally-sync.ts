import type { DB } from '../../db/connection';
import type { LedgerNames } from '../../../shared/accounting/month-end';
import {
  billIdentity,
  paymentIdentity,
  type TallyExportKind,
  type VendorLedger,
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
import { tallyRepository, type ReversedPayment, type SentState } from './tally-repository';
import { tallyXml, type SentVoucher } from './tally-xml';

/** What one export sends and what Tally will then hold of each voucher. */
export interface ExportPlan {
  vouchers: SentVoucher[];
  states: Array<SentState & { identity: string }>;
  created: number;
  altered: number;
  cancelled: number;
}

const CANCELLED = 'cancelled';

/**
 * Which action each voucher gets. A voucher Tally was never sent is created; one it was sent is
 * altered (same identity), or cancelled once its bill is cancelled or its payment reversed; a
 * cancelled voucher never sent is left out. A period export sends everything of its period (so
 * it can be imported again, or into a new company); a changes export only what differs from
 * what Tally was last sent.
 */
export function planExport(
  kind: TallyExportKind,
  live: readonly TallyVoucher[],
  gone: readonly TallyVoucher[],
  sent: ReadonlyMap<string, SentState>,
): ExportPlan {
  const plan: ExportPlan = { vouchers: [], states: [], created: 0, altered: 0, cancelled: 0 };
  for (const voucher of live) {
    const before = sent.get(voucher.identity);
    const fingerprint = voucherFingerprint(voucher);
    if (kind === 'changes' && before && (before.cancelled || before.fingerprint === fingerprint)) continue;
    const action = before ? 'Alter' : 'Create';
    plan.vouchers.push({ voucher, action });
    plan.states.push({ identity: voucher.identity, fingerprint, cancelled: false });
    if (action === 'Create') plan.created += 1;
    else plan.altered += 1;
  }
  for (const voucher of gone) {
    const before = sent.get(voucher.identity);
    if (!before || (kind === 'changes' && before.cancelled)) continue;
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

/**
 * Makes an export in one transaction: reads the bills and payments (of the period, or all), plans
 * the actions against what Tally was sent, logs the export and keeps the new states. Answers null
 * for a changes export with nothing to send.
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
): Promise<{ xml: string; plan: ExportPlan } | null> {
  return db.transaction().execute(async (trx) => {
    const tally = tallyRepository(trx);
    await tally.lockExports();
    const range = request.range ?? EVERY_DAY;
    const [bookings, payments, reversedLater, reversed, sent, vendors] = await Promise.all([
      billBookings(trx, range),
      paymentsBooked(trx, range),
      reversalsBookedLater(trx, range),
      tally.reversedPayments(range),
      tally.sentStates(),
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
    const plan = planExport(request.kind, live, gone, sent);
    if (request.kind === 'changes' && plan.vouchers.length === 0) return null;
    const exportId = await tally.recordExport({
      kind: request.kind,
      startDate: request.range?.startDate ?? null,
      endDate: request.range?.endDate ?? null,
      by: request.by,
      created: plan.created,
      altered: plan.altered,
      cancelled: plan.cancelled,
    });
    await tally.saveStates(exportId, plan.states);
    return {
      xml: tallyXml({
        company: request.company,
        ledgers: mastersUsed(plan, vendors),
        vouchers: plan.vouchers,
      }),
      plan,
    };
  });
}

/** The vendor ledger masters the file's live vouchers post to. */
function mastersUsed(plan: ExportPlan, vendors: ReadonlyMap<string, VendorLedger>): VendorLedger[] {
  const used = new Set(
    plan.vouchers
      .filter((v) => v.action !== 'Cancel')
      .flatMap((v) => v.voucher.entries.filter((e) => e.bill).map((e) => e.ledger)),
  );
  return [...vendors.values()].filter((l) => used.delete(l.ledgerName));
}
