import { todayInIndia } from '../../../shared/common/dates';
import type { Vendor } from '../../../shared/masters/wire';
import { listAudit } from '../audit/repository';
import { insertNewBill } from '../billing/stored/repository';
import { ONE_TRIP_NET, payToday, useMonthEndWorld, VENDOR_WITH_PAN } from '../../test/month-end-fixtures';

const today = todayInIndia();

const world = useMonthEndWorld(90_000);

const pay = (billId: string, amount: number) => payToday(world, { billId, amount });

async function vendorNamed(name: string): Promise<Vendor | undefined> {
  const rows: Vendor[] = (await world.as.admin.get('/list-vendor')).json();
  return rows.find((v) => v.companyName === name);
}

async function addVendor(companyName: string): Promise<Vendor> {
  const res = await world.as.admin.post('/add-vendor', {
    companyName,
    companyOwner: 'Vikas Shinde',
    tdsRate: 1,
    gstApplicable: 'No',
    deducteeType: 'individualOrHuf',
    bankName: 'Bank of Baroda',
    bankAccount: '22334455667',
  });
  expect(res.statusCode).toBe(201);
  return res.json().vendor;
}

const archivedAt = async (id: string) =>
  (
    await world.app.db
      .selectFrom('vendors')
      .select('archived_at')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()
  ).archived_at;

describe('DELETE /delete-vendor/{id} of a vendor still owed money', () => {
  test('409 naming the unpaid and part-paid bills and the amount owed; paid and cancelled bills are not owed; nothing is deleted', async () => {
    const vendor = (await vendorNamed(VENDOR_WITH_PAN))!;
    const unpaid = await world.bill([await world.acknowledgedTrip()]);
    const partPaid = await world.bill([await world.acknowledgedTrip(), await world.acknowledgedTrip()]);
    const paid = await world.bill([await world.acknowledgedTrip()]);
    const cancelled = await world.bill([await world.acknowledgedTrip()]);
    expect((await pay(partPaid, 30000)).statusCode).toBe(201);
    expect((await pay(paid, ONE_TRIP_NET)).statusCode).toBe(201);
    expect((await world.as.accountant.post('/delete-transaction', { billId: cancelled })).statusCode).toBe(
      200,
    );

    const res = await world.as.admin.delete(`/delete-vendor/${vendor.id}`);
    // 20,969.75 unpaid + (41,939.50 - 30,000) part-paid.
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 409,
      body: {
        message: `This vendor has unpaid bills ${unpaid}, ${partPaid} (Rs. 32,909.25 outstanding). Record or settle them before deleting the vendor.`,
      },
    });
    expect(await vendorNamed(VENDOR_WITH_PAN)).toEqual(vendor);
    expect(await archivedAt(vendor.id)).toBeNull();
    expect((await listAudit(world.app.db, 'vendor', vendor.id)).some((e) => e.action === 'delete')).toBe(
      false,
    );

    // Settled: the part-paid bill's rest paid, the unpaid bill cancelled. Then the vendor may go.
    expect((await pay(partPaid, 11939.5)).statusCode).toBe(201);
    const one = await world.as.admin.delete(`/delete-vendor/${vendor.id}`);
    expect(one.json()).toEqual({
      message: `This vendor has an unpaid bill ${unpaid} (Rs. 20,969.75 outstanding). Record or settle it before deleting the vendor.`,
    });
    expect((await world.as.accountant.post('/delete-transaction', { billId: unpaid })).statusCode).toBe(200);
    expect((await world.as.admin.delete(`/delete-vendor/${vendor.id}`)).json()).toEqual({
      message: 'Vendor deleted successfully!',
    });
    expect(await archivedAt(vendor.id)).toBeInstanceOf(Date);
  });

  test('a bill stored while the delete runs is seen: the delete waits for it and answers 409', async () => {
    const vendor = await addVendor('Racing Roadways');
    let pending: Promise<{ statusCode: number; json: () => unknown }> | undefined;
    const billId = await world.app.db.transaction().execute(async (trx) => {
      // What bill generation writes for the vendor, not yet committed when the delete arrives.
      const author = { username: 'accounts', profile: 'accountant', at: new Date() };
      const { billId: bill_id } = await insertNewBill(
        trx,
        {
          vendor: 'Racing Roadways',
          vendorId: Number(vendor.id),
          billDate: today,
          createdBy: author.username,
          createdProfile: author.profile,
          createdAt: author.at,
        },
        {
          vendor: {
            name: 'Racing Roadways',
            owner: '',
            pan: '',
            gst: '',
            bankName: '',
            bankAccount: '',
            ifsc: '',
          },
          remarks: [],
          applyTaxes: false,
          lines: [],
          totals: {
            tripCount: 1,
            weight: 10,
            actualWeight: 10,
            freight: 5000,
            tds: 50,
            short: 0,
            diesel: 0,
            advance: 0,
            toll: 0,
            adblue: 0,
            greasing: 0,
            amount: 4950,
            remarksAmount: 0,
            gstAmount: 0,
            netAmount: 4950,
          },
        },
        author,
      );
      pending = world.as.admin.delete(`/delete-vendor/${vendor.id}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return bill_id;
    });
    const res = await pending!;
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 409,
      body: {
        message: `This vendor has an unpaid bill ${billId} (Rs. 4,950.00 outstanding). Record or settle it before deleting the vendor.`,
      },
    });
    expect(await archivedAt(vendor.id)).toBeNull();
  });
});

describe('bills for the trips of a deleted vendor', () => {
  test('409 while the vendor is gone (nothing billed); once added again, its trips bill to the new vendor', async () => {
    const vendor = await addVendor('Fleeting Freight');
    const trip = await world.acknowledgedTrip({ vendor: 'Fleeting Freight' });
    expect((await world.as.admin.delete(`/delete-vendor/${vendor.id}`)).statusCode).toBe(200);

    const refused = await world.as.accountant.post('/generate-pdf-bill', [
      { id: trip._id, trip_id: trip.TripID, remarks: [], applyTaxes: false },
    ]);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: {
        message:
          'Vendor Fleeting Freight was deleted. Add the vendor again on the Vendor screen before billing its trips.',
      },
    });
    expect((await world.as.accountant.get(`/api/trip/${trip.TripID}`)).json()).toMatchObject({
      TransactionStatus: 'Acknowledged',
      BillId: null,
    });

    const again = await addVendor('Fleeting Freight');
    const billId = await world.bill([trip]);
    const stored = await world.app.db
      .selectFrom('bills')
      .select('vendor_id')
      .where('bill_id', '=', billId)
      .executeTakeFirstOrThrow();
    expect(stored.vendor_id).toBe(Number(again.id));
    const deleteAgain = await world.as.admin.delete(`/delete-vendor/${again.id}`);
    expect(deleteAgain.statusCode).toBe(409);
  });
});
