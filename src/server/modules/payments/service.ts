import type { DB } from '../../db/connection';
import { badRequest, conflict, notFound } from '../../http-errors';
import { recordAudit } from '../audit/public';
import { queuePaymentAdvice } from '../mail/for-payments';
import type { MailSetup } from '../mail/public';
import { BILLING_MESSAGES } from '../../../shared/billing';
import { todayInIndia } from '../../../shared/common/dates';
import { fromPaise } from '../../../shared/common/money';
import {
  CASH_ABOVE_LIMIT,
  CASH_LIMIT_PER_DAY_PAISE,
  DUPLICATE_REFERENCE,
  checkPaymentAmount,
  checkPaymentDate,
  referenceSeries,
  PAYMENT_MESSAGES,
  paymentStatusOf,
  type PaymentInput,
} from '../../../shared/payments/payments';
import type {
  BillPaymentStatusAnswer,
  BillPaymentSummary,
  Payment,
  RecordPaymentResponse,
} from '../../../shared/payments/wire';
import { billFreshness } from '../billing/for-payments';
import { bookingDay, requireOpenDay } from '../periods/for-bookings';
import { paymentRepository, type BillAccount } from './repository';
import { livePaymentsWithReference } from './earlier-references';

const PAYMENT_ENTITY = 'payment';

export function summaryOf(account: BillAccount): BillPaymentSummary {
  const outstanding = account.cancelled ? 0 : account.netPaise - account.paidPaise;
  return {
    billId: account.billId,
    vendor: account.vendor,
    billDate: account.billDate,
    net: fromPaise(account.netPaise),
    paid: fromPaise(account.paidPaise),
    outstanding: fromPaise(outstanding),
    status: paymentStatusOf(account.netPaise, account.paidPaise, account.cancelled),
  };
}

/** What the audit log keeps of a payment. */
const auditOf = (p: Payment) => ({
  billId: p.billId,
  vendor: p.vendor,
  date: p.date,
  mode: p.mode,
  reference: p.reference,
  amount: p.amount,
  note: p.note,
  reversed: p.reversed,
  reversalReason: p.reversalReason,
});

/** The payment as stored now, and its audit entry (what it was `before` a change). */
async function storedAndAudited(
  trx: DB,
  actor: string,
  id: number,
  action: 'create' | 'reverse',
  before?: Payment,
): Promise<Payment> {
  const payment = (await paymentRepository(trx).findById(id))!;
  await recordAudit(trx, {
    actor,
    entity: PAYMENT_ENTITY,
    entityId: id,
    action,
    before: before && auditOf(before),
    after: auditOf(payment),
  });
  return payment;
}

/**
 * Payments against bills. Recording and reversing each run in one transaction that
 * locks the bill row first, so a payment, a revision and a cancel of one bill never interleave:
 * the outstanding amount a payment is checked against is the one it is stored against.
 */
export function paymentService(db: DB, clock: () => Date = () => new Date(), mail?: MailSetup) {
  async function account(trx: DB, billId: string, lock: boolean): Promise<BillAccount> {
    const found = await paymentRepository(trx).billAccount(billId, lock);
    if (!found) throw notFound(BILLING_MESSAGES.billNotFound);
    return found;
  }

  return {
    /** The summary with the bill's out-of-date state beside it (payments still count against the stored net). */
    async status(billId: string): Promise<BillPaymentStatusAnswer> {
      const bill = await account(db, billId, false);
      return { ...summaryOf(bill), ...(await billFreshness(db, bill.id)) };
    },

    async list(billId: string): Promise<Payment[]> {
      const bill = await account(db, billId, false);
      return paymentRepository(db).listForBill(bill.id);
    },

    async record(actor: string, input: PaymentInput): Promise<RecordPaymentResponse> {
      return db.transaction().execute(async (trx) => {
        const bill = await account(trx, input.billId, true);
        if (bill.cancelled) throw conflict(PAYMENT_MESSAGES.billCancelled);
        const outstanding = bill.netPaise - bill.paidPaise;
        if (outstanding <= 0) throw conflict(PAYMENT_MESSAGES.billPaid);
        const amountProblem = checkPaymentAmount(input.amount, outstanding);
        if (amountProblem) throw badRequest(amountProblem);
        const dateProblem = checkPaymentDate(input.date, bill.billDate, todayInIndia(clock()));
        if (dateProblem) throw badRequest(dateProblem);
        await requireOpenDay(trx, input.date, 'payment');
        const payments = paymentRepository(trx);
        if (!input.confirmDuplicateReference) {
          const earlier = await livePaymentsWithReference(trx, referenceSeries(input.mode), input.reference);
          if (earlier.length > 0)
            throw conflict(
              PAYMENT_MESSAGES.duplicateReference(input.mode, input.reference.toUpperCase(), earlier),
              DUPLICATE_REFERENCE,
            );
        }
        // Cash above the cash limit (40A(3), 36(4) of the 2025 Act) is asked about first, like a reused reference.
        const cashBefore = input.mode === 'Cash' ? await payments.cashPaidOn(bill.vendor, input.date) : 0;
        if (
          input.mode === 'Cash' &&
          !input.confirmCashLimit &&
          cashBefore + input.amount > CASH_LIMIT_PER_DAY_PAISE
        ) {
          throw conflict(
            PAYMENT_MESSAGES.cashLimitConfirm(cashBefore + input.amount, input.date),
            CASH_ABOVE_LIMIT,
          );
        }
        const id = await payments.insert({
          billRowId: bill.id,
          vendor: bill.vendor,
          date: input.date,
          mode: input.mode,
          reference: input.mode === 'Cash' ? input.reference : input.reference.toUpperCase(),
          amountPaise: input.amount,
          note: input.note,
          createdBy: actor,
        });
        const payment = await storedAndAudited(trx, actor, id, 'create');
        // The vendor's payment advice, stored with the payment (mail/for-payments.ts).
        await queuePaymentAdvice(
          trx,
          mail,
          { paymentId: id, billId: bill.billId, amount: payment.amount, date: payment.date },
          actor,
        );
        const cashThatDay = cashBefore + (input.mode === 'Cash' ? input.amount : 0);
        const status = summaryOf({ ...bill, paidPaise: bill.paidPaise + input.amount });
        return {
          message: PAYMENT_MESSAGES.recorded(bill.billId),
          payment,
          status,
          ...(cashThatDay > CASH_LIMIT_PER_DAY_PAISE
            ? { warning: PAYMENT_MESSAGES.cashLimitWarning(cashThatDay, input.date) }
            : {}),
        };
      });
    },

    async reverse(actor: string, id: number, reason: string): Promise<RecordPaymentResponse> {
      return db.transaction().execute(async (trx) => {
        const payments = paymentRepository(trx);
        const billId = await payments.billOf(id);
        if (!billId) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
        await account(trx, billId, true);
        const before = (await payments.findById(id))!;
        if (before.reversed) throw conflict(PAYMENT_MESSAGES.alreadyReversed);
        const now = clock();
        const bookedOn = await bookingDay(trx, before.date, todayInIndia(now), 'reversal');
        await payments.markReversed(id, actor, reason, now, bookedOn);
        const after = await storedAndAudited(trx, actor, id, 'reverse', before);
        return {
          message: PAYMENT_MESSAGES.reversed,
          payment: after,
          status: summaryOf(await account(trx, billId, false)),
        };
      });
    },
  };
}
