import type { GenerateBillInput, ReviseBillInput, UpdateOneReviseInput } from '../../../shared/wire/billing';
import type { DB } from '../../db/connection';
import { isUniqueViolation, parseRowId } from '../../db/rows';
import { HttpError, badRequest, conflict, notFound } from '../../http-errors';
import { recordAudit, recordAudits } from '../audit/repository';
import { fileRepository } from '../files/repository';
import { TRIP_FILE_KIND, tripRepository, type Trip, type TripFileInfo, type TripSearch } from '../trips/repository';
import { toTripRecord } from '../trips/service';
import type { TripListQuery } from '../trips/trip-list';
import {
  BILLING_MESSAGES,
  BILL_MAX_TRIPS,
  billTooManyTripsMessage,
  MULTIPLE_VENDORS,
  billTotals,
  checkRemarks,
  isBillId,
  normaliseBillId,
  normaliseRemarks,
  parseReviseUpdate,
  remarksText,
  type BillRemark,
  type ListToReviseResponse,
  type TransactionRow,
} from '../../../shared/billing';
import { isIsoDate, todayInIndia } from '../../../shared/dates';
import { checkBillDateOrder, checkGenerateBillFilters, checkTransactionsFilters, checkTripFilters } from '../../../shared/filters';
import type { PageRequest } from '../../../shared/paging';
import { parseBillSort, type BillSort } from '../../../shared/sorting';
import { GENERIC_MESSAGES } from '../../../shared/messages';
import { freightFor, fromPaise, tdsPaise, toPaise, tripAmountPaise } from '../../../shared/money';
import { can } from '../../../shared/permissions';
import { TRIP_MESSAGES, differenceInWeight, isTripFileField, vendorKey, type TripFileField, type TripRecord } from '../../../shared/trip';
import type { BillStatus } from '../../../shared/billStatus';
import { statusOfBills, withStatus } from './billStatus';
import { linesWithEditedTrips, tripsJsonOfBills } from './transaction-lines';
import { billRepository, type Bill, type BillLine, type BillRevisionContent, type StoredBill } from './repository';
import { paymentRepository } from '../payments/repository';
import { PAYMENT_MESSAGES, paymentStatusOf } from '../../../shared/payments';

const BILL_ENTITY = 'bill';
const TRIP_ENTITY = 'trip';

/** Who is doing it: the session's user. */
export interface BillingActor {
  username: string;
  profile: string;
}

/** Revise Bill by dates: the two trip lists to read. */
export interface ReviseLists {
  lists: { billed: TripListQuery; acknowledged: TripListQuery };
}

/** The unique index that keeps a trip on one live bill (migration 007). */
const ONE_LIVE_BILL_INDEX = 'bill_lines_one_live_bill_per_trip';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const asObject = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

function checkedDate(value: unknown): string | undefined {
  const date = text(value);
  if (date === '') return undefined;
  if (!isIsoDate(date)) throw badRequest(TRIP_MESSAGES.invalidDate);
  return date;
}

export interface BillDateRange {
  startDate: string;
  endDate: string;
  /** Transactions' optional vendor choice: that vendor's bills only. */
  vendor?: string;
}

/** Transactions' optional column sort (shared rules); a 400 when bad. */
function billSortOf(body: unknown): BillSort | null {
  const parsed = parseBillSort(body);
  if (!parsed.ok) throw badRequest(parsed.message);
  return parsed.sort;
}

/** The date range of a Transactions search (POST /list-all-transactions), checked. */
export function transactionsRange(body: unknown): BillDateRange {
  const b = asObject(body);
  const problem = checkTransactionsFilters(text(b.startDate), text(b.endDate));
  if (problem) throw badRequest(problem);
  const vendor = text(b.vendor);
  return { startDate: checkedDate(b.startDate)!, endDate: checkedDate(b.endDate)!, ...(vendor ? { vendor } : {}) };
}

