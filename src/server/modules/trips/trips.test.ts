import { todayInIndia } from '../../../shared/common/dates';
import { TRIP_MESSAGES, type TripRecord } from '../../../shared/trips';
import { TRIP_ACCESS_MESSAGES } from '../../../shared/trips/access';
import { ACCESS_MESSAGES } from '../../../shared/common/messages';
import { listAudit } from '../audit/repository';
import { postMultipart, samplePdf, type MultipartFiles } from '../../test/multipart';
import { masterDataSuite, nextDoNumber } from '../../test/setup-calls';
import type { TestClient } from '../../test/test-app';
import { tripService } from './service';
import { indiaDateTime } from './trip-context';
import { SAMPLE_TRIP } from '../../../shared/test/samples';

// The words users and API clients see (SPEC.md sections 5 and 8) are asserted as the shared lists
// hold them (their words are checked in src/shared); a route answering other words fails here.
const suite = masterDataSuite('tr', {
  routes: [
    ['Pune', 'Mumbai', 1450],
    ['Mumbai', 'Pune', 1400],
    ['Navi mumbai', 'Nashik', 1333],
    ['Satara', 'Kolhapur', 900],
  ],
  // With a valid PAN a trip takes its vendor's rate; without one, section 206AA's 20 % (tds-by-law.test.ts).
  vendors: (
    [
      ['Shree Ganesh Roadlines', 2, 'AABFS1234K'],
      ['Om Shree Carriers', 1, ''],
      ['Sai Krupa Transport', 1.5, 'AAAPS1234K'],
    ] as const
  ).map(([companyName, tdsRate, pan]) => ({
    companyName,
    companyOwner: 'Ramesh Patil',
    tdsRate,
    gstApplicable: 'No',
    pan,
  })),
  trucks: ['MH12KL1111', 'KA01AB2222', 'GJ05CD3333'],
});
const { clients: as, usernames } = suite;
const today = todayInIndia();

/**
 * A trip form body as the client sends it (numbers as typed text, client-computed values included),
 * with a DO number of its own: the same truck and DO number on one day is a duplicate trip.
 */
function tripForm(overrides: Record<string, unknown> = {}) {
  return {
    username: 'someone-else',
    userProfile: 'admin',
    TruckNumber: 'mh12kl1111',
    DONumber: nextDoNumber(),
    DriverName: 'Ramesh Yadav',
    Vendor: 'shree ganesh roadlines',
    DestinationFrom: 'pune',
    DestinationTo: 'MUMBAI',
    TruckType: 'Bulker',
    TransactionStatus: 'Open',
    Weight: '12.345',
    Freight: 1,
    Rate: 99999,
    DieselAmount: '5000.50',
    DieselSlipNumber: 'DS-778',
    TDS_Rate: 50,
    Advance: '2000',
    Toll: '350.25',
    Adblue: '',
    Greasing: null,
    ...overrides,
  };
}

async function createTrip(
  client: TestClient = as.accountant,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await client.post('/reports', tripForm(overrides));
  expect(res.json()).toEqual({ message: TRIP_MESSAGES.submitted, TripID: expect.stringMatching(/^T\d+$/) });
  expect(res.statusCode).toBe(201);
  return res.json().TripID;
}

