import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { databaseSuite } from '../test/test-database';
import { BUSINESS_ZONE, todayInIndia } from '../../shared/common/dates';
import { freightFor } from '../../shared/common/money';
import { differenceInWeight } from '../../shared/trips';
import { looksLikePdf } from '../../shared/common/uploads';
import { checkVendorInput } from '../../shared/masters/vendor';
import { isValidTruckNumber, isFlagged, isValid } from '../../shared/masters/vehicle';
import { listAudit } from '../modules/audit/repository';
import { billingService } from '../modules/billing/service';
import { freightRepository } from '../modules/freight/repository';
import { tripListPage } from '../modules/trips/trip-list';
import { tripService } from '../modules/trips/service';
import { vehicleService } from '../modules/vehicles/service';
import { vendorRepository } from '../modules/vendors/repository';
import { renderBillPdf } from '../pdf/bill-pdf';
import { seedDemo } from './seed';
import { DEMO_ROUTES } from './seed-freight';
import { DEMO_TRIP_DAYS } from './seed-trips';
import { gstinCheckCharacter } from './seed-vendors';

// The demo data set, seeded once for the whole file (it takes seconds: some 230 vehicle documents and
// the trip slips are real PDFs); each describe reads what one seeding step made.
const suite = databaseSuite(seedDemo);

describe('master data (seed-freight.ts, seed-vendors.ts)', () => {
  test('the GSTIN check character matches published GSTINs', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  test('30 demo routes with per-ton rates, each stored once and audited', async () => {
    const routes = await freightRepository(suite.database.db).list();
    expect(routes).toHaveLength(30);
    expect(routes).toContainEqual(expect.objectContaining({ from: 'Pune', to: 'Mumbai', rate: 1450 }));
    expect(routes).toContainEqual(expect.objectContaining({ from: 'Ranjangaon', to: 'Nhava sheva' }));
    expect(new Set(DEMO_ROUTES.map(([f, t]) => `${f}|${t}`)).size).toBe(DEMO_ROUTES.length);
    expect(
      (await listAudit(suite.database.db, 'freight')).filter(
        (e) => e.action === 'create' && e.actor === 'system',
      ),
    ).toHaveLength(30);
  });

  test('20 demo vendors that pass every vendor rule, with valid PAN/GST/IFSC and TDS 1 or 2', async () => {
    const vendors = await vendorRepository(suite.database.db).list();
    expect(vendors).toHaveLength(20);
    // Beside SPEC.md's fields: no demo vendor has a transporter's declaration; the deductee type is the PAN's.
    for (const {
      id: _id,
      _id: _ignored,
      index: _index,
      declaration194C6Date,
      goodsCarriages,
      deducteeType,
      ...fields
    } of vendors) {
      expect([declaration194C6Date, goodsCarriages]).toEqual(['', null]);
      expect(deducteeType).toBe(
        fields.pan.charAt(3) === 'C'
          ? 'company'
          : fields.pan.charAt(3) === 'P'
            ? 'individualOrHuf'
            : 'otherNonCompany',
      );
      expect(checkVendorInput(fields)).toEqual({ ok: true, value: fields });
      expect(fields.pan).toMatch(/^[A-Z]{3}[PFC][A-Z]\d{4}[A-Z]$/);
      if (fields.gst) {
        expect(fields.gst).toMatch(/^\d{2}[A-Z0-9]{10}1Z[A-Z0-9]$/);
        expect(fields.gst.slice(2, 12)).toBe(fields.pan);
        expect(fields.gst[14]).toBe(gstinCheckCharacter(fields.gst.slice(0, 14)));
      }
      expect(fields.ifscCode).toMatch(/^[A-Z]{4}0\d{6}$/);
      expect(fields.mobile).toMatch(/^[6-9]\d{9}$/);
      expect([1, 2]).toContain(fields.tdsRate);
    }
  });
});

describe('vehicles (seed-vehicles.ts)', () => {
  test('40 trucks in the MH12KL1111 format with PDF documents, some expired, some due within 5 days', async () => {
    const service = vehicleService(suite.database.db);
    const vehicles = await service.list();
    expect(vehicles).toHaveLength(40);
    expect(vehicles.every((v) => isValidTruckNumber(v.truck_no))).toBe(true);
    expect(new Set(vehicles.map((v) => v.truck_no.slice(0, 2))).size).toBeGreaterThanOrEqual(4);

    const documents = vehicles.flatMap((v) => Object.values(v.documents)).filter((d) => d.end_date !== null);
    expect(documents.length).toBeGreaterThan(200);
    expect(documents.some((d) => !isValid(d.days_left))).toBe(true);
    expect(documents.some((d) => isValid(d.days_left) && isFlagged(d.days_left))).toBe(true);
    expect(documents.filter((d) => d.days_left > 30).length / documents.length).toBeGreaterThan(0.8);
    expect(documents.every((d) => d.file_name && d.start_date! <= d.end_date!)).toBe(true);

    const file = await service.download(vehicles[0].truck_no, 'insurance');
    expect(looksLikePdf(file.content)).toBe(true);
  });
});

describe('trips (seed-trips.ts)', () => {
  test('two months of trips up to today, most Acknowledged, some Open, Billed only on the demo bills', async () => {
    const today = todayInIndia();
    const first = DateTime.fromISO(today, { zone: BUSINESS_ZONE })
      .minus({ days: DEMO_TRIP_DAYS - 1 })
      .toISODate()!;
    const rows = await suite.database.db.selectFrom('trips').selectAll().execute();
    expect(rows.length).toBeGreaterThan(DEMO_TRIP_DAYS * 8);
    const dates = new Set(rows.map((r) => r.local_date));
    expect(dates.size).toBe(DEMO_TRIP_DAYS);
    expect([...dates].sort()[0]).toBe(first);
    expect(dates.has(today)).toBe(true);
    const count = (status: string) => rows.filter((r) => r.transaction_status === status).length;
    expect(count('Acknowledged')).toBeGreaterThan(rows.length * 0.75);
    expect(count('Open')).toBeGreaterThan(10);
    // The bills step (seed-bills.ts) bills a few; the bills describe below checks them.
    expect(count('Billed')).toBeLessThan(rows.length * 0.1);
    expect(new Set(rows.map((r) => r.vendor)).size).toBe(20);
    expect(new Set(rows.map((r) => r.truck_number)).size).toBe(40);
  });

  test('every trip is consistent with the master data and the money rules', async () => {
    const rows = await suite.database.db.selectFrom('trips').selectAll().execute();
    const rates = new Map(
      (await suite.database.db.selectFrom('freight_rates').selectAll().execute()).map((r) => [
        `${r.from_destination}|${r.to_destination}`,
        Number(r.rate),
      ]),
    );
    const tds = new Map(
      (await suite.database.db.selectFrom('vendors').selectAll().execute()).map((v) => [
        v.company_name,
        Number(v.tds_rate),
      ]),
    );
    for (const trip of rows) {
      expect(trip.rate).toBe(rates.get(`${trip.destination_from}|${trip.destination_to}`));
      expect(trip.freight).toBe(freightFor(trip.rate, trip.weight));
      expect(trip.tds_rate).toBe(tds.get(trip.vendor));
      expect(trip.difference_in_weight).toBe(differenceInWeight(trip.weight, trip.actual_weight));
      expect(trip.actual_weight === null).toBe(trip.transaction_status === 'Open');
    }
  });

  test('a few trips carry real PDF slips that download through the service', async () => {
    const files = await suite.database.db
      .selectFrom('stored_files')
      .selectAll()
      .where('owner_kind', '=', 'trip')
      .execute();
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(files.length).toBeLessThan(100);
    const file = await tripService(suite.database.db).download(
      { username: 'admin', profile: 'admin' },
      Number(files[0].owner_id),
      files[0].field,
    );
    expect(looksLikePdf(file.content)).toBe(true);
    expect(file.originalName).toMatch(/^(WeightmentSlip|DieselSlipImage)_T\d+\.pdf$/);
  });

  test("today's list of the demo has trips for the loading manager", async () => {
    const today = todayInIndia();
    const query = await tripService(suite.database.db).report(
      { username: 'loading', profile: 'loadingManager' },
      { startDate: today, endDate: today },
    );
    const list = JSON.parse((await tripListPage(suite.database.db, query, null)).json);
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list[0]).not.toHaveProperty('Freight');
  });
});

