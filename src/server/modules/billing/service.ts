import type {
  BillingSearch,
  BusinessSearch,
  CancelBillInput,
  GenerateBillInput,
  ReviseBillInput,
  ReviseSearch,
  TransactionsSearch,
  TransactionTripsSearch,
  UpdateOneReviseInput,
} from '../../../shared/billing/wire';
import type { DB } from '../../db/connection';
import type { MailSetup } from '../mail/public';
import type { PageRequest } from '../../../shared/lists/paging';
import { cancelBill } from './life/bill-cancellation';
import { generateBill, loadBill } from './life/bill-generation';
import { reviseBill, updateRevisedTrip } from './life/bill-revision';
import type { BillingActor, BillingContext } from './life/bill-transaction';
import { billStatuses, listToRevise } from './lists/revise-lists';
import { listTransactions, transactionTrips } from './lists/transaction-list';
import { billableTrips, businessTrips } from './lists/trip-lists';

/**
 * Vendor bills (DESIGN.md section 4): generation, revision and cancellation (each one transaction
 * with its audit entries; bill-transaction.ts), the lists of the billing screens and Transactions.
 * The PDF is rendered afterwards from the stored revision (routes.ts).
 */
export function billingService(db: DB, clock: () => Date = () => new Date(), mail?: MailSetup) {
  const ctx: BillingContext = { db, clock, mail };
  return {
    listBillable: (actor: BillingActor, body: BillingSearch) => billableTrips(actor, body),
    generate: (actor: BillingActor, body: GenerateBillInput) => generateBill(ctx, actor, body),
    load: (billIdText: string) => loadBill(db, billIdText),
    listTransactions: (body: TransactionsSearch, page: PageRequest | null = null) =>
      listTransactions(db, body, page),
    transactionTrips: (body: TransactionTripsSearch, page: PageRequest | null) =>
      transactionTrips(db, body, page),
    cancel: (actor: BillingActor, body: CancelBillInput) => cancelBill(ctx, actor, body),
    listToRevise: (actor: BillingActor, body: ReviseSearch) => listToRevise(ctx, actor, body),
    billStatuses: (billIds: readonly string[]) => billStatuses(db, billIds),
    revise: (actor: BillingActor, body: ReviseBillInput) => reviseBill(ctx, actor, body),
    updateOne: (actor: BillingActor, body: UpdateOneReviseInput) => updateRevisedTrip(ctx, actor, body),
    business: (actor: BillingActor, query: BusinessSearch) => businessTrips(actor, query),
  };
}

export type BillingService = ReturnType<typeof billingService>;
