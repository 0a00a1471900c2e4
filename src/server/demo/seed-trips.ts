import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import { BUSINESS_ZONE, formatIndianDate, todayInIndia } from '../../shared/common/dates';
import {
  differenceInWeight,
  type TransactionStatus,
  type TripFileField,
  type TruckType,
} from '../../shared/trips';
import { freightFor, roundRupees, roundWeight, tripAmountPaise } from '../../shared/common/money';
import type { DB } from '../db/connection';
import { recordAudit } from '../modules/audit/repository';
import { fileRepository } from '../modules/files/repository';
import { freightRepository } from '../modules/freight/repository';
import { tripRepository } from '../modules/trips/repository';
import { TRIP_FILE_KIND, type TripValues } from '../modules/trips/trip-rows';
import { vendorRepository } from '../modules/vendors/repository';
import { vehicleRepository } from '../modules/vehicles/repository';
import { DEMO_ACCOUNTS } from './seed-accounts';
import type { DemoContext } from './seed';
import { DEFAULT_TDS_RULE_SETTING } from '../../shared/accounting/tds-rule';

/**
 * Demo trips: two months of a Pune-based fleet's work across the demo vendors, trucks and routes.
 * Older trips are mostly Acknowledged (unloaded, weighed, short deducted), the last few days mostly
 * Open, and a few carry their slips as PDFs. The same generator fills the large data set of
 * `npm run seed -- --trips N` (seed-large.ts).
 */

export interface TripMasterData {
  trucks: { id: number; truckNo: string }[];
  vendors: { id: number; companyName: string; tdsRate: number }[];
  routes: { from: string; to: string; rate: number }[];
  /** Who enters trips: mostly the loading manager, sometimes the accountant. */
  clerks: { username: string; profile: string }[];
}

/** Reads the master data the earlier seed steps stored, through their repositories. */
export async function loadTripMasterData(db: DB): Promise<TripMasterData> {
  const [vehicles, vendors, routes] = await Promise.all([
    vehicleRepository(db).listActive(),
    vendorRepository(db).listOptions(DEFAULT_TDS_RULE_SETTING),
    freightRepository(db).list(),
  ]);
  if (vehicles.length === 0 || vendors.length === 0 || routes.length === 0) {
    throw new Error('Trips need trucks, vendors and freight rates: seed the master data first.');
  }
  const loading = DEMO_ACCOUNTS.find((a) => a.profile === 'loadingManager')!;
  const accounts = DEMO_ACCOUNTS.find((a) => a.profile === 'accountant')!;
  return {
    trucks: vehicles.map((v) => ({ id: v.id, truckNo: v.truckNo })),
    vendors: vendors.map((v) => ({
      id: Number(v._id),
      companyName: v.company_name,
      tdsRate: v.applied_tds_rate ?? v.tds_rate,
    })),
    routes: routes.map((r) => ({ from: r.from, to: r.to, rate: r.rate })),
    clerks: [
      ...Array(5).fill({ username: loading.username, profile: loading.profile }),
      { username: accounts.username, profile: accounts.profile },
    ],
  };
}

const DRIVERS = [
  'Ramesh Yadav',
  'Suresh Patil',
  'Mahesh Jadhav',
  'Santosh Pawar',
  'Gurpreet Singh',
  'Mohammed Irfan',
  'Raju Gowda',
  'Vijay Shinde',
  'Anil Kumar',
  'Sunil More',
  'Baldev Singh',
  'Prakash Naik',
  'Dinesh Chauhan',
  'Manoj Tiwari',
  'Shankar Reddy',
  'Ganesh Kale',
  'Arjun Thakur',
  'Imran Shaikh',
  'Kishore Bhosale',
  'Harish Nair',
  'Sanjay Gupta',
  'Abdul Rahim',
  'Lakhan Meena',
  'Devendra Rathod',
];

