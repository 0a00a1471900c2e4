import { execFileSync } from 'node:child_process';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/connection';
import { prepareApp } from '../../start';
import { formatIndianDate, todayInIndia } from '../../../shared/common/dates';

import type { TripRecord } from '../../../shared/trips';
import { listAudit } from '../audit/repository';
import { revisionsOf } from '../../test/billing-fixture';
import { rowCount } from '../../test/db-invariants';
import { acknowledgeTrip, masterDataSuite, nextDoNumber, typedAmounts } from '../../test/setup-calls';
import { createUser, expectMessage, TEST_ADMIN, TestClient } from '../../test/test-app';
import { withDatabase } from '../../test/test-database';
import type { TransactionRow } from '../../../shared/billing/wire';
import { toGenerateBillRows } from '../../../shared/billing/wire-types';

// The words users and API clients see (SPEC.md sections 5 and 8).
const UNAVAILABLE =
  'Some selected trips are no longer available for billing. Refresh the list and try again.';
const MULTIPLE_VENDORS = {
  errorCode: 'MULTIPLE_VENDORS',
  message: 'Please select transactions from only one vendor.',
};
const NO_ACCESS = 'You do not have access to this section.';
const BILL_NOT_FOUND = 'Bill not found.';

const BUSINESS = {
  businessName: 'Sai Freight Carriers',
  businessAddress: 'Plot 14, Transport Nagar, Nigdi, Pune 411044',
};

const suite = masterDataSuite(
  'bl',
  {
    routes: [
      ['Pune', 'Mumbai', 1450],
      ['Satara', 'Kolhapur', 900],
    ],
    vendors: [
      {
        companyName: 'Shree Ganesh Roadlines',
        companyOwner: 'Ramesh Patil',
        tdsRate: 2,
        gstApplicable: 'No',
        pan: 'ABCDE1234F',
        gst: '27ABCDE1234F1Z5',
        bankName: 'State Bank of India',
        bankAccount: '123456789012',
        ifscCode: 'SBIN0001234',
      },
      { companyName: 'Om Shree Carriers', companyOwner: 'Suresh Jadhav', tdsRate: 1, gstApplicable: 'No' },
    ],
    trucks: ['MH12KL1111', 'KA01AB2222'],
  },
  BUSINESS,
);
const { clients: as, usernames } = suite;
const today = todayInIndia();

// ---------------------------------------------------------------- helpers

interface NewTrip {
  vendor?: string;
  truck?: string;
  from?: string;
  to?: string;
  weight?: string;
  diesel?: string;
  advance?: string;
  toll?: string;
  short?: string;
  actualWeight?: string;
}

/** A trip entered on the trip form and acknowledged on Reports, as the screens do it. */
async function acknowledgedTrip(trip: NewTrip = {}): Promise<TripRecord> {
  const created = await as.accountant.post('/reports', {
    TruckNumber: trip.truck ?? 'MH12KL1111',
    DONumber: nextDoNumber(),
    DriverName: 'Ramesh Yadav',
    Vendor: trip.vendor ?? 'Shree Ganesh Roadlines',
    DestinationFrom: trip.from ?? 'Pune',
    DestinationTo: trip.to ?? 'Mumbai',
    TruckType: 'Bulker',
    TransactionStatus: 'Open',
    ...typedAmounts(trip),
  });
  expect(created.statusCode).toBe(201);
  const record = await tripById(created.json().TripID);
  await acknowledgeTrip(as.accountant, record._id, {
    actualWeight: trip.actualWeight ?? '19.95',
    short: trip.short ?? '100',
  });
  return tripById(record.TripID);
}

async function tripById(tripId: string): Promise<TripRecord> {
  const res = await as.accountant.get(`/api/trip/${tripId}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/**
 * The rows the Billing screen sends (SPEC.md section 7), with amounts no trip has: the server ignores
 * the client's values and bills from its own records.
 */
function billRows(trips: TripRecord[], remarks: Array<{ text: string; amount: string | number }> = []) {
  return toGenerateBillRows(trips, remarks).map((row) => ({
    ...row,
    frt: 1,
    rate: 1,
    dsl: 0,
    adv: 0,
    toll: 0,
    tds: 0,
  }));
}

async function generate(
  trips: TripRecord[],
  remarks: Array<{ text: string; amount: string | number }> = [],
  client = as.accountant,
) {
  return client.post('/generate-pdf-bill', billRows(trips, remarks));
}

/** Generates a bill and answers its id (checking it is a PDF named after the bill). */
async function billOf(
  trips: TripRecord[],
  remarks: Array<{ text: string; amount: string | number }> = [],
): Promise<string> {
  const res = await generate(trips, remarks);
  expect(res.statusCode).toBe(200);
  const billId = res.headers['x-bill-id'] as string;
  expect(billId).toMatch(/^B\d+$/);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="Bill-${billId}-r1.pdf"`);
  return billId;
}

