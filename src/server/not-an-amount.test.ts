import { toGenerateBillRows } from '../shared/billing/wire-types';
import { useBillingFixture, type BillingWorld } from './test/billing-fixture';
import { expectMessage } from './test/test-app';

// Text that is not an amount, sent where a request carries money or a number money is made from.
// The shared money maths throws on such text, so each call must refuse it first: 400 (or the
// acknowledge call's 422 per trip) naming the field, never a 500; or never read it at all.
const world = {} as BillingWorld;
useBillingFixture('naa', world);

const TYPO = '12,5x';

describe('the trip form', () => {
  test.each([
    ['Weight', 'Weight'],
    ['DieselAmount', 'Diesel Amount'],
    ['Advance', 'Advance'],
    ['Toll', 'Toll'],
    ['Adblue', 'Adblue'],
    ['Greasing', 'Greasing'],
  ])('%s typed as text is refused by name', async (field, label) => {
    const res = await world.as.accountant.post('/reports', world.tripForm({ [field]: TYPO }));
    expectMessage(res, 400, `${label} must be a valid number.`);
  });

  test('Rate, Freight and TDS_Rate sent as text are not read: the server computes them', async () => {
    const trip = await world.openTrip({ Rate: TYPO, Freight: TYPO, TDS_Rate: TYPO });
    expect([trip.Rate, trip.Freight, trip.TDS_Rate]).toEqual([1450, 29000, 2]);
  });

  test('an update and a Reports row edit refuse a weight typed as text', async () => {
    const trip = await world.openTrip();
    const update = await world.as.accountant.post(
      '/api/trip',
      world.tripForm({ TripID: trip.TripID, Weight: TYPO }),
    );
    expectMessage(update, 400, 'Weight must be a valid number.');
    expectMessage(
      await world.rowEdit(trip, { transactionStatus: 'Open', weight: TYPO }),
      400,
      'Weight must be a valid number.',
    );
  });

  test('acknowledging names the trip and the field', async () => {
    const trip = await world.openTrip();
    for (const [field, message] of [
      ['actualWeight', 'Actual Weight must be a valid number.'],
      ['short', 'Short must be a valid number.'],
    ]) {
      const res = await world.as.accountant.post('/trips/acknowledge', {
        trips: [{ TripID: trip.TripID, actualWeight: '19', [field]: TYPO }],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().refused).toEqual([{ TripID: trip.TripID, field, message }]);
    }
  });
});

describe('master data, payments and challans', () => {
  test('a vendor TDS rate and a freight rate typed as text', async () => {
    const vendor = { companyName: 'Om Carriers', companyOwner: 'Om Prakash', gstApplicable: 'No' };
    expectMessage(
      await world.as.admin.post('/add-vendor', { ...vendor, deducteeType: 'otherNonCompany', tdsRate: TYPO }),
      400,
      'TDS rate must be a number from 0 to 100.',
    );
    expectMessage(
      await world.as.admin.post('/add-freight', {
        from_destination: 'Pune',
        to_destination: 'Nashik',
        rate: TYPO,
      }),
      400,
      'Rate must be a number.',
    );
  });

  test('a payment amount typed as text', async () => {
    const res = await world.as.accountant.post('/payments', {
      billId: 'B1',
      date: '2026-11-01',
      mode: 'NEFT',
      reference: 'UTR1',
      amount: TYPO,
    });
    expectMessage(res, 400, 'Amount must be a number, such as 50000, 50,000 or 1,00,000.50.');
  });

  test.each([
    ['tax', 'Tax must be a valid number.'],
    ['interest', 'Interest must be a valid number.'],
    ['fee', 'Fee must be a valid number.'],
  ])('a challan %s typed as text', async (field, message) => {
    const challan = { bsrCode: '0510308', depositDate: '2026-11-05', serial: '00042', month: '2026-10' };
    const body = { ...challan, section: '1024', tax: '5800', interest: '', fee: 0, [field]: TYPO };
    expectMessage(await world.as.accountant.post('/accounting/challans', body), 400, message);
  });
});

describe('bills', () => {
  test('a remark amount typed as text, on Generate and on Revise', async () => {
    const trip = await world.acknowledgedTrip();
    const generate = toGenerateBillRows([trip], [{ text: 'Loading', amount: TYPO }]);
    expectMessage(
      await world.as.accountant.post('/generate-pdf-bill', generate),
      400,
      'Remark 1: Amount must be a valid number',
    );
    const billId = await world.billOf([trip]);
    const revise = await world.as.accountant.post('/generate-pdf-revised-bill', {
      billedSelectedRows: [{ id: trip._id, BillId: billId }],
      additionalRemarks: [{ text: 'Loading', amount: TYPO }],
    });
    expectMessage(revise, 400, 'Remark 1: Amount must be a valid number');
  });

  test.each([
    ['Weight', 'Weight'],
    ['ActualWeight', 'Actual Weight'],
    ['Short', 'Short'],
    ['DieselAmount', 'Diesel Amount'],
    ['Advance', 'Advance'],
    ['Toll', 'Toll'],
    ['Adblue', 'Adblue'],
    ['Greasing', 'Greasing'],
  ])("Revise Bill's edit of a billed trip's %s typed as text", async (field, label) => {
    const trip = await world.acknowledgedTrip();
    const billId = await world.billOf([trip]);
    const res = await world.as.accountant.post('/update-one-revise-bill', {
      trip_id: trip.TripID,
      bill_id: billId,
      updateRows: { [field]: TYPO },
    });
    expectMessage(res, 400, `${label} must be a valid number.`);
  });

  test('Generate reads no trip value of the request: a freight typed as text is not read', async () => {
    const trip = await world.acknowledgedTrip();
    const rows = toGenerateBillRows([trip], []).map((row) => ({ ...row, frt: TYPO, wt: TYPO }));
    expect((await world.as.accountant.post('/generate-pdf-bill', rows)).statusCode).toBe(200);
  });
});
