import { execFileSync } from 'node:child_process';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { todayInIndia } from '../../shared/common/dates';

import type { TripRecord } from '../../shared/trips';
import type { DB, DatabaseHandle } from '../db/connection';
import { findBill } from '../modules/billing/stored/repository';
import { acknowledgeTrip, addMasterData, expectStatus, nextDoNumber, PUNE_MUMBAI_DATA } from './setup-calls';
import { postMultipart, type MultipartFiles } from './multipart';
import { buildTestApp, signInEveryProfile } from './test-app';
import type { TransactionRow } from '../../shared/billing/wire';
import { toGenerateBillRows } from '../../shared/billing/wire-types';
import { SAMPLE_TRIP } from '../../shared/test/samples';

export type Remarks = Array<{ text: string; amount: string | number }>;

/**
 * A billing world for server tests: the app on a fresh database, one signed-in client per
 * profile, a freight rate Pune -> Mumbai (1450), vendor Shree Ganesh Roadlines (TDS 2 %) and
 * truck MH12KL1111; with helpers that make trips and bills the way the screens do.
 */
async function billingFixture(prefix: string, database?: DatabaseHandle) {
  const app: FastifyInstance = await buildTestApp({}, database);
  const { clients: as } = await signInEveryProfile(app, prefix);
  const ok = expectStatus;
  await addMasterData(as.admin, PUNE_MUMBAI_DATA);

  /** The trip form's body for a new trip (fields may be overridden). */
  const tripForm = (overrides: Record<string, unknown> = {}) => ({
    ...SAMPLE_TRIP,
    DONumber: nextDoNumber(),
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

  /** A trip as stored now: its status, weight and freight (what decides whether it may be billed). */
  async function statusWeightFreight(trip: TripRecord) {
    const { TransactionStatus, Weight, Freight } = await tripById(trip.TripID);
    return [TransactionStatus, Weight, Freight];
  }

  /** A trip entered on the trip form and acknowledged on Reports (actual weight 19.95, short 100). */
  async function acknowledgedTrip(overrides: Record<string, unknown> = {}): Promise<TripRecord> {
    const record = await openTrip(overrides);
    await acknowledgeTrip(as.accountant, record._id, { actualWeight: '19.95', short: '100' });
    return tripById(record.TripID);
  }

  /** Reports' row edit of a trip, as the accountant: the edit form's fields and files (by field name). */
  function rowEdit(trip: TripRecord, fields: Record<string, string>, files: MultipartFiles = {}) {
    return postMultipart(as.accountant, `/api/reports/${trip._id}`, { id: trip._id, ...fields }, files);
  }

  /** Generates a bill on the Billing screen's call and answers its id. */
  async function billOf(trips: TripRecord[], remarks: Remarks = []): Promise<string> {
    return ok(await as.accountant.post('/generate-pdf-bill', toGenerateBillRows(trips, remarks)), 200)
      .headers['x-bill-id'] as string;
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

  return {
    app,
    as,
    ok,
    tripForm,
    tripById,
    statusWeightFreight,
    openTrip,
    acknowledgedTrip,
    rowEdit,
    billOf,
    transactions,
    transactionOf,
  };
}

/** A bill's revisions, oldest first: row id, revision number, remarks and net. */
export async function revisionsOf(db: DB, billId: string) {
  const bill = await findBill(db, billId);
  if (!bill) throw new Error(`bill ${billId} not found`);
  return db
    .selectFrom('bill_revisions')
    .select(['id', 'revision', 'remarks', 'net_amount'])
    .where('bill_id', '=', bill.id)
    .orderBy('revision')
    .execute();
}

/** The PDF's text as a reader sees it (poppler's pdftotext, layout kept). */
export function pdfText(res: LightMyRequestResponse): string {
  if (res.headers['content-type'] !== 'application/pdf')
    throw new Error(`not a PDF: ${res.statusCode} ${res.body}`);
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: res.rawPayload }).toString();
}

export type BillingWorld = Awaited<ReturnType<typeof billingFixture>>;

/**
 * Builds the billing world into `world` before the file's tests and closes its app after them;
 * on the database `open` answers when given (statement-watch.ts).
 */
export function useBillingFixture(prefix: string, world: BillingWorld, open?: () => Promise<DatabaseHandle>) {
  beforeAll(async () => {
    Object.assign(world, await billingFixture(prefix, await open?.()));
  }, 90_000);
  afterAll(async () => {
    await world.app?.close();
  });
}