/** The PDF's text as a reader sees it (poppler's pdftotext, layout kept). */
function pdfText(res: LightMyRequestResponse): string {
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: res.rawPayload }).toString();
}

async function transactions(startDate = today, endDate = today): Promise<TransactionRow[]> {
  const res = await as.accountant.post('/list-all-transactions', { startDate, endDate });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return Array.isArray(body) ? body : [];
}

const billCount = () => rowCount(suite.app.db, 'bills');

/** Bills that hold this trip on a live line (must never be more than one). */
async function liveBillsOf(trip: TripRecord): Promise<string[]> {
  const rows = await suite.app.db
    .selectFrom('bill_lines')
    .innerJoin('bills', 'bills.id', 'bill_lines.bill_id')
    .select('bills.bill_id')
    .where('bill_lines.trip_row_id', '=', Number(trip._id))
    .where('bill_lines.live', '=', true)
    .execute();
  return rows.map((r) => r.bill_id);
}

// One trip: Freight 1450 x 20 = 29000; TDS 2 % = 580; amount = 29000 - 580 - 100 - 5000 - 2000 - 350.25.
const TRIP_AMOUNT = 20969.75;

// ---------------------------------------------------------------- Billing

describe('POST /list-billing', () => {
  test('lists Acknowledged trips without a bill, by the Generate bill filters', async () => {
    const ack = await acknowledgedTrip({ truck: 'KA01AB2222' });
    const open = await as.accountant.post('/reports', {
      TruckNumber: 'KA01AB2222',
      Vendor: 'Shree Ganesh Roadlines',
      DestinationFrom: 'Pune',
      DestinationTo: 'Mumbai',
      TruckType: 'Bag',
      TransactionStatus: 'Open',
      Weight: '10',
    });
    expect(open.statusCode).toBe(201);
    const res = await as.accountant.post('/list-billing', {
      startDate: today,
      endDate: today,
      vendor: 'shree',
      truckNumber: 'ka01',
    });
    expect(res.statusCode).toBe(200);
    const { resultData, message } = res.json();
    expect(message).toBe('');
    const ids = resultData.map((t: TripRecord) => t.TripID);
    expect(ids).toContain(ack.TripID);
    expect(ids).not.toContain(open.json().TripID);
    expect(
      resultData.every((t: TripRecord) => t.TransactionStatus === 'Acknowledged' && t.BillId === null),
    ).toBe(true);
    expect(resultData.find((t: TripRecord) => t.TripID === ack.TripID)).toEqual(ack);
  });

  test('applies the section 5 filter rules with their messages, and says when nothing is found', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'Please select at least one filter'],
      [{ startDate: today, truckNumber: 'MH12' }, 'Please select both start-date and end-date'],
      [
        { startDate: '2025-02-10', endDate: '2025-02-01' },
        'End date should be greater than or equal to Start Date.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as.accountant.post('/list-billing', body);
      expect(res.json()).toEqual({ message });
      expect(res.statusCode).toBe(400);
    }
    const empty = await as.accountant.post('/list-billing', { vendor: 'No Such Vendor' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ resultData: [], message: 'No data found!.' });
  });
});

