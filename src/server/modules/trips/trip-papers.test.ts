import { DateTime } from 'luxon';
import type { Profile } from '../../../shared/auth/profiles';
import { BUSINESS_ZONE, todayInIndia } from '../../../shared/common/dates';
import type { TripRecord } from '../../../shared/trips';
import { type BillingWorld, useBillingFixture } from '../../test/billing-fixture';
import { postMultipart, samplePdf, type MultipartFiles } from '../../test/multipart';
import { acknowledgeTrip } from '../../test/setup-calls';
import { TestClient, createUser } from '../../test/test-app';

// The papers of a stored trip (POST /api/trip/{tripId}/papers) and the loading manager's list of
// his trips of today (GET /api/my-trips-today): who may, and what is stored.
const NO_ACCESS = 'You do not have access to this section.';
const NOT_OWN = 'You can add papers only to the trips you entered.';
const NOT_TODAY = "You can add papers only to today's trips.";
const BILLED = 'This trip is billed; change it through Revise Bill.';

const world = {} as BillingWorld;
useBillingFixture('tp', world);

const pdf = (text: string) => ({ filename: `${text}.pdf`, content: samplePdf(text) });
const lm = () => world.as.loadingManager;

function sendPapers(client: TestClient, tripId: string, files: MultipartFiles) {
  return postMultipart(client, `/api/trip/${tripId}/papers`, {}, files);
}

/** A trip entered on the trip form by this client. */
async function tripBy(client: TestClient): Promise<TripRecord> {
  return world.tripById(world.ok(await client.post('/reports', world.tripForm()), 201).json().TripID);
}

/** The stored bytes of a trip's paper, read back as the accountant. */
async function stored(trip: TripRecord, field: string): Promise<Buffer | number> {
  const res = await world.as.accountant.get(`/api/download/${trip._id}/${field}`);
  return res.statusCode === 200 ? res.rawPayload : res.statusCode;
}

const answerOf = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  body: res.json(),
});

describe("the loading manager's own Open trips of today", () => {
  test('he adds papers, then replaces one: each field keeps the last file sent, the others stay', async () => {
    const trip = await tripBy(lm());
    const first = await sendPapers(lm(), trip.TripID, {
      DieselSlipImage: pdf('diesel-1'),
      WeightmentSlip: pdf('weighment'),
    });
    expect(answerOf(first)).toEqual({
      status: 200,
      body: {
        message: `Papers saved for ${trip.TripID}.`,
        TripID: trip.TripID,
        saved: ['DieselSlipImage', 'WeightmentSlip'],
      },
    });
    const again = await sendPapers(lm(), trip.TripID.toLowerCase(), { DieselSlipImage: pdf('diesel-2') });
    expect(again.json().saved).toEqual(['DieselSlipImage']);

    expect(await stored(trip, 'DieselSlipImage')).toEqual(samplePdf('diesel-2'));
    expect(await stored(trip, 'WeightmentSlip')).toEqual(samplePdf('weighment'));
    expect(await stored(trip, 'LoadingAdvice')).toBe(404);
    const record = await world.tripById(trip.TripID);
    expect(record.DieselSlipImage?.originalname).toBe('diesel-2.pdf');
    expect(record.TransactionStatus).toBe('Open');
    // He reads his own paper back as Today's List links it.
    const mine = await lm().get(record.WeightmentSlip!.filepath);
    expect(mine.rawPayload).toEqual(samplePdf('weighment'));
  });

  test('the change is in the audit trail with the papers before and after', async () => {
    const trip = await tripBy(lm());
    world.ok(await sendPapers(lm(), trip.TripID, { LoadingAdvice: pdf('advice') }), 200);
    const entry = await world.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', trip.TripID)
      .where('action', '=', 'papers')
      .executeTakeFirstOrThrow();
    expect(entry.actor).toBe('tp_loadingManager');
    expect(JSON.parse(JSON.stringify(entry.before)).LoadingAdvice).toBeNull();
    expect(JSON.parse(JSON.stringify(entry.after)).LoadingAdvice.originalname).toBe('advice.pdf');
  });

  test("another user's trip: 403, nothing stored", async () => {
    const other = await createUser(world.app, 'tp_second_loader', 'loadingManager');
    const second = await TestClient.signedIn(world.app, other.username, other.password);
    for (const trip of [await tripBy(second), await tripBy(world.as.accountant)]) {
      expect(answerOf(await sendPapers(lm(), trip.TripID, { InvoiceCompany: pdf('invoice') }))).toEqual({
        status: 403,
        body: { message: NOT_OWN },
      });
      expect(await stored(trip, 'InvoiceCompany')).toBe(404);
    }
  });

  test('his own trip of yesterday: 403, nothing stored', async () => {
    const trip = await tripBy(lm());
    const yesterday = DateTime.now().setZone(BUSINESS_ZONE).minus({ days: 1 }).toISODate()!;
    world.ok(await world.rowEdit(trip, { transactionStatus: 'Open', localDate: yesterday }), 200);
    expect(answerOf(await sendPapers(lm(), trip.TripID, { InvoiceCompany: pdf('invoice') }))).toEqual({
      status: 403,
      body: { message: NOT_TODAY },
    });
    expect(await stored(trip, 'InvoiceCompany')).toBe(404);
  });

  test('his own trip once Acknowledged: 409 naming its status; once Billed: 409 for everyone', async () => {
    const trip = await tripBy(lm());
    await acknowledgeTrip(world.as.accountant, trip._id, { actualWeight: '19.95' });
    expect(answerOf(await sendPapers(lm(), trip.TripID, { InvoiceCompany: pdf('invoice') }))).toEqual({
      status: 409,
      body: { message: `${trip.TripID} is Acknowledged: papers can be added only while a trip is Open.` },
    });
    await world.billOf([await world.tripById(trip.TripID)]);
    for (const client of [lm(), world.as.accountant, world.as.admin]) {
      expect(answerOf(await sendPapers(client, trip.TripID, { InvoiceCompany: pdf('invoice') }))).toEqual({
        status: 409,
        body: { message: BILLED },
      });
    }
    expect(await stored(trip, 'InvoiceCompany')).toBe(404);
  });
});

