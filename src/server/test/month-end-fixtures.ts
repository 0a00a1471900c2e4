import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Profile } from '../../shared/auth/profiles';
import type { TripRecord } from '../../shared/trips';
import { todayInIndia } from '../../shared/common/dates';
import { acknowledgeTrip, addMasterData, expectStatus, typedAmounts } from './setup-calls';
import { buildTestApp, signInEveryProfile, type TestClient } from './test-app';

/**
 * A test app with the four profiles signed in, two freight rates, two vendors (one without PAN)
 * and two trucks; helpers that make acknowledged trips and bills the way the screens do.
 */
export interface MonthEndWorld {
  app: FastifyInstance;
  as: Record<Profile, TestClient>;
  /** An Acknowledged trip (trip form + Reports row edit). Amount of the defaults: 20969.75. */
  acknowledgedTrip(trip?: {
    vendor?: string;
    weight?: string;
    diesel?: string;
    advance?: string;
    toll?: string;
    short?: string;
  }): Promise<TripRecord>;
  /** Generates a bill of these trips and answers its id. */
  bill(trips: TripRecord[], remarks?: Array<{ text: string; amount: number }>): Promise<string>;
  /** Moves a bill's date (ageing, quarters and ranges need bills of other days). */
  dateBill(billId: string, date: string): Promise<void>;
  /** A UTR no payment of this world used yet: a reference used before is asked about before it is saved. */
  newReference(): string;
}

export const VENDOR_WITH_PAN = 'Shree Ganesh Roadlines';
export const VENDOR_WITHOUT_PAN = 'Om Shree Carriers';

/** One default trip's net: freight 1450 x 20 = 29000 - TDS 2 % 580 - short 100 - diesel 5000 - advance 2000 - toll 350.25. */
export const ONE_TRIP_NET = 20969.75;

/** The status call's answer for a bill of one default trip made today, unpaid and unchanged since. */
export const oneTripBillStatus = (billId: string) => ({
  billId,
  vendor: VENDOR_WITH_PAN,
  billDate: todayInIndia(),
  net: ONE_TRIP_NET,
  paid: 0,
  outstanding: ONE_TRIP_NET,
  status: 'Unpaid',
  outOfDate: false,
  changes: [],
  netAfterUpdate: null,
});

/** A payment on the Payments screen's call: NEFT, today, a reference of its own, unless `body` says otherwise. */
export function payToday(world: MonthEndWorld, body: Record<string, unknown>, client = world.as.accountant) {
  return client.post('/payments', {
    date: todayInIndia(),
    mode: 'NEFT',
    reference: world.newReference(),
    ...body,
  });
}

/** `overrides`: e.g. a `clock`, to date bills and payments in other quarters. */
export async function monthEndWorld(overrides: Partial<ServerConfig> = {}): Promise<MonthEndWorld> {
  const app = await buildTestApp({
    businessName: 'Sai Freight Carriers',
    businessAddress: 'Plot 14, Transport Nagar, Nigdi, Pune 411044',
    ...overrides,
  });
  return monthEndWorldOn(app);
}

/** The same world on an app already built (one of several instances on one database). */
export async function monthEndWorldOn(app: FastifyInstance): Promise<MonthEndWorld> {
  const { clients: as } = await signInEveryProfile(app, 'me');
  const ok = expectStatus;
  await addMasterData(as.admin, {
    routes: [['Pune', 'Mumbai', 1450]],
    vendors: [
      {
        companyName: VENDOR_WITH_PAN,
        companyOwner: 'Ramesh Patil',
        tdsRate: 2,
        gstApplicable: 'No',
        pan: 'ABCDE1234F',
      },
      {
        companyName: VENDOR_WITHOUT_PAN,
        companyOwner: 'Suresh Jadhav',
        tdsRate: 1,
        gstApplicable: 'No',
        deducteeType: 'individualOrHuf',
      },
    ],
    trucks: ['MH12KL1111'],
  });

  const tripById = async (tripId: string): Promise<TripRecord> =>
    ok(await as.accountant.get(`/api/trip/${tripId}`), 200).json();
  let references = 0;

  return {
    app,
    as,
    async acknowledgedTrip(trip = {}) {
      const created = ok(
        await as.accountant.post('/reports', {
          TruckNumber: 'MH12KL1111',
          Vendor: trip.vendor ?? VENDOR_WITH_PAN,
          DestinationFrom: 'Pune',
          DestinationTo: 'Mumbai',
          TruckType: 'Bulker',
          TransactionStatus: 'Open',
          ...typedAmounts(trip),
        }),
        201,
      );
      const record = await tripById(created.json().TripID);
      await acknowledgeTrip(as.accountant, record._id, { actualWeight: '19.95', short: trip.short ?? '100' });
      return tripById(record.TripID);
    },
    async bill(trips, remarks = []) {
      const rows = trips.map((t) => ({
        id: t._id,
        trip_id: t.TripID,
        vendor: t.Vendor,
        remarks,
        applyTaxes: false,
      }));
      const res = ok(await as.accountant.post('/generate-pdf-bill', rows), 200);
      return res.headers['x-bill-id'] as string;
    },
    async dateBill(billId, date) {
      await app.db.updateTable('bills').set({ bill_date: date }).where('bill_id', '=', billId).execute();
    },
    newReference() {
      references += 1;
      return `UTR${String(references).padStart(6, '0')}`;
    },
  };
}

/**
 * Registers the file's beforeAll (builds the world) and afterAll (closes its app); the answer is read
 * inside tests, after beforeAll has run.
 */
export function useMonthEndWorld(timeout: number, overrides: Partial<ServerConfig> = {}): MonthEndWorld {
  let world: MonthEndWorld | undefined;
  beforeAll(async () => {
    world = await monthEndWorld(overrides);
  }, timeout);
  afterAll(async () => world?.app.close());
  const built = (): MonthEndWorld => {
    if (!world) throw new Error('the month-end world is built in beforeAll');
    return world;
  };
  return {
    get app() {
      return built().app;
    },
    get as() {
      return built().as;
    },
    acknowledgedTrip: (trip) => built().acknowledgedTrip(trip),
    bill: (trips, remarks) => built().bill(trips, remarks),
    dateBill: (billId, date) => built().dateBill(billId, date),
    newReference: () => built().newReference(),
  };
}
