import type { TripRecord } from '../../../../shared/trips';
import { useMonthEndWorld, VENDOR_WITHOUT_PAN } from '../../../test/month-end-fixtures';
import type { LightMyRequestResponse } from 'fastify';
import { BILL_PDF_HEADERS } from '../../../../shared/billing/file';

/**
 * The PDF answered when a bill or revision is stored is drawn from the values just stored, not
 * read back: it must be the very document (bytes and headers) a later download reads from the
 * database, whatever the bill holds (remarks, GST, the 206AA rate, a lapsed declaration).
 */

const world = useMonthEndWorld(120_000);

const ANSWER_HEADERS = ['content-type', 'content-disposition', ...Object.values(BILL_PDF_HEADERS)];

async function expectSameAsDownload(answered: LightMyRequestResponse): Promise<string> {
  expect(answered.statusCode).toBe(200);
  const billId = answered.headers['x-bill-id'] as string;
  const again = await world.as.accountant.get(`/generate-pdf-by-bill-id-transaction/${billId}`);
  expect(again.statusCode).toBe(200);
  for (const header of ANSWER_HEADERS)
    expect([header, again.headers[header]]).toEqual([header, answered.headers[header]]);
  expect(again.rawPayload.equals(answered.rawPayload)).toBe(true);
  return billId;
}

const generate = (trips: TripRecord[], remarks: { text: string; amount: number }[], applyTaxes: boolean) =>
  world.as.accountant.post(
    '/generate-pdf-bill',
    trips.map((t) => ({ id: t._id, remarks, applyTaxes })),
  );

test('a new bill and its revisions answer the document a download reads back', async () => {
  const trips = [
    await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN }),
    await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN }),
  ];
  const billId = await expectSameAsDownload(
    await generate(
      trips,
      [
        { text: 'Loading charge', amount: 1234.5 },
        { text: 'Penalty', amount: -99.99 },
      ],
      true,
    ),
  );
  const added = await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN });
  const revised = await world.as.accountant.post('/generate-pdf-revised-bill', {
    billedSelectedRows: [{ _id: trips[0]._id, BillId: billId }],
    billedUnselectedRows: [{ _id: trips[1]._id, BillId: billId }],
    ackSelectedRows: [{ _id: added._id }],
    additionalRemarks: [{ text: 'halting', amount: '400' }],
  });
  expect(revised.headers['x-bill-revision']).toBe('2');
  await expectSameAsDownload(revised);
  // Remarks left out are kept from the revision before.
  const again = await world.as.accountant.post('/generate-pdf-revised-bill', {
    billedSelectedRows: [{ _id: trips[0]._id, BillId: billId }],
    billedUnselectedRows: [],
    ackSelectedRows: [],
  });
  expect(again.headers['x-bill-revision']).toBe('3');
  await expectSameAsDownload(again);
});

test("a bill whose vendor's declaration lapsed answers the document a download reads back", async () => {
  const res = await world.as.admin.post('/add-vendor', {
    companyName: 'Lapsed Declaration Carriers',
    companyOwner: 'Test Owner',
    gstApplicable: 'No',
    deducteeType: 'individualOrHuf',
    tdsRate: 1,
    pan: 'AAAPL1234D',
    declaration194C6Date: '2023-05-01',
    goodsCarriages: 6,
  });
  expect(res.statusCode).toBe(201);
  const trip = await world.acknowledgedTrip({ vendor: 'Lapsed Declaration Carriers' });
  await expectSameAsDownload(await generate([trip], [], false));
});