describe('POST /generate-pdf-bill', () => {
  test('stores the bill, marks the trips Billed with its id and answers the PDF with the bill id, trips and net', async () => {
    const trips = [
      await acknowledgedTrip(),
      await acknowledgedTrip({ weight: '10', diesel: '', advance: '', toll: '', short: '' }),
    ];
    // Second trip: 1450 x 10 = 14500, TDS 290 -> 14210.
    const res = await generate(trips, [
      { text: 'loading charges', amount: '1500' },
      { text: 'late delivery', amount: -750.5 },
    ]);
    expect(res.statusCode).toBe(200);
    const billId = res.headers['x-bill-id'] as string;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Bill-${billId}-r1.pdf"`);
    // Beside the PDF, the bill it is: the screen names the result with these.
    expect(res.headers['x-bill-vendor']).toBe(encodeURIComponent(trips[0].Vendor));
    expect(res.headers['x-bill-trips']).toBe('2');
    expect(res.headers['x-bill-revision']).toBe('1');
    expect(res.headers['x-bill-date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    for (const trip of trips) {
      const after = await tripById(trip.TripID);
      expect(after.TransactionStatus).toBe('Billed');
      expect(after.BillId).toBe(billId);
      expect(await liveBillsOf(trip)).toEqual([billId]);
    }
    // The 1,500 charge is credited to the vendor and bears TDS at the bill's 2% (30); the deduction does not reduce it.
    const net = TRIP_AMOUNT + 14210 + 1500 - 30 - 750.5; // 35899.25
    const text = pdfText(res);
    expect(text).toContain('SAI FREIGHT CARRIERS');
    expect(text).toContain('Vendor Bill');
    expect(text).toContain(billId);
    for (const trip of trips) expect(text).toContain(trip.TripID);
    expect(text).toMatch(/Net Payable\s+Rs\. 35,899\.25/);
    expect(text).toMatch(/Less: TDS on charges \(2%\)\s+- 30\.00/);
    // The table's Total row: the trips' TDS, 900.00 - 30.00 on the charge = 870.00.
    const totalRow = text.split('\n').find((line) => /^\s*Total\s+\d/.test(line))!;
    expect(totalRow).toMatch(/\s870\.00\s/);
    expect(totalRow).not.toContain('900.00');
    expect(text).toContain('TDS at 2% (section 393(1) [Table: Sl. No. 6(i)])');
    expect(text).toContain(
      'Rupees Thirty-Five Thousand Eight Hundred Ninety-Nine and Twenty-Five Paise Only',
    );
    for (const value of [
      'Ramesh Patil',
      'ABCDE1234F',
      '27ABCDE1234F1Z5',
      'State Bank of India',
      '123456789012',
      'SBIN0001234',
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toContain('Loading charges');
    expect(text).toContain('- 750.50');
    expect(text).toContain('Page 1 of 1');

    const row = (await transactions()).find((t) => t.billing_id === billId);
    expect(row).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      billing_id: billId,
      vendor: 'Shree Ganesh Roadlines',
      date: today,
      weight: 30,
      actual_weight: 39.9,
      freight: 43500,
      rate: null,
      diesel: 5000,
      advance: 2000,
      toll: 350.25,
      tds: 900,
      short: 100,
      remarks: 'Loading charges, Late delivery',
      gst: false,
      amount: TRIP_AMOUNT + 14210,
      remarks_amount: 749.5,
      gst_amount: 0,
      final_amount: net,
      // 2 % of the 1,500.00 charge, part of tds (870.00 on the trips + 30.00).
      charges_tds: 30,
      trip_ids: [trips[0].TripID, trips[1].TripID],
      revision: 1,
      username: usernames.accountant,
      profile: 'accountant',
      paid: 0,
      outstanding: 35899.25,
      payment_status: 'Unpaid',
      // beside SPEC.md's fields (revisions.test.ts covers them)
      remarks_list: [
        { text: 'Loading charges', amount: 1500 },
        { text: 'Late delivery', amount: -750.5 },
      ],
      revised_at: expect.any(String),
      out_of_date: false,
      changes: [],
      trips: [
        expect.objectContaining({ trip_id: trips[0].TripID }),
        expect.objectContaining({ trip_id: trips[1].TripID }),
      ],
    });
    const audit = await listAudit(suite.app.db, 'bill', billId);
    expect(audit.map((a) => [a.action, a.actor])).toEqual([['generate', usernames.accountant]]);
    expect((await listAudit(suite.app.db, 'trip', trips[0].TripID)).at(-1)).toMatchObject({
      action: 'bill',
      before: { TransactionStatus: 'Acknowledged', BillId: null },
      after: { TransactionStatus: 'Billed', BillId: billId },
    });
  });

  test('a second bill for the same trip is refused with 409 and nothing changes', async () => {
    const trip = await acknowledgedTrip();
    const billId = await billOf([trip]);
    const before = await billCount();
    const again = await generate([trip]);
    expect(again.json()).toEqual({ message: UNAVAILABLE });
    expect(again.statusCode).toBe(409);
    // Together with a free trip: still refused as a whole, the free trip stays free.
    const free = await acknowledgedTrip();
    const mixed = await generate([free, trip]);
    expect(mixed.statusCode).toBe(409);
    expect(await billCount()).toBe(before);
    expect((await tripById(free.TripID)).TransactionStatus).toBe('Acknowledged');
    expect(await liveBillsOf(trip)).toEqual([billId]);
  });

  test('20 concurrent requests for one trip make exactly one bill', async () => {
    const trip = await acknowledgedTrip();
    const before = await billCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => generate([trip])));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expect(lost.json()).toEqual({ message: UNAVAILABLE });
    const won = answers.find((a) => a.statusCode === 200)!;
    expect(await billCount()).toBe(before + 1);
    expect(await liveBillsOf(trip)).toEqual([won.headers['x-bill-id']]);
    expect((await tripById(trip.TripID)).BillId).toBe(won.headers['x-bill-id']);
  }, 60_000);

  if (process.env.TEST_DATABASE_URL) {
    // Several app instances share one PostgreSQL database (DESIGN.md section 6): the lock is in the database.
    test('on PostgreSQL, concurrent requests through two app instances on one database make exactly one bill', async () => {
      const { database } = (
        await sql<{ database: string }>`select current_database() as database`.execute(suite.app.db)
      ).rows[0];
      const config = {
        ...loadConfig({}),
        ...BUSINESS,
        adminUsername: TEST_ADMIN.username,
        adminPassword: TEST_ADMIN.password,
        logLevel: 'silent',
        clientDist: '/nonexistent',
      };
      const { app: second } = await prepareApp(
        config,
        await openDatabase({ databaseUrl: withDatabase(process.env.TEST_DATABASE_URL!, database) }),
      );
      try {
        const { username, password } = await createUser(second, 'bl_second_instance', 'accountant');
        const other = await TestClient.signedIn(second, username, password);
        const trips = [await acknowledgedTrip(), await acknowledgedTrip()];
        const before = await billCount();
        // Both trips in each request, listed in either order (the locks are taken in one order: no deadlock).
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 ? other : as.accountant).post(
              '/generate-pdf-bill',
              billRows(i % 4 < 2 ? trips : [...trips].reverse()),
            ),
          ),
        );
        const won = answers.filter((a) => a.statusCode === 200);
        expect(won).toHaveLength(1);
        expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
        expect(await billCount()).toBe(before + 1);
        const billId = won[0].headers['x-bill-id'];
        for (const trip of trips) expect(await liveBillsOf(trip)).toEqual([billId]);
      } finally {
        await second.close();
      }
    }, 60_000);
  }

  test('trips of two vendors: 409 MULTIPLE_VENDORS and nothing is stored', async () => {
    const a = await acknowledgedTrip();
    const b = await acknowledgedTrip({ vendor: 'Om Shree Carriers', from: 'Satara', to: 'Kolhapur' });
    const before = await billCount();
    const res = await generate([a, b]);
    expect(res.json()).toEqual(MULTIPLE_VENDORS);
    expect(res.statusCode).toBe(409);
    expect(await billCount()).toBe(before);
    expect((await tripById(a.TripID)).TransactionStatus).toBe('Acknowledged');
  });

  test('a failure inside the transaction leaves no bill and no Billed trip', async () => {
    const trip = await acknowledgedTrip();
    const before = await billCount();
    const lines = await rowCount(suite.app.db, 'bill_lines');
    // Injected in the database: marking trips Billed (after the bill and its lines were written) fails.
    await sql`create function fail_billing() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`.execute(
      suite.app.db,
    );
    await sql`create trigger fail_billing before update on trips for each row when (new.transaction_status = 'Billed') execute function fail_billing()`.execute(
      suite.app.db,
    );
    try {
      const res = await generate([trip]);
      expectMessage(res, 500, 'Something went wrong on the server. Please try again.');
    } finally {
      await sql`drop trigger fail_billing on trips`.execute(suite.app.db);
      await sql`drop function fail_billing()`.execute(suite.app.db);
    }
    expect(await billCount()).toBe(before);
    expect(await rowCount(suite.app.db, 'bill_lines')).toBe(lines);
    const after = await tripById(trip.TripID);
    expect([after.TransactionStatus, after.BillId]).toEqual(['Acknowledged', null]);
    expect((await listAudit(suite.app.db, 'trip', trip.TripID)).map((a) => a.action)).not.toContain('bill');
    // And the trip can be billed afterwards.
    expect((await generate([trip])).statusCode).toBe(200);
  });

  test('the database itself refuses a second live bill line for a trip', async () => {
    const trip = await acknowledgedTrip();
    const billId = await billOf([trip]);
    const line = await suite.app.db
      .selectFrom('bill_lines')
      .selectAll()
      .where('trip_row_id', '=', Number(trip._id))
      .where('live', '=', true)
      .executeTakeFirstOrThrow();
    const { id: _id, line_no: _n, ...copy } = line;
    await expect(
      suite.app.db
        .insertInto('bill_lines')
        .values({ ...copy, line_no: 99 })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await liveBillsOf(trip)).toEqual([billId]);
  });

  test('checks selection and remarks with the section 5 messages', async () => {
    const trip = await acknowledgedTrip();
    const cases: Array<[unknown, string]> = [
      [[], 'Please select at least one row to generate the bill.'],
      [billRows([trip], [{ text: 'ab', amount: 5 }]), 'Remark 1: Text must be at least 3 characters'],
      [
        billRows([trip], [{ text: 'Loading', amount: '' }]),
        'Remark 1: Amount is required when text is entered',
      ],
      [billRows([trip], [{ text: 'Loading', amount: 'ten' }]), 'Remark 1: Amount must be a valid number'],
      [
        billRows(
          [trip],
          [
            { text: 'Loading', amount: 1 },
            { text: 'x'.repeat(21), amount: 1 },
          ],
        ),
        'Remark 2: Text cannot exceed 20 characters',
      ],
      [
        billRows(
          [trip],
          [
            { text: 'One', amount: 1 },
            { text: 'Two', amount: 2 },
            { text: 'Three', amount: 3 },
          ],
        ),
        'Maximum 2 remarks allowed',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as.accountant.post('/generate-pdf-bill', body);
      expect(res.json()).toEqual({ message });
      expect(res.statusCode).toBe(400);
    }
    expect((await tripById(trip.TripID)).TransactionStatus).toBe('Acknowledged');
  });
});

