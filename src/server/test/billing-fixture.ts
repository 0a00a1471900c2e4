import { execFileSync } from 'node:child_process';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { todayInIndia } from '../../shared/common/dates';

import type { TripRecord } from '../../shared/trips';
import type { DB } from '../db/connection';
import { multipartBody } from './multipart';
import { buildTestApp, signInEveryProfile } from './test-app';
import type { TransactionRow } from '../../shared/billing/wire';

export type Remarks = Array<{ text: string; amount: string | number }>;

/**
 * A billing world for server tests: the app on a fresh database, one signed-in client per
 * profile, a freight rate Pune -> Mumbai (1450), vendor Shree Ganesh Roadlines (TDS 2 %) and
 * truck MH12KL1111; with helpers that make trips and bills the way the screens do.
 */
export async function billingFixture(prefix: string) {
  const app: FastifyInstance = await buildTestApp();
  const { clients: as } = await signInEveryProfile(app, prefix);
  const ok = (res: LightMyRequestResponse, status: number) => {
    if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
    return res;
  };
  ok(
    await as.admin.post('/add-freight', { from_destination: 'Pune', to_destination: 'Mumbai', rate: 1450 }),
    201,
  );
  ok(
    await as.admin.post('/add-vendor', {
      companyName: 'Shree Ganesh Roadlines',
      companyOwner: 'Ramesh Patil',
      tdsRate: 2,
      gstApplicable: 'No',
      pan: 'AABFS1234K',
    }),
    201,
  );
  const truck = multipartBody({ truck_no: 'MH12KL1111', make: 'Tata', companyOwner: 'Ramesh Patil' });
  ok(
    await as.admin.request({
      method: 'POST',
      url: '/add-vehicle',
      payload: truck.payload,
      headers: truck.headers,
    }),
    201,
  );

  /** The trip form's body for a new trip (fields may be overridden). */
  const tripForm = (overrides: Record<string, unknown> = {}) => ({
    TruckNumber: 'MH12KL1111',
    DONumber: '45021',
    DriverName: 'Ramesh Yadav',
    Vendor: 'Shree Ganesh Roadlines',
    DestinationFrom: 'Pune',
    DestinationTo: 'Mumbai',
    TruckType: 'Bulker',
    TransactionStatus: 'Open',
    Weight: '20',
    DieselAmount: '5000',
    DieselSlipNumber: 'DS-11',
    Advance: '2000',
    Toll: '200',
    ...overrides,
  });

  async function tripById(tripId: string): Promise<TripRecord> {
    return ok(await as.accountant.get(`/api/trip/${tripId}`), 200).json();
  }

  async function openTrip(
    overrides: Record<string, unknown> = {},
    client = as.accountant,
  ): Promise<TripRecord> {
    return tripById(ok(await client.post('/reports', tripForm(overrides)), 201).json().TripID);
  }

  /** A trip entered on the trip form and acknowledged on Reports (actual weight 19.95, short 100). */
  async function acknowledgedTrip(overrides: Record<string, unknown> = {}): Promise<TripRecord> {
    const record = await openTrip(overrides);
    const { payload, headers } = multipartBody({
      id: record._id,
      transactionStatus: 'Acknowledged',
      actualWeight: '19.95',
      short: '100',
    });
    ok(
      await as.accountant.request({ method: 'POST', url: `/api/reports/${record._id}`, payload, headers }),
      200,
    );
    return tripById(record.TripID);
  }

  /** Generates a bill on the Billing screen's call and answers its id. */
  async function billOf(trips: TripRecord[], remarks: Remarks = []): Promise<string> {
    const rows = trips.map((t) => ({
      id: t._id,
      trip_id: t.TripID,
      vendor: t.Vendor,
      transaction_status: t.TransactionStatus,
      destfrom: t.DestinationFrom,
      dest: t.DestinationTo,
      wt: t.Weight,
      actwt: t.ActualWeight,
      frt: t.Freight,
      rate: t.Rate,
      dsl: t.DieselAmount,
      adv: t.Advance,
      toll: t.Toll,
      tds: 0,
      billid: t.BillId,
      remarks,
      applyTaxes: false,
    }));
    return ok(await as.accountant.post('/generate-pdf-bill', rows), 200).headers['x-bill-id'] as string;
  }

  async function transactions(): Promise<TransactionRow[]> {
    const today = todayInIndia();
    const body = ok(
      await as.accountant.post('/list-all-transactions', { startDate: today, endDate: today }),
      200,
    ).json();
    return Array.isArray(body) ? body : [];
  }

  async function transactionOf(billId: string): Promise<TransactionRow> {
    const row = (await transactions()).find((t) => t.billing_id === billId);
    if (!row) throw new Error(`bill ${billId} not listed`);
    return row;
  }

  return { app, as, ok, tripForm, tripById, openTrip, acknowledgedTrip, billOf, transactions, transactionOf };
}

/** A bill's revisions, oldest first: row id, revision number, remarks and net. */
export function revisionsOf(db: DB, billId: string) {
  return db
    .selectFrom('bill_revisions')
    .innerJoin('bills', 'bills.id', 'bill_revisions.bill_id')
    .select([
      'bill_revisions.id',
      'bill_revisions.revision',
      'bill_revisions.remarks',
      'bill_revisions.net_amount',
    ])
    .where('bills.bill_id', '=', billId)
    .orderBy('bill_revisions.revision')
    .execute();
}

/** The PDF's text as a reader sees it (poppler's pdftotext, layout kept). */
export function pdfText(res: LightMyRequestResponse): string {
  if (res.headers['content-type'] !== 'application/pdf')
    throw new Error(`not a PDF: ${res.statusCode} ${res.body}`);
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: res.rawPayload }).toString();
}

export type BillingWorld = Awaited<ReturnType<typeof billingFixture>>;

/** Builds the billing world into `world` before the file's tests and closes its app after them. */
export function useBillingFixture(prefix: string, world: BillingWorld) {
  beforeAll(async () => {
    Object.assign(world, await billingFixture(prefix));
  }, 90_000);
  afterAll(async () => {
    await world.app?.close();
  });
}
