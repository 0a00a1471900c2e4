import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { capitaliseDestination } from '../../shared/masters/freight';
import type { TripRecord } from '../../shared/trips';
import { toGenerateBillRows } from '../../shared/billing/wire-types';
import { toTitleCase } from '../../shared/masters/vendor';
import type { ApiClient } from './api';

/**
 * Data for the billing e2e journey, made through the API the screens use: one route, one vendor
 * and one truck, and trips of that vendor recorded (Open) and then acknowledged, as the trip
 * form and Today's List would leave them.
 */

/** A trip to record: the weight (tons) and the deductions typed on the trip form. */
export interface TripPlan {
  weight: number;
  actualWeight: number;
  dieselAmount: number;
  advance: number;
  toll: number;
}

export interface BillingMasterData {
  vendorName: string;
  truckNumber: string;
  from: string;
  to: string;
}

/** Master data named after the run, in the spelling the server stores. */
export async function addBillingMasterData(
  client: ApiClient,
  run: string,
  digits: string,
  options: { rate: number; tdsRate: number },
): Promise<BillingMasterData> {
  const data: BillingMasterData = {
    vendorName: toTitleCase(`laxmi transport ${run}`),
    truckNumber: `MH${digits.slice(0, 2)}BL${digits.slice(2, 6)}`,
    from: capitaliseDestination(`kalamboli ${run}`),
    to: capitaliseDestination(`ratnagiri ${run}`),
  };
  await client.post('/add-freight', {
    from_destination: data.from,
    to_destination: data.to,
    rate: options.rate,
  });
  // A vendor as an accountant keeps it: PAN, GST and bank details print on the bill.
  await client.post('/add-vendor', {
    companyName: data.vendorName,
    companyOwner: 'Laxman Shinde',
    pan: 'ABCPS1234K',
    gst: '27ABCPS1234K1Z5',
    email: `accounts.${run}@laxmitransport.in`,
    mobile: '9822012345',
    bankName: 'State Bank of India',
    bankAccount: '30125478963',
    ifscCode: 'SBIN0001234',
    tdsRate: options.tdsRate,
    gstApplicable: 'No',
  });
  await client.postMultipart('/add-vehicle', {
    truck_no: data.truckNumber,
    make: 'Ashok Leyland',
    companyOwner: 'Laxman Shinde',
  });
  return data;
}

/** The trip form's body for an Open trip of this master data, driven by Sandeep Jadhav; `fields` as typed. */
export const tripFormFor = (data: BillingMasterData, fields: Record<string, string>) => ({
  TruckNumber: data.truckNumber,
  DriverName: 'Sandeep Jadhav',
  Vendor: data.vendorName,
  DestinationFrom: data.from,
  DestinationTo: data.to,
  TruckType: 'Bulker',
  TransactionStatus: 'Open',
  Adblue: '',
  Greasing: '',
  ...fields,
});

/**
 * A DO number no other trip of this run has: the same truck and DO number on one day is a duplicate
 * trip (409 DUPLICATE_TRIP), which only the duplicate tests want.
 */
let doNumbers = 0;
// Jest loads this module afresh for each test file: a random prefix keeps files apart too.
const doPrefix = 100 + Math.floor(Math.random() * 900);
const nextDoNumber = () => `77${doPrefix}${String(++doNumbers).padStart(3, '0')}`;

/** Records an Open trip of this master data (POST /reports) and answers its Trip ID. */
export async function addOpenTrip(client: ApiClient, data: BillingMasterData): Promise<string> {
  const body = tripFormFor(data, { DONumber: nextDoNumber(), Weight: '20' });
  return (await client.post<{ TripID: string }>('/reports', body)).TripID;
}