async function getTrip(tripId: string, client: TestClient = as.accountant): Promise<TripRecord> {
  const res = await client.get(`/api/trip/${tripId}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function report(
  query: Record<string, string>,
  client: TestClient = as.accountant,
): Promise<TripRecord[]> {
  const res = await client.get(`/api/reports?${new URLSearchParams(query)}`);
  expect(res.statusCode).toBe(200);
  return res.json().tableData;
}

/** Billing is another module: here a trip is put on a bill directly, the way billing stores it. */
async function markBilled(tripId: string, billId = 'B900001') {
  await suite.app.db
    .updateTable('trips')
    .set({ transaction_status: 'Billed', bill_id: billId })
    .where('trip_id', '=', tripId)
    .execute();
}

describe('POST /reports and GET /api/trip/{tripId}', () => {
  test('stores the trip with Rate, Freight and TDS_Rate computed on the server, whatever the client sent', async () => {
    const tripId = await createTrip(as.accountant, { DONumber: SAMPLE_TRIP.DONumber });
    const trip = await getTrip(tripId);
    expect(trip).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      TripID: tripId,
      Username: usernames.accountant,
      Profile: 'accountant',
      ...SAMPLE_TRIP,
      localDate: today,
      localTime: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
      Weight: 12.345,
      ActualWeight: null,
      DifferenceInWeight: null,
      // 1450 x 12.345 = 17900.25 -> 17900
      Freight: 17900,
      Rate: 1450,
      DieselAmount: 5000.5,
      DieselSlipNumber: 'DS-778',
      TDS_Rate: 2,
      Short: null,
      Advance: 2000,
      Toll: 350.25,
      Adblue: null,
      Greasing: null,
      BillId: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      DieselSlipImage: null,
      LoadingAdvice: null,
      InvoiceCompany: null,
      WeightmentSlip: null,
    });
    // A trip id is case-insensitive in the search box.
    expect((await getTrip(tripId.toLowerCase())).TripID).toBe(tripId);
  });

  test('trip ids come from a sequence: each new trip gets the next number', async () => {
    const first = await createTrip();
    const second = await createTrip();
    expect(Number(second.slice(1))).toBe(Number(first.slice(1)) + 1);
  });

  test('freight rounds half up; 0 with no weight; rate 0 and freight 0 for a pair without a rate', async () => {
    // 1333 x 0.5 = 666.5 -> 667 (destinations match whatever their case and spacing)
    const half = await getTrip(
      await createTrip(as.accountant, {
        DestinationFrom: 'navi  MUMBAI',
        DestinationTo: 'nashik',
        Weight: 0.5,
      }),
    );
    expect(half).toMatchObject({
      DestinationFrom: 'Navi mumbai',
      DestinationTo: 'Nashik',
      Rate: 1333,
      Freight: 667,
    });
    const noWeight = await getTrip(await createTrip(as.accountant, { Weight: '' }));
    expect(noWeight).toMatchObject({ Weight: null, Rate: 1450, Freight: 0 });
    // Pune is a known origin and Pune a known destination, but Pune -> Pune has no rate.
    const noRate = await getTrip(
      await createTrip(as.accountant, { DestinationFrom: 'Mumbai', DestinationTo: 'Mumbai', Weight: 10 }),
    );
    expect(noRate).toMatchObject({ Rate: 0, Freight: 0 });
  });

  test('refuses in the order of SPEC.md section 5, with its words', async () => {
    const refused = async (overrides: Record<string, unknown>, message: string) => {
      const res = await as.accountant.post('/reports', tripForm(overrides));
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { message } });
    };
    await refused(
      { TruckNumber: 'MH99ZZ9999', Vendor: 'Nobody Ltd', DestinationFrom: 'Atlantis' },
      'Please enter valid truck number',
    );
    await refused({ Vendor: 'Nobody Ltd', DestinationFrom: 'Atlantis' }, 'Please enter valid vendor');
    // A destination known only as a To is not a valid From.
    await refused({ DestinationFrom: 'Nashik', TruckType: '' }, 'Please enter valid destination');
    await refused({ DestinationTo: 'Satara' }, 'Please enter valid destination');
    await refused({ TruckType: '' }, 'Please fill the required fields before submitting');
    await refused({ TruckType: 'Tanker' }, 'Please fill the required fields before submitting');
    await refused(
      { TruckNumber: '', TransactionStatus: 'Acknowledged' },
      'Please fill the required fields before submitting',
    );
    await refused({ TransactionStatus: 'Acknowledged' }, TRIP_MESSAGES.invalidStatus);
    await refused({ TransactionStatus: 'Billed' }, TRIP_MESSAGES.invalidStatus);
    await refused({ Weight: '12kg' }, 'Weight must be a valid number.');
    await refused({ Toll: -5 }, 'Toll cannot be negative.');
  });

  test('the loading manager records trips but never sees Freight or Rate; the unloading manager may not record', async () => {
    const tripId = await createTrip(as.loadingManager);
    const seen = await getTrip(tripId, as.loadingManager);
    expect(seen).not.toHaveProperty('Freight');
    expect(seen).not.toHaveProperty('Rate');
    expect(seen).toMatchObject({ Profile: 'loadingManager', TDS_Rate: 2, Weight: 12.345 });
    expect(await getTrip(tripId, as.unloadingManager)).not.toHaveProperty('Freight');
    // Stored all the same.
    expect(await getTrip(tripId, as.admin)).toMatchObject({ Freight: 17900, Rate: 1450 });

    const res = await as.unloadingManager.post('/reports', tripForm());
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 403,
      body: { message: ACCESS_MESSAGES.noAccess },
    });
  });

  test('an unknown trip id is 404 with the message', async () => {
    const res = await as.accountant.get('/api/trip/T1');
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 404,
      body: { message: TRIP_MESSAGES.notFound },
    });
  });
});

describe('POST /api/trip', () => {
  test('updates the trip and recomputes its values from the master data', async () => {
    const tripId = await createTrip();
    const res = await as.accountant.post(
      '/api/trip',
      tripForm({
        TripID: tripId,
        DestinationFrom: 'Mumbai',
        DestinationTo: 'Pune',
        Vendor: 'sai krupa transport',
        Weight: 20,
        Freight: 5,
        Rate: 5,
        TDS_Rate: 0,
        DriverName: 'Suresh',
        Advance: '',
      }),
    );
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: TRIP_MESSAGES.updated },
    });
    expect(await getTrip(tripId)).toMatchObject({
      DestinationFrom: 'Mumbai',
      DestinationTo: 'Pune',
      Vendor: 'Sai Krupa Transport',
      Rate: 1400,
      Freight: 28000,
      TDS_Rate: 1.5,
      DriverName: 'Suresh',
      Advance: null,
      Username: usernames.accountant,
    });
  });

  test('a trip keeps its values when its vendor or route was deleted since', async () => {
    const vendor = await as.admin.post('/add-vendor', {
      companyName: 'Short Lived Cargo',
      companyOwner: 'Ravi Kumar',
      tdsRate: 1,
      gstApplicable: 'No',
      deducteeType: 'individualOrHuf',
    });
    const route = await as.admin.post('/add-freight', {
      from_destination: 'Wai',
      to_destination: 'Pune',
      rate: 800,
    });
    const tripId = await createTrip(as.accountant, {
      Vendor: 'Short Lived Cargo',
      DestinationFrom: 'Wai',
      DestinationTo: 'Pune',
      Weight: 10,
    });
    expect((await as.admin.delete(`/delete-vendor/${vendor.json().vendor._id}`)).statusCode).toBe(200);
    const freight = (await (await as.admin.get('/list-freight')).json()) as { _id: string; from: string }[];
    expect(
      (await as.admin.delete(`/delete-freight/${freight.find((f) => f.from === 'Wai')!._id}`)).statusCode,
    ).toBe(200);
    expect(route.statusCode).toBe(201);

    const res = await as.accountant.post(
      '/api/trip',
      tripForm({
        TripID: tripId,
        Vendor: 'short lived cargo',
        DestinationFrom: 'Wai',
        DestinationTo: 'Pune',
        Weight: 11,
      }),
    );
    expect(res.statusCode).toBe(200);
    // The vendor had no PAN: the trip was stored at section 206AA's 20 % and keeps it.
    expect(await getTrip(tripId)).toMatchObject({
      Vendor: 'Short Lived Cargo',
      TDS_Rate: 20,
      Rate: 800,
      Freight: 8800,
    });
    // A new trip cannot name them any more.
    const fresh = await as.accountant.post('/reports', tripForm({ Vendor: 'Short Lived Cargo' }));
    expect(fresh.json()).toEqual({ message: 'Please enter valid vendor' });
  });

  test('status: the trip form never changes it (400, nothing stored); an unknown TripID is 404', async () => {
    const tripId = await createTrip();
    const before = await getTrip(tripId);
    for (const TransactionStatus of ['Acknowledged', 'Billed']) {
      const res = await as.accountant.post(
        '/api/trip',
        tripForm({ TripID: tripId, TransactionStatus, DriverName: 'Changed' }),
      );
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { message: TRIP_ACCESS_MESSAGES.statusLocked },
      });
    }
    expect(await getTrip(tripId)).toEqual(before);
    const missing = await as.accountant.post('/api/trip', tripForm({ TripID: 'T999999999' }));
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: 404,
      body: { message: TRIP_MESSAGES.notFound },
    });
    const unloading = await as.unloadingManager.post('/api/trip', tripForm({ TripID: tripId }));
    expect(unloading.statusCode).toBe(403);
  });

  test("a Billed trip's status and money cannot change through the trip form; other details can", async () => {
    const tripId = await createTrip();
    await markBilled(tripId);
    const billedForm = (o: Record<string, unknown>) =>
      tripForm({ TripID: tripId, TransactionStatus: 'Billed', ...o });
    const statusChange = await as.accountant.post(
      '/api/trip',
      billedForm({ TransactionStatus: 'Acknowledged' }),
    );
    expect({ status: statusChange.statusCode, body: statusChange.json() }).toEqual({
      status: 400,
      body: { message: TRIP_ACCESS_MESSAGES.statusLocked },
    });
    for (const change of [
      { Weight: 13 },
      { Advance: 1 },
      { Vendor: 'Om Shree Carriers' },
      { DestinationTo: 'Pune', DestinationFrom: 'Mumbai' },
    ]) {
      const res = await as.accountant.post('/api/trip', billedForm(change));
      expect({ change, status: res.statusCode, body: res.json() }).toEqual({
        change,
        status: 409,
        body: { message: TRIP_MESSAGES.billedLocked },
      });
    }
    // The rate master changes after billing; the billed trip keeps the billed rate.
    const freight = (await (await as.admin.get('/list-freight')).json()) as {
      _id: string;
      from: string;
      to: string;
      rate: number;
    }[];
    const puneMumbai = freight.find((f) => f.from === 'Pune' && f.to === 'Mumbai')!;
    await as.admin.post('/update-freight', {
      old: puneMumbai,
      new: { from_destination: 'Pune', to_destination: 'Mumbai', rate: 2000 },
    });
    const res = await as.accountant.post(
      '/api/trip',
      billedForm({ DriverName: 'New Driver', Weight: '12.3450' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await getTrip(tripId)).toMatchObject({
      DriverName: 'New Driver',
      TransactionStatus: 'Billed',
      BillId: 'B900001',
      Rate: 1450,
      Freight: 17900,
    });
    await as.admin.post('/update-freight', {
      old: { ...puneMumbai, rate: 2000 },
      new: { from_destination: 'Pune', to_destination: 'Mumbai', rate: 1450 },
    });
  });
});

describe('GET /api/reports', () => {
  let reportTrips: Record<string, string>;

  beforeAll(async () => {
    // Dates are set the way the Reports screen corrects them: a row save with localDate.
    const make = async (overrides: Record<string, unknown>, localDate: string) => {
      const tripId = await createTrip(as.accountant, overrides);
      const { _id } = await getTrip(tripId);
      const res = await postMultipart(as.accountant, `/api/reports/${_id}`, {
        id: _id,
        localDate,
        transactionStatus: 'Open',
      });
      expect(res.statusCode).toBe(200);
      return tripId;
    };
    reportTrips = {
      marchFirst: await make({ TruckNumber: 'KA01AB2222', Vendor: 'Om Shree Carriers' }, '2025-03-01'),
      marchLast: await make({ TruckNumber: 'GJ05CD3333', Vendor: 'Shree Ganesh Roadlines' }, '2025-03-31'),
      april: await make({ TruckNumber: 'KA01AB2222', Vendor: 'Shree Ganesh Roadlines' }, '2025-04-01'),
      february: await make({ TruckNumber: 'MH12KL1111', Vendor: 'Sai Krupa Transport' }, '2025-02-28'),
    };
  });

  test('a date range includes both ends, newest first', async () => {
    const rows = await report({ startDate: '2025-03-01', endDate: '2025-03-31' });
    expect(ids(rows)).toEqual([reportTrips.marchLast, reportTrips.marchFirst]);
    expect(ids(await report({ startDate: '2025-02-28', endDate: '2025-04-01' }))).toEqual([
      reportTrips.april,
      reportTrips.marchLast,
      reportTrips.marchFirst,
      reportTrips.february,
    ]);
  });

  test('vendor is a case-insensitive prefix of the company name; truck a case-insensitive substring', async () => {
    const range = { startDate: '2025-01-01', endDate: '2025-12-31' };
    expect(ids(await report({ ...range, vendor: 'shree' }))).toEqual([
      reportTrips.april,
      reportTrips.marchLast,
    ]);
    expect(ids(await report({ ...range, vendor: 'om sh' }))).toEqual([reportTrips.marchFirst]);
    expect(ids(await report({ ...range, truckNumber: 'ab22' }))).toEqual([
      reportTrips.april,
      reportTrips.marchFirst,
    ]);
    expect(ids(await report({ ...range, truckNumber: 'ab22', vendor: 'SHREE G' }))).toEqual([
      reportTrips.april,
    ]);
    // No dates: a vendor alone searches every date; '%' is a character, not a wildcard.
    expect(ids(await report({ vendor: 'Sai K' }))).toContain(reportTrips.february);
    expect(await report({ vendor: '%' })).toEqual([]);
  });

  test('the filter rules of SPEC.md section 5', async () => {
    const refused = async (query: Record<string, string>, message: string) => {
      const res = await as.accountant.get(`/api/reports?${new URLSearchParams(query)}`);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { message } });
    };
    await refused({}, 'Please select at least one filter');
    await refused({ vendor: '  ', truckNumber: '' }, 'Please select at least one filter');
    await refused(
      { truckNumber: 'KA01', startDate: '2025-03-01' },
      'Please select both start-date and end-date',
    );
    await refused({ startDate: '2025-02-30', endDate: '2025-03-01' }, 'Please select a valid date.');
  });

  test('the India date: a trip entered at 00:30 IST (19:00 UTC the day before) is on the India day', async () => {
    const lateNight = tripService(suite.app.db, () => new Date('2025-06-30T19:00:00Z'));
    const trip = await lateNight.create(
      { username: usernames.accountant, profile: 'accountant' },
      tripForm(),
    );
    expect({ localDate: trip.localDate, localTime: trip.localTime }).toEqual({
      localDate: '2025-07-01',
      localTime: '00:30:00',
    });
    expect(ids(await report({ startDate: '2025-07-01', endDate: '2025-07-01' }))).toEqual([trip.tripId]);
    expect(await report({ startDate: '2025-06-30', endDate: '2025-06-30' })).toEqual([]);
    expect(indiaDateTime(new Date('2025-06-30T18:29:59Z'))).toEqual({
      localDate: '2025-06-30',
      localTime: '23:59:59',
    });
  });

  test("the loading manager may only ask for today's list, and never sees Freight or Rate", async () => {
    const tripId = await createTrip(as.loadingManager);
    const rows = await report({ startDate: today, endDate: today }, as.loadingManager);
    expect(ids(rows)).toContain(tripId);
    for (const row of rows) {
      expect(row).not.toHaveProperty('Freight');
      expect(row).not.toHaveProperty('Rate');
    }
    const queries: Record<string, string>[] = [
      { startDate: '2025-03-01', endDate: '2025-03-31' },
      { startDate: today, endDate: '2099-01-01' },
      { vendor: 'Shree' },
    ];
    for (const query of queries) {
      const res = await as.loadingManager.get(`/api/reports?${new URLSearchParams(query)}`);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 403,
        body: { message: ACCESS_MESSAGES.noAccess },
      });
    }
    // The unloading manager has Reports, without freight.
    const unloading = await report({ startDate: '2025-03-01', endDate: '2025-03-31' }, as.unloadingManager);
    expect(unloading).toHaveLength(2);
    expect(unloading[0]).not.toHaveProperty('Freight');
    expect((await report({ startDate: '2025-03-01', endDate: '2025-03-31' }))[0]).toHaveProperty('Freight');
  });
});

describe('POST /api/reports/{id} (row save, multipart)', () => {
  test('acknowledges with actual weight, short and a weighment slip; the slip downloads with its bytes and name', async () => {
    const tripId = await createTrip(as.loadingManager);
    const { _id } = await getTrip(tripId);
    const slip = samplePdf('weighment slip 4471');
    const res = await postMultipart(
      as.unloadingManager,
      `/api/reports/${_id}`,
      { id: _id, transactionStatus: 'Acknowledged', weight: '12.345', actualWeight: '12.1', short: '150.5' },
      { WeightmentSlip: { filename: 'Weighment slip 4471.pdf', content: slip } },
    );
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: TRIP_MESSAGES.recordUpdated },
    });

    const trip = await getTrip(tripId);
    expect(trip).toMatchObject({
      TransactionStatus: 'Acknowledged',
      Weight: 12.345,
      ActualWeight: 12.1,
      DifferenceInWeight: 0.245,
      Short: 150.5,
      Freight: 17900,
      WeightmentSlip: {
        filepath: `/api/download/${_id}/WeightmentSlip`,
        originalname: 'Weighment slip 4471.pdf',
      },
      DieselSlipImage: null,
    });
    const download = await as.unloadingManager.get(trip.WeightmentSlip!.filepath);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''Weighment%20slip%204471.pdf`);
    expect(download.rawPayload.equals(slip)).toBe(true);
    // The loading manager's Today's List downloads too.
    expect((await as.loadingManager.get(trip.WeightmentSlip!.filepath)).rawPayload.equals(slip)).toBe(true);
    // The list shows the attachment too.
    const listed = (await report({ startDate: today, endDate: today })).find((r) => r.TripID === tripId)!;
    expect(listed.WeightmentSlip).toEqual(trip.WeightmentSlip);
  });

  test("a weight change recomputes Freight at the trip's own rate; all four attachments are kept; a new file replaces the old", async () => {
    const tripId = await createTrip();
    const { _id } = await getTrip(tripId);
    const files = {
      DieselSlipImage: { filename: 'diesel.pdf', content: samplePdf('diesel') },
      LoadingAdvice: { filename: 'advice.pdf', content: samplePdf('advice') },
      InvoiceCompany: { filename: 'invoice.pdf', content: samplePdf('invoice') },
      WeightmentSlip: { filename: 'slip.pdf', content: samplePdf('slip') },
    };
    const res = await postMultipart(
      as.accountant,
      `/api/reports/${_id}`,
      { id: _id, localDate: '2025-05-05', transactionStatus: 'Open', weight: '20' },
      files,
    );
    expect(res.statusCode).toBe(200);
    const trip = await getTrip(tripId);
    expect(trip).toMatchObject({
      localDate: '2025-05-05',
      Weight: 20,
      Freight: 29000,
      DifferenceInWeight: null,
    });
    for (const field of Object.keys(files) as (keyof typeof files)[]) {
      expect(trip[field]).toEqual({
        filepath: `/api/download/${_id}/${field}`,
        originalname: files[field].filename,
      });
    }
    const again = await postMultipart(
      as.accountant,
      `/api/reports/${_id}`,
      { transactionStatus: 'Open' },
      {
        LoadingAdvice: { filename: 'advice-v2.pdf', content: samplePdf('advice v2') },
      },
    );
    expect(again.statusCode).toBe(200);
    const after = await getTrip(tripId);
    expect(after.LoadingAdvice!.originalname).toBe('advice-v2.pdf');
    expect(after.localDate).toBe('2025-05-05');
    expect(
      (await as.accountant.get(after.LoadingAdvice!.filepath)).rawPayload.equals(samplePdf('advice v2')),
    ).toBe(true);
  });

  test('refuses a missing or wrong status, a file over 1 MB (413) or not a PDF (415)', async () => {
    const tripId = await createTrip();
    const { _id } = await getTrip(tripId);
    const answer = async (fields: Record<string, string>, files = {}) => {
      const res = await postMultipart(as.accountant, `/api/reports/${_id}`, fields, files);
      return { status: res.statusCode, body: res.json() };
    };
    const open = { transactionStatus: 'Open' };
    const big = Buffer.concat([samplePdf(), Buffer.alloc(1048577, 0x20)]);
    const refused: [Record<string, string>, MultipartFiles, number, string][] = [
      [{ weight: '3' }, {}, 400, TRIP_MESSAGES.selectStatus],
      [{ transactionStatus: '' }, {}, 400, TRIP_MESSAGES.selectStatus],
      [{ transactionStatus: 'Billed' }, {}, 400, TRIP_MESSAGES.selectStatus],
      [
        { transactionStatus: 'Open', actualWeight: 'heavy' },
        {},
        400,
        'Actual Weight must be a valid number.',
      ],
      [
        open,
        { DieselSlipImage: { filename: 'big.pdf', content: big } },
        413,
        'File size should be 1MB or less',
      ],
      [
        open,
        {
          DieselSlipImage: { filename: 'photo.jpg', content: Buffer.from('JFIF'), contentType: 'image/jpeg' },
        },
        415,
        'File type should be .pdf only',
      ],
      [
        open,
        { DieselSlipImage: { filename: 'fake.pdf', content: Buffer.from('not a pdf') } },
        415,
        'File type should be .pdf only',
      ],
    ];
    for (const [fields, files, status, message] of refused) {
      expect(await answer(fields, files)).toEqual({ status, body: { message } });
    }
    // Nothing was stored by the refused saves.
    expect(await getTrip(tripId)).toMatchObject({
      TransactionStatus: 'Open',
      ActualWeight: null,
      DieselSlipImage: null,
    });
  });

  test('who may save rows: not the loading manager; the row must exist; a Billed trip is 409', async () => {
    const tripId = await createTrip();
    const { _id } = await getTrip(tripId);
    const loading = await postMultipart(as.loadingManager, `/api/reports/${_id}`, {
      transactionStatus: 'Open',
    });
    expect({ status: loading.statusCode, body: loading.json() }).toEqual({
      status: 403,
      body: { message: ACCESS_MESSAGES.noAccess },
    });
    const missing = await postMultipart(as.accountant, '/api/reports/99999999', {
      transactionStatus: 'Open',
    });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: 404,
      body: { message: TRIP_MESSAGES.notFound },
    });
    const junk = await postMultipart(as.accountant, '/api/reports/abc', { transactionStatus: 'Open' });
    expect(junk.statusCode).toBe(404);
    await markBilled(tripId);
    const billed = await postMultipart(as.accountant, `/api/reports/${_id}`, {
      transactionStatus: 'Acknowledged',
      short: '1',
    });
    expect({ status: billed.statusCode, body: billed.json() }).toEqual({
      status: 409,
      body: { message: TRIP_MESSAGES.billedLocked },
    });
  });
});