describe('what the server takes as a paper', () => {
  test('a JPEG is refused with the PDF-only message (by name and by content), nothing stored', async () => {
    const trip = await tripBy(lm());
    const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    for (const photo of [
      { filename: 'slip.jpg', content: jpegBytes, contentType: 'image/jpeg' },
      { filename: 'slip.pdf', content: jpegBytes },
    ]) {
      expect(answerOf(await sendPapers(lm(), trip.TripID, { DieselSlipImage: photo }))).toEqual({
        status: 415,
        body: { message: 'File type should be .pdf only' },
      });
    }
    expect(await stored(trip, 'DieselSlipImage')).toBe(404);
  });

  test('a PDF over 1 MB is refused with 413', async () => {
    const trip = await tripBy(lm());
    const big = Buffer.concat([samplePdf('big'), Buffer.alloc(1048577 - samplePdf('big').length + 1, 32)]);
    expect(
      answerOf(
        await sendPapers(lm(), trip.TripID, { DieselSlipImage: { filename: 'big.pdf', content: big } }),
      ),
    ).toEqual({
      status: 413,
      body: { message: 'File size should be 1MB or less' },
    });
    expect(await stored(trip, 'DieselSlipImage')).toBe(404);
  });

  test('no paper at all: 400; an unknown trip: 404', async () => {
    const trip = await tripBy(lm());
    expect(answerOf(await sendPapers(lm(), trip.TripID, { Other: pdf('other') }))).toEqual({
      status: 400,
      body: { message: 'Choose at least one paper to attach.' },
    });
    expect(answerOf(await sendPapers(lm(), 'T999999999', { DieselSlipImage: pdf('x') }))).toEqual({
      status: 404,
      body: { message: 'Trip not found.' },
    });
  });
});

describe('the other profiles keep the rights of their row edit', () => {
  test.each<Profile>(['unloadingManager', 'accountant', 'admin'])(
    '%s adds papers to any trip not billed, of any date and status',
    async (profile) => {
      const trip = await tripBy(lm());
      await acknowledgeTrip(world.as.accountant, trip._id, {
        actualWeight: '19.95',
        localDate: '2025-01-15',
      });
      const res = await sendPapers(world.as[profile], trip.TripID, {
        LoadingAdvice: pdf(`advice-${profile}`),
      });
      expect(res.statusCode).toBe(200);
      expect(await stored(trip, 'LoadingAdvice')).toEqual(samplePdf(`advice-${profile}`));
    },
  );
});

describe('GET /api/my-trips-today', () => {
  test("the loading manager's own trips of today, newest first, without freight", async () => {
    const before = (await lm().get('/api/my-trips-today')).json().trips as TripRecord[];
    const older = await tripBy(lm());
    await tripBy(world.as.accountant);
    const newer = await tripBy(lm());
    const res = await lm().get('/api/my-trips-today');
    expect(res.statusCode).toBe(200);
    const trips = res.json().trips as TripRecord[];
    expect(trips.map((t) => t.TripID).slice(0, 2)).toEqual([newer.TripID, older.TripID]);
    expect(trips).toHaveLength(before.length + 2);
    expect(new Set(trips.map((t) => t.Username))).toEqual(new Set(['tp_loadingManager']));
    expect(new Set(trips.map((t) => t.localDate))).toEqual(new Set([todayInIndia()]));
    expect(trips[0]).not.toHaveProperty('Freight');
  });

  test('the unloading manager enters no trips: 403', async () => {
    expect(answerOf(await world.as.unloadingManager.get('/api/my-trips-today'))).toEqual({
      status: 403,
      body: { message: NO_ACCESS },
    });
  });
});