/** Records a trip (POST /reports) and acknowledges it with its actual weight (the Today's List row edit). */
export async function addAcknowledgedTrip(
  client: ApiClient,
  data: BillingMasterData,
  plan: TripPlan,
  index: number,
): Promise<TripRecord> {
  const { TripID } = await client.post<{ TripID: string }>(
    '/reports',
    tripFormFor(data, {
      DONumber: nextDoNumber(),
      Weight: String(plan.weight),
      DieselAmount: String(plan.dieselAmount),
      DieselSlipNumber: `DS-${index}`,
      Advance: String(plan.advance),
      Toll: String(plan.toll),
    }),
  );
  const recorded = await client.get<TripRecord>(`/api/trip/${TripID}`);
  await client.postMultipart(`/api/reports/${recorded._id}`, {
    id: recorded._id,
    transactionStatus: 'Acknowledged',
    actualWeight: String(plan.actualWeight),
  });
  const acknowledged = await client.get<TripRecord>(`/api/trip/${TripID}`);
  if (acknowledged.TransactionStatus !== 'Acknowledged')
    throw new Error(`${TripID} is ${acknowledged.TransactionStatus}, not Acknowledged`);
  return acknowledged;
}

/**
 * Master data named after the run (rate 1150, TDS 1 %) and two acknowledged trips of it:
 * 21.5 t (21.42 actual; diesel 4,000, advance 1,500, toll 320) and 23 t (22.9 actual; diesel
 * 4,500, advance 2,000, toll 320).
 */
export async function addTwoTripWorld(
  client: ApiClient,
  run: string,
  digits: string,
): Promise<{ data: BillingMasterData; trips: TripRecord[] }> {
  const data = await addBillingMasterData(client, run, digits, { rate: 1150, tdsRate: 1 });
  const trips = [
    await addAcknowledgedTrip(
      client,
      data,
      { weight: 21.5, actualWeight: 21.42, dieselAmount: 4000, advance: 1500, toll: 320 },
      1,
    ),
    await addAcknowledgedTrip(
      client,
      data,
      { weight: 23, actualWeight: 22.9, dieselAmount: 4500, advance: 2000, toll: 320 },
      2,
    ),
  ];
  return { data, trips };
}

/** A remark of a bill as the remarks modal sends it. */
export interface Remark {
  text: string;
  amount: number;
}

/** Generates a bill of these trips on the Billing screen's call; answers its id and its PDF's text. */
export async function billThroughApi(
  client: ApiClient,
  trips: TripRecord[],
  remarks: Remark[],
): Promise<{ billId: string; text: string }> {
  const { headers, body } = await client.postForFile(
    '/generate-pdf-bill',
    toGenerateBillRows(trips, remarks),
  );
  return { billId: headers['x-bill-id'], text: pdfTextOf(body) };
}

/** Revises a bill on Revise Bill's Update Bill call: `keep` stay billed, `drop` leave it, `add` join it. */
export async function reviseThroughApi(
  client: ApiClient,
  billId: string,
  change: { keep: TripRecord[]; drop: TripRecord[]; add: TripRecord[]; remarks: Remark[] },
): Promise<void> {
  const listed = await client.post<{ billed: TripRecord[]; acknowledged: TripRecord[] }>(
    '/list-to-revise-bill',
    { bill_id: billId },
  );
  const listedAs = (rows: TripRecord[], trips: TripRecord[]) =>
    trips.map((trip) => {
      const row = rows.find((r) => r.TripID === trip.TripID);
      if (!row) throw new Error(`${trip.TripID} is not listed to revise ${billId}`);
      return row;
    });
  await client.postForFile('/generate-pdf-revised-bill', {
    billedSelectedRows: listedAs(listed.billed, change.keep),
    billedUnselectedRows: listedAs(listed.billed, change.drop),
    ackSelectedRows: listedAs(listed.acknowledged, change.add),
    additionalRemarks: change.remarks,
  });
}

/** The text of a PDF file as a reader sees it (poppler's pdftotext, layout kept). */
export function pdfFileText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

/** The same for a PDF's bytes. */
export function pdfTextOf(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
}

/** Keeps a downloaded file beside the screenshots (E2E_SCREENSHOTS), so a person can look at it. */
export function keepForReview(file: string, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(file, path.join(dir, name));
}