describe('GET /api/download/{id}/{fileField}', () => {
  test('404 with a message for an empty slot, an unknown field or an unknown trip', async () => {
    const { _id } = await getTrip(await createTrip());
    for (const [url, message] of [
      [`/api/download/${_id}/WeightmentSlip`, TRIP_MESSAGES.fileNotFound],
      [`/api/download/${_id}/password`, TRIP_MESSAGES.fileNotFound],
      ['/api/download/99999999/WeightmentSlip', TRIP_MESSAGES.notFound],
    ]) {
      const res = await as.accountant.get(url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 404,
        body: { message },
      });
    }
  });
});

describe('DELETE /api/reports/{id}', () => {
  test('deletes the trip; it leaves lists and look-ups; the audit log keeps its last state', async () => {
    const tripId = await createTrip();
    const { _id } = await getTrip(tripId);
    await postMultipart(
      as.accountant,
      `/api/reports/${_id}`,
      { transactionStatus: 'Acknowledged', actualWeight: '12' },
      {
        InvoiceCompany: { filename: 'invoice.pdf', content: samplePdf('inv') },
      },
    );
    const res = await as.accountant.delete(`/api/reports/${_id}`);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: TRIP_MESSAGES.deleted },
    });
    expect((await as.accountant.get(`/api/trip/${tripId}`)).statusCode).toBe(404);
    expect(ids(await report({ startDate: today, endDate: today }))).not.toContain(tripId);
    expect((await as.accountant.get(`/api/download/${_id}/InvoiceCompany`)).statusCode).toBe(404);
    const again = await as.accountant.delete(`/api/reports/${_id}`);
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 404,
      body: { message: TRIP_MESSAGES.notFound },
    });

    const audit = await listAudit(suite.app.db, 'trip', tripId);
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['create', usernames.accountant],
      ['update-row', usernames.accountant],
      ['delete', usernames.accountant],
    ]);
    expect(audit[2].before).toMatchObject({
      TripID: tripId,
      TransactionStatus: 'Acknowledged',
      ActualWeight: 12,
      Freight: 17900,
      Rate: 1450,
      InvoiceCompany: { originalname: 'invoice.pdf' },
    });
    expect(audit[1].before).toMatchObject({ TransactionStatus: 'Open', InvoiceCompany: null });
    expect(audit[1].after).toMatchObject({
      TransactionStatus: 'Acknowledged',
      InvoiceCompany: { originalname: 'invoice.pdf' },
    });
  });

  test('a Billed trip cannot be deleted; managers cannot delete', async () => {
    const tripId = await createTrip();
    const { _id } = await getTrip(tripId);
    for (const profile of ['loadingManager', 'unloadingManager'] as const) {
      const res = await as[profile].delete(`/api/reports/${_id}`);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 403,
        body: { message: ACCESS_MESSAGES.noAccess },
      });
    }
    await markBilled(tripId);
    const res = await as.admin.delete(`/api/reports/${_id}`);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 409,
      body: { message: TRIP_MESSAGES.billedLocked },
    });
    expect((await getTrip(tripId)).TransactionStatus).toBe('Billed');
  });
});

describe('audit', () => {
  test('create and update are audited with before and after, by the session user', async () => {
    const tripId = await createTrip(as.loadingManager);
    await as.accountant.post('/api/trip', tripForm({ TripID: tripId, Weight: 10 }));
    const audit = await listAudit(suite.app.db, 'trip', tripId);
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['create', usernames.loadingManager],
      ['update', usernames.accountant],
    ]);
    expect(audit[0].after).toMatchObject({
      TripID: tripId,
      Weight: 12.345,
      Freight: 17900,
      Username: usernames.loadingManager,
    });
    expect(audit[1].before).toMatchObject({ Weight: 12.345, Freight: 17900 });
    expect(audit[1].after).toMatchObject({ Weight: 10, Freight: 14500 });
  });
});

function ids(rows: TripRecord[]) {
  return rows.map((r) => r.TripID);
}