/** Truck type mix and each type's usual load in tons. */
const TRUCK_TYPE_LOADS: { type: TruckType; share: number; min: number; max: number }[] = [
  { type: 'Bulker', share: 0.5, min: 24, max: 34 },
  { type: 'Bag', share: 0.35, min: 16, max: 30 },
  { type: 'Others', share: 0.15, min: 9, max: 25 },
];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const between = (random: () => number, min: number, max: number) => min + random() * (max - min);
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * One realistic trip on a date. Money follows the trip's route: diesel and toll grow with the
 * freight, advances are round sums; Acknowledged trips have an actual weight a little under the
 * loaded weight, with the shortage charged per kilogram.
 */
export function generateTrip(
  random: () => number,
  master: TripMasterData,
  localDate: string,
  status: TransactionStatus,
): TripValues {
  const route = pick(random, master.routes);
  const truck = pick(random, master.trucks);
  const vendor = pick(random, master.vendors);
  const clerk = pick(random, master.clerks);
  const r = random();
  const load =
    TRUCK_TYPE_LOADS.find((_, i) => r < TRUCK_TYPE_LOADS.slice(0, i + 1).reduce((s, t) => s + t.share, 0)) ??
    TRUCK_TYPE_LOADS[0];
  const weight = roundWeight(between(random, load.min, load.max));
  const freight = freightFor(route.rate, weight);
  const hasDiesel = random() < 0.8;
  const acknowledged = status !== 'Open';
  // Most loads arrive within 50 kg; some are 50-250 kg short.
  const lossKg = random() < 0.55 ? Math.floor(random() * 50) : 50 + Math.floor(random() * 200);
  const actualWeight = acknowledged ? roundWeight(weight - lossKg / 1000) : null;
  const shortKg = acknowledged && lossKg > 50 ? lossKg : 0;
  const minutes = 6 * 60 + Math.floor(random() * 16 * 60); // 06:00 to 22:00
  const seconds = Math.floor(random() * 60);
  return withPositiveAmount({
    username: clerk.username,
    profile: clerk.profile,
    truckNumber: truck.truckNo,
    vehicleId: truck.id,
    doNumber: String(4_000_000 + Math.floor(random() * 900_000)),
    localDate,
    localTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`,
    driverName: pick(random, DRIVERS),
    vendor: vendor.companyName,
    vendorId: vendor.id,
    destinationFrom: route.from,
    destinationTo: route.to,
    truckType: load.type,
    transactionStatus: status,
    weight,
    actualWeight,
    differenceInWeight: differenceInWeight(weight, actualWeight),
    rate: route.rate,
    freight,
    tdsRate: vendor.tdsRate,
    dieselAmount: hasDiesel ? roundTo(freight * between(random, 0.28, 0.42), 100) : null,
    dieselSlipNumber: hasDiesel ? `DS${String(100_000 + Math.floor(random() * 900_000))}` : null,
    // Shortage is charged at about 2.5-4 rupees a kilogram.
    short: shortKg > 0 ? roundRupees(shortKg * between(random, 2.5, 4)) : null,
    advance: random() < 0.6 ? pick(random, [1000, 2000, 2500, 3000, 5000]) : null,
    toll: freight > 20_000 || random() < 0.5 ? roundTo(freight * between(random, 0.02, 0.06), 5) : null,
    adblue: random() < 0.3 ? roundTo(between(random, 300, 900), 10) : null,
    greasing: random() < 0.15 ? roundTo(between(random, 200, 500), 50) : null,
  });
}

/**
 * A short haul can cost more in advance and extras than it earns; a bill of it would come to
 * nothing or less, which billing refuses. Such a trip loses its advance, then its extras.
 */
function withPositiveAmount(trip: TripValues): TripValues {
  const amount = (t: TripValues) =>
    tripAmountPaise({
      Freight: t.freight,
      TDS_Rate: t.tdsRate,
      Short: t.short,
      DieselAmount: t.dieselAmount,
      Advance: t.advance,
      Toll: t.toll,
      Adblue: t.adblue,
      Greasing: t.greasing,
    });
  let result = trip;
  for (const field of ['advance', 'adblue', 'greasing', 'toll'] as const) {
    if (amount(result) > 0) break;
    result = { ...result, [field]: null };
  }
  return result;
}

/** The status of a trip entered `daysAgo` days ago: unloaded and acknowledged within a few days. */
export function demoStatus(random: () => number, daysAgo: number): TransactionStatus {
  if (daysAgo === 0) return random() < 0.15 ? 'Acknowledged' : 'Open';
  if (daysAgo <= 3) return random() < 0.5 ? 'Acknowledged' : 'Open';
  return random() < 0.93 ? 'Acknowledged' : 'Open';
}

/** A one-page slip as a real PDF (what a scanned slip would be). */
export function renderSlipPdf(title: string, rows: Array<[string, string]>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A6', margin: 28, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(12).text(title, { align: 'center' });
    doc.moveDown(0.8);
    for (const [label, value] of rows)
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(`${label}: `, { continued: true })
        .font('Helvetica-Bold')
        .text(value);
    doc
      .moveDown(1.5)
      .font('Helvetica-Oblique')
      .fontSize(7)
      .fillColor('#777777')
      .text('Demo document generated for the demo data set.');
    doc.end();
  });
}

const SLIP_TITLES: Record<TripFileField, string> = {
  DieselSlipImage: 'Diesel Slip',
  LoadingAdvice: 'Loading Advice',
  InvoiceCompany: 'Tax Invoice',
  WeightmentSlip: 'Weighment Slip',
};

export const DEMO_TRIP_DAYS = 61;

/** About two months of trips, 8-14 a day, today included; a few with their slips attached. */
export async function seedTrips(ctx: DemoContext): Promise<void> {
  const { random } = ctx;
  const master = await loadTripMasterData(ctx.db);
  const today = DateTime.fromISO(todayInIndia(), { zone: BUSINESS_ZONE });
  await ctx.db.transaction().execute(async (trx) => {
    const trips = tripRepository(trx);
    const files = fileRepository(trx);
    let withSlips = 0;
    for (let daysAgo = DEMO_TRIP_DAYS - 1; daysAgo >= 0; daysAgo--) {
      const localDate = today.minus({ days: daysAgo }).toISODate()!;
      const count = daysAgo === 0 ? 6 : 8 + Math.floor(random() * 7);
      for (let i = 0; i < count; i++) {
        const values = generateTrip(random, master, localDate, demoStatus(random, daysAgo));
        // Today's trips were entered before now.
        if (daysAgo === 0) {
          const entered = DateTime.now()
            .setZone(BUSINESS_ZONE)
            .minus({ minutes: (count - i) * 7 + Math.floor(random() * 5) });
          values.localTime = (entered < today ? today.plus({ seconds: i }) : entered).toFormat('HH:mm:ss');
        }
        const trip = await trips.insert(values);
        await recordAudit(trx, {
          actor: trip.username,
          entity: 'trip',
          entityId: trip.tripId,
          action: 'create',
          after: { TripID: trip.tripId, seeded: true },
        });
        // Every tenth acknowledged trip of the last two weeks carries its weighment and diesel slips.
        if (daysAgo <= 14 && trip.transactionStatus === 'Acknowledged' && withSlips++ % 10 === 0) {
          const fields: TripFileField[] = trip.dieselAmount
            ? ['WeightmentSlip', 'DieselSlipImage']
            : ['WeightmentSlip'];
          for (const field of fields) {
            const content = await renderSlipPdf(SLIP_TITLES[field], [
              ['Trip', trip.tripId],
              ['Date', formatIndianDate(trip.localDate)],
              ['Truck', trip.truckNumber],
              ['Route', `${trip.destinationFrom} - ${trip.destinationTo}`],
              field === 'DieselSlipImage'
                ? ['Diesel', `Rs. ${trip.dieselAmount} (${trip.dieselSlipNumber})`]
                : ['Net weight', `${trip.actualWeight} t`],
            ]);
            await files.save({ kind: TRIP_FILE_KIND, id: trip.id }, field, {
              filename: `${field}_${trip.tripId}.pdf`,
              content,
            });
          }
        }
      }
    }
  });
}