// ---------------------------------------------------------------- Transactions

describe('Transactions', () => {
  test('a re-download is the same document as the first PDF', async () => {
    const trip = await acknowledgedTrip();
    const first = await generate([trip], [{ text: 'Halting', amount: 400 }]);
    const billId = first.headers['x-bill-id'] as string;
    // The trip changes afterwards through Revise Bill's inline edit: the stored bill does not.
    expect(
      (
        await as.accountant.post('/update-one-revise-bill', {
          updateRows: { DieselAmount: 9999 },
          trip_id: trip.TripID,
          bill_id: billId,
        })
      ).statusCode,
    ).toBe(201);
    const again = await as.accountant.get(`/generate-pdf-by-bill-id-transaction/${billId.toLowerCase()}`);
    expect(again.statusCode).toBe(200);
    // One file name per bill on every screen: the bill id and its revision.
    expect(again.headers['content-disposition']).toBe(`attachment; filename="Bill-${billId}-r1.pdf"`);
    expect(pdfText(again)).toBe(pdfText(first));
    // Opened in a new tab, the same PDF is shown inline under the same name.
    const inline = await as.accountant.get(
      `/generate-pdf-by-bill-id-transaction/${billId}?disposition=inline`,
    );
    expect(inline.headers['content-disposition']).toBe(`inline; filename="Bill-${billId}-r1.pdf"`);
    expect(inline.rawPayload.equals(first.rawPayload)).toBe(true);
    const wrong = await as.accountant.get(
      `/generate-pdf-by-bill-id-transaction/${billId}?disposition=sideways`,
    );
    expect(wrong.statusCode).toBe(400);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // 20,969.75 + 400 halting - 8 TDS on it (2%).
    expect(pdfText(again)).toMatch(new RegExp(`Net Payable\\s+Rs\\. 21,361\\.75`));

    const missing = await as.accountant.get('/generate-pdf-by-bill-id-transaction/B999999');
    expect(missing.json()).toEqual({ message: BILL_NOT_FOUND });
    expect(missing.statusCode).toBe(404);
  });

  test('list-all-transactions: date rules, newest first, and the message when none', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ startDate: today }, 'Please select both start and end dates.'],
      [{ startDate: '2025-02-10', endDate: '2025-02-01' }, 'End date should be greater than start date.'],
    ];
    for (const [body, message] of cases) {
      const res = await as.accountant.post('/list-all-transactions', body);
      expect(res.json()).toEqual({ message });
      expect(res.statusCode).toBe(400);
    }
    const none = await as.accountant.post('/list-all-transactions', {
      startDate: '2001-01-01',
      endDate: '2001-01-31',
    });
    expectMessage(none, 200, 'No data found for this date range.');
    const rows = await transactions();
    expect(rows.length).toBeGreaterThan(1);
    const numbers = rows.map((r) => Number(r.billing_id.slice(1)));
    expect(numbers).toEqual([...numbers].sort((x, y) => y - x));
  });

  test('delete cancels the bill (kept) and returns its trips to Acknowledged', async () => {
    const trips = [await acknowledgedTrip(), await acknowledgedTrip()];
    const billId = await billOf(trips);
    const res = await as.accountant.post('/delete-transaction', { billId });
    expect(res.json()).toEqual({ message: 'Transaction deleted successfully.' });
    expect(res.statusCode).toBe(200);
    for (const trip of trips) {
      const after = await tripById(trip.TripID);
      expect([after.TransactionStatus, after.BillId]).toEqual(['Acknowledged', null]);
      expect(await liveBillsOf(trip)).toEqual([]);
    }
    expect((await transactions()).map((t) => t.billing_id)).not.toContain(billId);
    const kept = await suite.app.db
      .selectFrom('bills')
      .select(['cancelled_by', 'cancelled_at'])
      .where('bill_id', '=', billId)
      .executeTakeFirstOrThrow();
    expect(kept.cancelled_by).toBe(usernames.accountant);
    expect((await listAudit(suite.app.db, 'bill', billId)).map((a) => a.action)).toEqual([
      'generate',
      'cancel',
    ]);

    const again = await as.accountant.post('/delete-transaction', { billId });
    expect(again.json()).toEqual({ message: 'This bill is already cancelled.' });
    expect(again.statusCode).toBe(409);
    const unknown = await as.accountant.post('/delete-transaction', { billId: 'B999999' });
    expect(unknown.statusCode).toBe(404);
    expect((await as.accountant.get(`/generate-pdf-by-bill-id-transaction/${billId}`)).statusCode).toBe(404);
    // Searched again where bills are revised, the bill is named as cancelled (not "not found").
    const cancelledOn = formatIndianDate(kept.cancelled_at);
    const cancelled = {
      message: `Bill ${billId} was cancelled on ${cancelledOn}: a cancelled bill has nothing to update.`,
      errorCode: 'BILL_CANCELLED',
    };
    const revise = await as.accountant.post('/list-to-revise-bill', { bill_id: billId });
    expect([revise.statusCode, revise.json()]).toEqual([404, cancelled]);
    const pdf = await as.accountant.get(`/generate-pdf-by-bill-id-transaction/${billId}`);
    expect(pdf.json()).toEqual(cancelled);
    // The trips can be billed again.
    expect((await generate(trips)).statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------- Revise Bill

describe('Revise Bill', () => {
  test('list-to-revise-bill by bill id: the bill trips and the vendor unbilled acknowledged trips', async () => {
    const [a, b] = [await acknowledgedTrip(), await acknowledgedTrip()];
    const other = await acknowledgedTrip({ vendor: 'Om Shree Carriers', from: 'Satara', to: 'Kolhapur' });
    const billId = await billOf([a]);
    const res = await as.accountant.post('/list-to-revise-bill', { bill_id: billId.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const { billed, acknowledged, message } = res.json();
    expect(message).toBe('');
    expect(billed.map((t: TripRecord) => t.TripID)).toEqual([a.TripID]);
    expect(billed[0].BillId).toBe(billId);
    const ackIds = acknowledged.map((t: TripRecord) => t.TripID);
    expect(ackIds).toContain(b.TripID);
    expect(ackIds).not.toContain(other.TripID);

    const unknown = await as.accountant.post('/list-to-revise-bill', { bill_id: 'B999999' });
    expect(unknown.json()).toEqual({ message: BILL_NOT_FOUND });
    expect(unknown.statusCode).toBe(404);
    const nothing = await as.accountant.post('/list-to-revise-bill', {});
    expect(nothing.json()).toEqual({
      billed: [],
      acknowledged: [],
      message: 'No records available',
      bills: [],
    });
    const byDates = (
      await as.accountant.post('/list-to-revise-bill', { startDate: today, endDate: today })
    ).json();
    expect(byDates.billed.map((t: TripRecord) => t.TripID)).toContain(a.TripID);
    expect(byDates.acknowledged.map((t: TripRecord) => t.TripID)).toEqual(
      expect.arrayContaining([b.TripID, other.TripID]),
    );
    const reversed = await as.accountant.post('/list-to-revise-bill', {
      startDate: '2025-02-10',
      endDate: '2025-02-01',
    });
    expect(reversed.json()).toEqual({ message: 'End date should be greater than or equal to Start Date.' });
  });

  test('revise moves trips both ways, replaces remarks, and keeps revision 1', async () => {
    const [a, b, c] = [
      await acknowledgedTrip(),
      await acknowledgedTrip(),
      await acknowledgedTrip({ weight: '10', diesel: '', advance: '', toll: '', short: '' }),
    ];
    const billId = await billOf([a, b], [{ text: 'Halting', amount: 400 }]);
    const listed = (await as.accountant.post('/list-to-revise-bill', { bill_id: billId })).json();
    const billedA = listed.billed.find((t: TripRecord) => t.TripID === a.TripID);
    const billedB = listed.billed.find((t: TripRecord) => t.TripID === b.TripID);
    const ackC = listed.acknowledged.find((t: TripRecord) => t.TripID === c.TripID);
    const res = await as.accountant.post('/generate-pdf-revised-bill', {
      billedSelectedRows: [billedA],
      billedUnselectedRows: [billedB],
      ackSelectedRows: [ackC],
      additionalRemarks: [{ text: 'penalty', amount: '-250' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Bill-${billId}-r2.pdf"`);
    expect(res.headers['x-bill-revision']).toBe('2');
    expect(res.headers['x-bill-id']).toBe(billId);
    const text = pdfText(res);
    expect(text).toContain(billId);
    expect(text).toContain('Revision');
    expect(text).toContain(a.TripID);
    expect(text).toContain(c.TripID);
    expect(text).not.toContain(b.TripID);
    expect(text).not.toContain('Halting');
    const net = TRIP_AMOUNT + 14210 - 250; // 34929.75
    expect(text).toMatch(/Net Payable\s+Rs\. 34,929\.75/);

    expect((await tripById(a.TripID)).BillId).toBe(billId);
    expect((await tripById(c.TripID)).BillId).toBe(billId);
    const leftB = await tripById(b.TripID);
    expect([leftB.TransactionStatus, leftB.BillId]).toEqual(['Acknowledged', null]);

    const row = (await transactions()).find((t) => t.billing_id === billId)!;
    expect([row.revision, row.trip_ids, row.final_amount, row.remarks]).toEqual([
      2,
      [a.TripID, c.TripID],
      net,
      'Penalty',
    ]);
    // Revision 1 is kept as it was.
    const revisions = await revisionsOf(suite.app.db, billId);
    expect(revisions.map((r) => [r.revision, r.net_amount])).toEqual([
      [1, 2 * TRIP_AMOUNT + 400 - 8],
      [2, net],
    ]);
    const firstLines = await suite.app.db
      .selectFrom('bill_lines')
      .select(['trip_id', 'live'])
      .where('bill_revision_id', '=', revisions[0].id)
      .orderBy('line_no')
      .execute();
    expect(firstLines).toEqual([
      { trip_id: a.TripID, live: false },
      { trip_id: b.TripID, live: false },
    ]);
    expect((await listAudit(suite.app.db, 'bill', billId)).map((x) => x.action)).toEqual([
      'generate',
      'revise',
    ]);
    // The same id's download is now revision 2.
    expect(pdfText(await as.accountant.get(`/generate-pdf-by-bill-id-transaction/${billId}`))).toBe(text);
  });

  test('revise refuses another vendor, an empty bill and stale rows', async () => {
    const a = await acknowledgedTrip();
    const other = await acknowledgedTrip({ vendor: 'Om Shree Carriers', from: 'Satara', to: 'Kolhapur' });
    const billId = await billOf([a]);
    const billedA = await tripById(a.TripID);
    const mixed = await as.accountant.post('/generate-pdf-revised-bill', {
      billedSelectedRows: [billedA],
      billedUnselectedRows: [],
      ackSelectedRows: [other],
      additionalRemarks: [],
    });
    expect(mixed.json()).toEqual(MULTIPLE_VENDORS);
    expect(mixed.statusCode).toBe(409);
    const empty = await as.accountant.post('/generate-pdf-revised-bill', {
      billedSelectedRows: [],
      billedUnselectedRows: [billedA],
      ackSelectedRows: [],
      additionalRemarks: [],
    });
    expect(empty.json()).toEqual({ message: 'Please select at least one row to generate the bill.' });
    expect(empty.statusCode).toBe(400);
    const taken = await billOf([other]);
    const stale = await as.accountant.post('/generate-pdf-revised-bill', {
      billedSelectedRows: [billedA],
      billedUnselectedRows: [],
      ackSelectedRows: [other],
      additionalRemarks: [],
    });
    expect(stale.json()).toEqual({ message: UNAVAILABLE });
    expect(stale.statusCode).toBe(409);
    expect(await liveBillsOf(other)).toEqual([taken]);
    const revisions = await suite.app.db
      .selectFrom('bill_revisions')
      .innerJoin('bills', 'bills.id', 'bill_revisions.bill_id')
      .select('revision')
      .where('bills.bill_id', '=', billId)
      .execute();
    expect(revisions).toHaveLength(1);
  });

  test('update-one-revise-bill: 201, the server recomputes Freight and DifferenceInWeight', async () => {
    const a = await acknowledgedTrip();
    const billId = await billOf([a]);
    const res = await as.accountant.post('/update-one-revise-bill', {
      updateRows: { Weight: '21', ActualWeight: 20.5, Short: '50', DriverName: 'Sunil More', Freight: 1 },
      trip_id: a.TripID,
      bill_id: billId,
    });
    expect(res.json()).toEqual({ message: 'Trip updated successfully.' });
    expect(res.statusCode).toBe(201);
    const after = await tripById(a.TripID);
    expect(after).toMatchObject({
      Weight: 21,
      ActualWeight: 20.5,
      DifferenceInWeight: 0.5,
      Freight: 30450,
      Short: 50,
      DriverName: 'Sunil More',
      BillId: billId,
    });
    expect((await listAudit(suite.app.db, 'trip', a.TripID)).at(-1)?.action).toBe('revise-edit');

    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ updateRows: { Weight: 1 }, trip_id: 'T999999999', bill_id: billId }, 404, 'Trip not found.'],
      [
        { updateRows: { Toll: 'abc' }, trip_id: a.TripID, bill_id: billId },
        400,
        'Toll must be a valid number.',
      ],
      [
        { updateRows: { Toll: 5 }, trip_id: a.TripID, bill_id: 'B1' },
        400,
        'This trip is not part of the selected bill.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const r = await as.accountant.post('/update-one-revise-bill', body);
      expect(r.json()).toEqual({ message });
      expect(r.statusCode).toBe(status);
    }
  });
});

// ---------------------------------------------------------------- Business and roles

describe('GET /api/business', () => {
  test('all statuses by dates and truck, with the report filter rules', async () => {
    const billed = await acknowledgedTrip({ truck: 'KA01AB2222' });
    await billOf([billed]);
    const ack = await acknowledgedTrip({ truck: 'KA01AB2222' });
    const res = await as.admin.get(
      `/api/business?${new URLSearchParams({ startDate: today, endDate: today, truckNumber: 'ka01' })}`,
    );
    expect(res.statusCode).toBe(200);
    const rows: TripRecord[] = res.json().tableData;
    expect(rows.map((t) => t.TripID)).toEqual(expect.arrayContaining([billed.TripID, ack.TripID]));
    expect(rows.every((t) => t.TruckNumber === 'KA01AB2222')).toBe(true);
    expect(rows.find((t) => t.TripID === billed.TripID)?.TransactionStatus).toBe('Billed');
    expect(rows[0].Freight).toEqual(expect.any(Number));
    for (const [query, message] of [
      ['', 'Please select at least one filter'],
      [`startDate=${today}&truckNumber=KA01`, 'Please select both start-date and end-date'],
    ]) {
      const r = await as.admin.get(`/api/business?${query}`);
      expect(r.json()).toEqual({ message });
      expect(r.statusCode).toBe(400);
    }
  });
});

describe('roles', () => {
  test('both managers get 403 on every billing, transactions, revise and business call; the others do not', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/list-billing', { vendor: 'Shree' }],
      ['POST', '/generate-pdf-bill', []],
      ['POST', '/list-all-transactions', { startDate: today, endDate: today }],
      ['GET', '/generate-pdf-by-bill-id-transaction/B999999'],
      ['POST', '/delete-transaction', { billId: 'B999999' }],
      ['POST', '/list-to-revise-bill', {}],
      ['POST', '/generate-pdf-revised-bill', {}],
      ['POST', '/update-one-revise-bill', {}],
      ['GET', `/api/business?startDate=${today}&endDate=${today}`],
    ];
    for (const [method, url, payload] of calls) {
      for (const profile of ['loadingManager', 'unloadingManager'] as const) {
        const res = await as[profile].request({ method: method as 'GET', url, payload: payload as object });
        expect([url, profile, res.statusCode, res.json()]).toEqual([
          url,
          profile,
          403,
          { message: NO_ACCESS },
        ]);
      }
      for (const profile of ['accountant', 'admin'] as const) {
        const res = await as[profile].request({ method: method as 'GET', url, payload: payload as object });
        expect([url, profile, res.statusCode]).not.toEqual([url, profile, 403]);
      }
    }
  });
});