describe('bills (seed-bills.ts)', () => {
  test('a few bills of one vendor each, one revised, one cancelled; every Billed trip is on exactly one live bill', async () => {
    const db = suite.database.db;
    const bills = await db.selectFrom('bills').selectAll().orderBy('id').execute();
    expect(bills.length).toBeGreaterThanOrEqual(4);
    expect(bills.filter((b) => b.cancelled_at !== null)).toHaveLength(1);
    expect(bills.filter((b) => b.current_revision === 2)).toHaveLength(1);
    expect(bills.every((b) => b.created_by === 'accounts')).toBe(true);

    const billed = await db
      .selectFrom('trips')
      .select(['id', 'bill_id', 'vendor'])
      .where('transaction_status', '=', 'Billed')
      .execute();
    const live = await db
      .selectFrom('bill_lines')
      .innerJoin('bills', 'bills.id', 'bill_lines.bill_id')
      .select(['bill_lines.trip_row_id', 'bills.bill_id', 'bills.vendor'])
      .where('bill_lines.live', '=', true)
      .execute();
    expect(live.map((l) => [l.trip_row_id, l.bill_id]).sort()).toEqual(
      billed.map((t) => [t.id, t.bill_id]).sort(),
    );
    for (const line of live) expect(billed.find((t) => t.id === line.trip_row_id)?.vendor).toBe(line.vendor);

    // The cancelled bill's trips are Acknowledged again, and the audit log tells the story.
    const cancelled = bills.find((b) => b.cancelled_at !== null)!;
    const cancelledTrips = await sql<{ status: string }>`
      select t.transaction_status as status from bill_lines l join trips t on t.id = l.trip_row_id where l.bill_id = ${cancelled.id}`.execute(
      db,
    );
    expect(cancelledTrips.rows.length).toBeGreaterThan(0);
    expect(cancelledTrips.rows.every((r) => r.status === 'Acknowledged')).toBe(true);
    expect((await listAudit(db, 'bill', cancelled.bill_id)).map((a) => a.action)).toEqual([
      'generate',
      'cancel',
    ]);
    const revised = bills.find((b) => b.current_revision === 2)!;
    expect((await listAudit(db, 'bill', revised.bill_id)).map((a) => a.action)).toEqual([
      'generate',
      'revise',
    ]);
  });

  test('every live demo bill renders', async () => {
    const service = billingService(suite.database.db);
    const live = await suite.database.db
      .selectFrom('bills')
      .select('bill_id')
      .where('cancelled_at', 'is', null)
      .execute();
    for (const { bill_id } of live) {
      const pdf = await renderBillPdf(await service.load(bill_id), { name: 'Demo', address: 'Pune' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