/** A bill line from a trip's current values: every money value computed here, in paise, then rupees. */
export function lineFromTrip(trip: Trip, lineNo: number): BillLine {
  const fields = {
    Freight: trip.freight,
    TDS_Rate: trip.tdsRate,
    Short: trip.short,
    DieselAmount: trip.dieselAmount,
    Advance: trip.advance,
    Toll: trip.toll,
    Adblue: trip.adblue,
    Greasing: trip.greasing,
  };
  return {
    lineNo,
    tripRowId: trip.id,
    tripId: trip.tripId,
    localDate: trip.localDate,
    truckNumber: trip.truckNumber,
    destinationFrom: trip.destinationFrom,
    destinationTo: trip.destinationTo,
    weight: trip.weight,
    actualWeight: trip.actualWeight,
    rate: trip.rate,
    freight: trip.freight,
    tdsRate: trip.tdsRate,
    tds: fromPaise(tdsPaise(trip.freight, trip.tdsRate)),
    diesel: trip.dieselAmount,
    advance: trip.advance,
    toll: trip.toll,
    adblue: trip.adblue,
    greasing: trip.greasing,
    short: trip.short,
    amount: fromPaise(tripAmountPaise(fields)),
    driverName: trip.driverName,
    doNumber: trip.doNumber,
    truckType: trip.truckType,
    dieselSlipNumber: trip.dieselSlipNumber,
    differenceWeight: trip.differenceInWeight,
  };
}

/** Lines in trip order (date, then TripID), numbered from 1. */
function linesFor(trips: readonly Trip[]): BillLine[] {
  const ordered = [...trips].sort((a, b) => a.localDate.localeCompare(b.localDate) || a.id - b.id);
  return ordered.map((trip, i) => lineFromTrip(trip, i + 1));
}

/** The revision's stored totals: billTotals (paise) back to rupees. */
function contentFor(lines: BillLine[], remarks: BillRemark[], applyTaxes: boolean, vendor: BillRevisionContent['vendor']): BillRevisionContent {
  const totals = billTotals(
    lines.map((l) => ({
      Weight: l.weight,
      ActualWeight: l.actualWeight,
      Freight: l.freight,
      TDS_Rate: l.tdsRate,
      Short: l.short,
      DieselAmount: l.diesel,
      Advance: l.advance,
      Toll: l.toll,
      Adblue: l.adblue,
      Greasing: l.greasing,
    })),
    remarks,
    applyTaxes,
  );
  return {
    vendor,
    remarks,
    applyTaxes,
    lines,
    totals: {
      tripCount: lines.length,
      weight: totals.weightKg / 1000,
      actualWeight: totals.actualWeightKg / 1000,
      freight: fromPaise(totals.freightPaise),
      tds: fromPaise(totals.tdsPaise),
      short: fromPaise(totals.shortPaise),
      diesel: fromPaise(totals.dieselPaise),
      advance: fromPaise(totals.advancePaise),
      toll: fromPaise(totals.tollPaise),
      adblue: fromPaise(totals.adbluePaise),
      greasing: fromPaise(totals.greasingPaise),
      amount: fromPaise(totals.amountPaise),
      remarksAmount: fromPaise(totals.remarksPaise),
      gstAmount: fromPaise(totals.gstPaise),
      netAmount: fromPaise(totals.netPaise),
    },
  };
}

/** The remarks of a request, checked (400 with SPEC.md's message) and as stored. */
function remarksFrom(value: unknown): BillRemark[] {
  if (value !== undefined && value !== null && !Array.isArray(value)) throw badRequest(GENERIC_MESSAGES.badRequest);
  const list = (value ?? []) as unknown[];
  const inputs = list.map((r) => {
    const o = asObject(r);
    return { text: typeof o.text === 'string' ? o.text : o.text == null ? null : String(o.text), amount: o.amount as string | number | null };
  });
  const problem = checkRemarks(inputs);
  if (problem) throw badRequest(problem);
  return normaliseRemarks(inputs);
}

/** Row ids (_id / id) of request rows; a value that is no id at all is a bad request. */
function rowIdsOf(rows: unknown[], key: '_id' | 'id'): number[] {
  const ids = rows.map((row) => parseRowId(asObject(row)[key]));
  if (ids.some((id) => id === null)) throw badRequest(GENERIC_MESSAGES.badRequest);
  return [...new Set(ids as number[])];
}

/** One vendor among the trips (case-insensitive), else the 409 the Billing screen knows by its code. */
function requireOneVendor(trips: readonly Trip[]): void {
  if (new Set(trips.map((t) => vendorKey(t.vendor))).size > 1) throw conflict(BILLING_MESSAGES.multipleVendors, MULTIPLE_VENDORS);
}

/** The Transactions status columns of a live bill (issue 12). */
function paymentColumns(netPaise: number, paidPaise: number) {
  return { paid: fromPaise(paidPaise), outstanding: fromPaise(netPaise - paidPaise), payment_status: paymentStatusOf(netPaise, paidPaise, false) };
}

const unavailable = () => conflict(BILLING_MESSAGES.tripsUnavailable);

/** What the audit log keeps of a revision. */
function auditOfRevision(billId: string, revision: number, content: BillRevisionContent) {
  return {
    billId,
    revision,
    vendor: content.vendor.name,
    tripIds: content.lines.map((l) => l.tripId),
    remarks: content.remarks,
    applyTaxes: content.applyTaxes,
    totals: content.totals,
  };
}

/**
 * Vendor bills (DESIGN.md section 4). Generation, revision and cancellation are each one
 * transaction that locks what it changes, checks the state it finds, stores the bill and moves
 * the trips, with the audit entries; the PDF is rendered afterwards from the stored revision.
 */
export function billingService(db: DB, clock: () => Date = () => new Date()) {
  /** Trips as the API answers them, with their attachments (those given, else looked up). */
  async function recordsOf(trips: readonly Trip[], actor: BillingActor, knownFiles?: readonly TripFileInfo[]): Promise<TripRecord[]> {
    if (trips.length === 0) return [];
    const files =
      knownFiles ??
      (await fileRepository(db).listByOwners(TRIP_FILE_KIND, trips.map((t) => t.id)))
        .filter((f) => isTripFileField(f.field))
        .map((f) => ({ tripId: Number(f.owner.id), field: f.field as TripFileField, originalName: f.originalName }));
    const filesByTrip = new Map<number, TripFileInfo[]>();
    for (const file of files) filesByTrip.set(file.tripId, [...(filesByTrip.get(file.tripId) ?? []), file]);
    const withFreight = can(actor.profile, 'seeFreight');
    return trips.map((trip) => toTripRecord(trip, filesByTrip.get(trip.id) ?? [], withFreight));
  }

  /** Trips stamped with the bill: status and BillId, one audit entry each. */
  async function moveTrips(trx: DB, actor: BillingActor, trips: readonly Trip[], billId: string | null, action: string): Promise<void> {
    const changed = await tripRepository(trx).setBill(trips.map((t) => t.id), billId);
    if (changed !== trips.length) throw unavailable();
    await recordAudits(
      trx,
      trips.map((trip) => ({
        actor: actor.username,
        entity: TRIP_ENTITY,
        entityId: trip.tripId,
        action,
        before: { TransactionStatus: trip.transactionStatus, BillId: trip.billId },
        after: { TransactionStatus: billId ? 'Billed' : 'Acknowledged', BillId: billId },
      })),
    );
  }

  /** Runs a bill transaction; the one-live-bill index turns a lost race into the same 409. */
  async function inTransaction<T>(work: (trx: DB) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (isUniqueViolation(error, ONE_LIVE_BILL_INDEX)) throw unavailable();
      throw error;
    }
  }

  async function liveBill(trx: DB, billIdText: unknown, lock: boolean): Promise<Bill> {
    const billId = normaliseBillId(text(billIdText));
    const bill = isBillId(billId) ? await billRepository(trx).findBill(billId, lock) : null;
    if (!bill || bill.cancelledAt) throw notFound(BILLING_MESSAGES.billNotFound);
    return bill;
  }

  return {
    /** POST /list-billing: Acknowledged trips without a bill, by the Billing screen's filters (the list to read). */
    listBillable(actor: BillingActor, body: unknown): TripListQuery {
      const b = asObject(body);
      const search: TripSearch = {
        startDate: checkedDate(b.startDate),
        endDate: checkedDate(b.endDate),
        vendorPrefix: text(b.vendor) || undefined,
        truckSubstring: text(b.truckNumber) || undefined,
      };
      const problem = checkGenerateBillFilters({ startDate: search.startDate, endDate: search.endDate, vendor: search.vendorPrefix, truckNumber: search.truckSubstring });
      if (problem) throw badRequest(problem);
      return { search, status: 'billable', order: 'report', withFreight: can(actor.profile, 'seeFreight') };
    },

    /**
     * POST /generate-pdf-bill. Only the trip ids, the first row's remarks and applyTaxes are read;
     * every value on the bill comes from the locked trips. Answers the new bill's id.
     */
    async generate(actor: BillingActor, body: GenerateBillInput): Promise<{ billId: string; revision: number }> {
      const rows = Array.isArray(body) ? body : [];
      if (rows.length === 0) throw badRequest(BILLING_MESSAGES.selectAtLeastOneRow);
      const ids = rowIdsOf(rows, 'id');
      if (ids.length > BILL_MAX_TRIPS) throw badRequest(billTooManyTripsMessage(ids.length));
      const first = asObject(rows[0]);
      const remarks = remarksFrom(first.remarks);
      const applyTaxes = first.applyTaxes === true;

      return inTransaction(async (trx) => {
        const trips = await tripRepository(trx).findManyById(ids, true);
        if (trips.length !== ids.length || trips.some((t) => t.transactionStatus !== 'Acknowledged' || t.billId !== null)) {
          throw unavailable();
        }
        requireOneVendor(trips);
        const now = clock();
        const bills = billRepository(trx);
        const vendorId = trips.find((t) => t.vendorId !== null)?.vendorId ?? null;
        const bill = await bills.insertBill({
          vendor: trips[0].vendor,
          vendorId,
          billDate: todayInIndia(now),
          createdBy: actor.username,
          createdProfile: actor.profile,
          createdAt: now,
        });
        const content = contentFor(linesFor(trips), remarks, applyTaxes, await bills.vendorDetails(vendorId, trips[0].vendor));
        await bills.insertRevision(bill, 1, content, { username: actor.username, profile: actor.profile, at: now });
        await moveTrips(trx, actor, trips, bill.billId, 'bill');
        await recordAudit(trx, { actor: actor.username, entity: BILL_ENTITY, entityId: bill.billId, action: 'generate', after: auditOfRevision(bill.billId, 1, content) });
        return { billId: bill.billId, revision: 1 };
      });
    },

    /** The bill with its current revision (what its PDF shows); 404 for unknown or cancelled bills. */
    async load(billIdText: unknown): Promise<StoredBill> {
      const bill = await liveBill(db, billIdText, false);
      const current = await billRepository(db).findRevision(bill, bill.currentRevision);
      if (!current) throw notFound(BILLING_MESSAGES.billNotFound);
      return { ...bill, current };
    },

    /**
     * POST /list-all-transactions: live bills dated in the range, newest first (one page of them if
     * `page`), as the JSON text of the TransactionRow array and its length. Each row is written
     * here but its `trips` (last) is the database's JSON text (transaction-lines.ts).
     */
    async listTransactions(body: unknown, page: PageRequest | null = null): Promise<{ json: string; count: number }> {
      const range = transactionsRange(body);
      const sort = billSortOf(body);
      const repository = billRepository(db);
      // A page's (or a sorted list's) bill ids come first (index-only), so its four reads run side by side.
      const unpaged = page || sort ? null : await repository.listLive(range.startDate, range.endDate, null, range.vendor);
      const ids = unpaged ? unpaged.map((b) => b.id) : await repository.livePageIds(range, page, sort);
      const [summaries, edited, paidByBill, tripsJson] = await Promise.all([
        unpaged ?? repository.liveByRowIds(ids),
        linesWithEditedTrips(db, ids),
        paymentRepository(db).paidByBill(ids),
        tripsJsonOfBills(db, ids),
      ]);
      const bills = statusOfBills(summaries, edited);
      const rows = bills.map(({ summary: bill, status }) => {
        const row: Omit<TransactionRow, 'trips'> = {
          ...paymentColumns(toPaise(bill.totals.netAmount), paidByBill.get(bill.id) ?? 0),
          _id: String(bill.id),
          billing_id: bill.billId,
          vendor: bill.vendor,
          date: bill.billDate,
          weight: bill.totals.weight,
          actual_weight: bill.totals.actualWeight,
          freight: bill.totals.freight,
          rate: null,
          diesel: bill.totals.diesel,
          advance: bill.totals.advance,
          toll: bill.totals.toll,
          tds: bill.totals.tds,
          short: bill.totals.short,
          remarks: remarksText(bill.remarks),
          gst: bill.applyTaxes,
          amount: bill.totals.amount,
          remarks_amount: bill.totals.remarksAmount,
          gst_amount: bill.totals.gstAmount,
          final_amount: bill.totals.netAmount,
          trip_ids: bill.tripIds,
          revision: bill.currentRevision,
          username: bill.createdBy,
          profile: bill.createdProfile,
          remarks_list: bill.remarks,
          revised_at: status.revised_at,
          out_of_date: status.out_of_date,
          changes: status.changes,
        };
        return `${JSON.stringify(row).slice(0, -1)},"trips":${tripsJson.get(bill.id) ?? '[]'}}`;
      });
      return { json: `[${rows.join(',')}]`, count: rows.length };
    },

    /** POST /delete-transaction: the bill is cancelled (kept) and its trips return to Acknowledged. */
    async cancel(actor: BillingActor, body: unknown): Promise<void> {
      const billIdText = asObject(body).billId;
      await inTransaction(async (trx) => {
        const billId = normaliseBillId(text(billIdText));
        const bills = billRepository(trx);
        const bill = isBillId(billId) ? await bills.findBill(billId, true) : null;
        if (!bill) throw notFound(BILLING_MESSAGES.billNotFound);
        if (bill.cancelledAt) throw conflict(BILLING_MESSAGES.billAlreadyCancelled);
        // A paid bill cannot vanish from the books: its payments are reversed first (issue 12).
        const paid = await paymentRepository(trx).paidPaise(bill.id);
        if (paid > 0) throw conflict(PAYMENT_MESSAGES.cancelRefused(paid));
        const trips = await tripRepository(trx).findManyById(await bills.liveTripRowIds(bill), true);
        await bills.retireLiveLines(bill);
        await bills.markCancelled(bill, actor.username, clock());
        await moveTrips(trx, actor, trips, null, 'unbill');
        await recordAudit(trx, {
          actor: actor.username, entity: BILL_ENTITY, entityId: bill.billId, action: 'cancel',
          before: { billId: bill.billId, revision: bill.currentRevision, tripIds: trips.map((t) => t.tripId) },
          after: { billId: bill.billId, cancelled: true },
        });
      });
    },

    /**
     * POST /list-to-revise-bill. A bill id: that live bill's trips and the same vendor's unbilled
     * Acknowledged trips (in the range if dates are given). Dates only: Billed and Acknowledged
     * trips in the range (the two lists to read). Nothing: the 'No records available' message.
     */
    async listToRevise(actor: BillingActor, body: unknown): Promise<ListToReviseResponse | ReviseLists> {
      const b = asObject(body);
      const startDate = checkedDate(b.startDate);
      const endDate = checkedDate(b.endDate);
      const orderProblem = checkBillDateOrder(startDate, endDate);
      if (orderProblem) throw badRequest(orderProblem);
      const billIdText = text(b.bill_id);
      const trips = tripRepository(db);
      let billed: Trip[];
      let acknowledged: Trip[];
      if (billIdText !== '') {
        if (!isBillId(billIdText)) throw badRequest(BILLING_MESSAGES.invalidBillId);
        const bill = await liveBill(db, billIdText, false);
        billed = await trips.findManyById(await billRepository(db).liveTripRowIds(bill));
        const vendor = vendorKey(bill.vendor);
        acknowledged = (await trips.search({ startDate, endDate, vendorPrefix: bill.vendor })).filter(
          (t) => vendorKey(t.vendor) === vendor && t.transactionStatus === 'Acknowledged' && t.billId === null,
        );
      } else if (startDate || endDate) {
        // A date search reads its two lists in the database (paged or not; routes.ts).
        const list = (status: TripListQuery['status']): TripListQuery => ({
          search: { startDate, endDate }, status, order: 'revise', withFreight: can(actor.profile, 'seeFreight'),
        });
        return { lists: { billed: list('billed'), acknowledged: list('billable') } };
      } else {
        return { billed: [], acknowledged: [], message: BILLING_MESSAGES.noRecords, bills: [] };
      }
      const byDateThenId = (a: Trip, b2: Trip) => b2.localDate.localeCompare(a.localDate) || b2.id - a.id;
      return {
        billed: await recordsOf([...billed].sort(byDateThenId), actor),
        acknowledged: await recordsOf([...acknowledged].sort(byDateThenId), actor),
        message: billed.length === 0 && acknowledged.length === 0 ? BILLING_MESSAGES.noRecords : '',
        // Each listed bill's remarks (Update Bill's modal opens with them) and what changed since its revision.
        bills: (await withStatus(db, await billRepository(db).liveByBillIds([...new Set(billed.map((t) => t.billId!))]))).map((b) => b.status),
      };
    },

    /** Revise Bill's `bills`: each of these live bills' remarks, revision and changes since (issue 8). */
    async billStatuses(billIds: readonly string[]): Promise<BillStatus[]> {
      return (await withStatus(db, await billRepository(db).liveByBillIds(billIds))).map((b) => b.status);
    },

    /**
     * POST /generate-pdf-revised-bill: revision n+1 of the bill the billed rows name. The bill's
     * trips minus the billed rows left unselected, plus the acknowledged rows selected; remarks
     * as additionalRemarks says (kept when it is left out); applyTaxes kept. Trips that leave go back to Acknowledged; earlier revisions stay.
     */
    async revise(actor: BillingActor, body: ReviseBillInput): Promise<{ billId: string; revision: number }> {
      const b = asObject(body);
      const listOf = (value: unknown) => (Array.isArray(value) ? value : []);
      const billedSelected = listOf(b.billedSelectedRows);
      const billedUnselected = listOf(b.billedUnselectedRows);
      const ackSelected = listOf(b.ackSelectedRows);
      // Left out: the revision keeps the bill's remarks; [] clears them.
      const keepRemarks = b.additionalRemarks === undefined;
      const remarks = keepRemarks ? [] : remarksFrom(b.additionalRemarks);
      const billIdOf = (row: unknown) => normaliseBillId(text(asObject(row).BillId));

      // The bill being revised: the one the selected billed rows are on (else the unselected ones').
      const selectedBills = new Set(billedSelected.map(billIdOf).filter((id) => id !== ''));
      const unselectedBills = new Set(billedUnselected.map(billIdOf).filter((id) => id !== ''));
      if (selectedBills.size > 1) throw badRequest(BILLING_MESSAGES.oneBillOnly);
      const targetId = [...selectedBills][0] ?? (unselectedBills.size === 1 ? [...unselectedBills][0] : undefined);
      if (!targetId) throw notFound(BILLING_MESSAGES.billNotFound);
      const keepIds = rowIdsOf(billedSelected, '_id');
      const dropIds = rowIdsOf(billedUnselected.filter((row) => billIdOf(row) === targetId), '_id');
      const addIds = rowIdsOf(ackSelected, '_id');

      return inTransaction(async (trx) => {
        const bill = await liveBill(trx, targetId, true); // serializes revisions and cancels of this bill
        const bills = billRepository(trx);
        const currentIds = await bills.liveTripRowIds(bill);
        // The screen's view must match the stored bill: kept and dropped trips are on it now.
        if ([...keepIds, ...dropIds].some((id) => !currentIds.includes(id))) throw unavailable();
        const nextIds = [...new Set([...currentIds.filter((id) => !dropIds.includes(id)), ...addIds])].sort((x, y) => x - y);
        if (nextIds.length === 0) throw badRequest(BILLING_MESSAGES.selectAtLeastOneRow);
        if (nextIds.length > BILL_MAX_TRIPS) throw badRequest(billTooManyTripsMessage(nextIds.length));
        const locked = await tripRepository(trx).findManyById([...new Set([...currentIds, ...addIds])], true);
        const byId = new Map(locked.map((t) => [t.id, t]));
        const added = addIds.filter((id) => !currentIds.includes(id)).map((id) => byId.get(id));
        if (added.some((t) => !t || t.transactionStatus !== 'Acknowledged' || t.billId !== null)) throw unavailable();
        const nextTrips = nextIds.map((id) => byId.get(id)!);
        if (nextTrips.some((t) => t === undefined)) throw unavailable();
        requireOneVendor(nextTrips);

        const previous = await bills.findRevision(bill, bill.currentRevision);
        if (!previous) throw notFound(BILLING_MESSAGES.billNotFound);
        const revision = bill.currentRevision + 1;
        const now = clock();
        const content = contentFor(linesFor(nextTrips), keepRemarks ? previous.remarks : remarks, previous.applyTaxes, await bills.vendorDetails(bill.vendorId, bill.vendor));
        const paid = await paymentRepository(trx).paidPaise(bill.id);
        const netPaise = toPaise(content.totals.netAmount);
        if (netPaise < paid) throw conflict(PAYMENT_MESSAGES.reviseBelowPaid(netPaise, paid));
        await bills.retireLiveLines(bill);
        await bills.insertRevision(bill, revision, content, { username: actor.username, profile: actor.profile, at: now });
        const leaving = currentIds.filter((id) => !nextIds.includes(id)).map((id) => byId.get(id)!);
        await moveTrips(trx, actor, leaving, null, 'unbill');
        await moveTrips(trx, actor, added as Trip[], bill.billId, 'bill');
        await recordAudit(trx, {
          actor: actor.username, entity: BILL_ENTITY, entityId: bill.billId, action: 'revise',
          before: auditOfRevision(bill.billId, previous.revision, previous),
          after: auditOfRevision(bill.billId, revision, content),
        });
        return { billId: bill.billId, revision };
      });
    },

    /**
     * POST /update-one-revise-bill: an inline edit on the Revise Bill tables. The trip must be on
     * the named bill (Billed) or Acknowledged without a bill. Freight follows the weight at the
     * trip's own rate; the stored bill changes only when the bill is revised.
     */
    async updateOne(actor: BillingActor, body: UpdateOneReviseInput): Promise<void> {
      const b = asObject(body);
      const parsed = parseReviseUpdate(b.updateRows);
      await inTransaction(async (trx) => {
        const tripIdText = text(b.trip_id);
        const repository = tripRepository(trx);
        const current = tripIdText ? await repository.findByTripId(tripIdText, true) : null;
        if (!current) throw notFound(BILLING_MESSAGES.tripNotFound);
        if (!parsed.ok) throw badRequest(parsed.message);
        const billIdText = normaliseBillId(text(b.bill_id));
        if (current.transactionStatus === 'Billed') {
          if (billIdText !== '' && billIdText !== current.billId) throw badRequest(BILLING_MESSAGES.tripNotInBill);
        } else if (current.transactionStatus !== 'Acknowledged') {
          throw conflict(BILLING_MESSAGES.tripNotRevisable);
        }
        const changes = parsed.value;
        const weight = changes.Weight !== undefined ? changes.Weight : current.weight;
        const actualWeight = changes.ActualWeight !== undefined ? changes.ActualWeight : current.actualWeight;
        const pick = <K extends keyof typeof changes>(key: K, fallback: Trip[keyof Trip]) => (changes[key] !== undefined ? changes[key] : fallback);
        const trip = await repository.update(current.id, {
          weight,
          actualWeight,
          differenceInWeight: differenceInWeight(weight, actualWeight),
          freight: freightFor(current.rate, weight),
          short: pick('Short', current.short) as number | null,
          dieselAmount: pick('DieselAmount', current.dieselAmount) as number | null,
          advance: pick('Advance', current.advance) as number | null,
          toll: pick('Toll', current.toll) as number | null,
          adblue: pick('Adblue', current.adblue) as number | null,
          greasing: pick('Greasing', current.greasing) as number | null,
          doNumber: pick('DONumber', current.doNumber) as string | null,
          driverName: pick('DriverName', current.driverName) as string | null,
        });
        await recordAudit(trx, {
          actor: actor.username, entity: TRIP_ENTITY, entityId: trip.tripId, action: 'revise-edit',
          before: toTripRecord(current, [], true), after: toTripRecord(trip, [], true),
        });
      });
    },

    /** GET /api/business: trips of every status by dates and truck (the Reports filter rules; the list to read). */
    business(actor: BillingActor, query: unknown): TripListQuery {
      const q = asObject(query);
      const search: TripSearch = {
        startDate: checkedDate(q.startDate),
        endDate: checkedDate(q.endDate),
        truckSubstring: text(q.truckNumber) || undefined,
      };
      const problem = checkTripFilters({ startDate: search.startDate, endDate: search.endDate, truckNumber: search.truckSubstring });
      if (problem) throw badRequest(problem);
      return { search, status: 'any', order: 'report', withFreight: can(actor.profile, 'seeFreight') };
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;

