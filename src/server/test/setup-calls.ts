import type { LightMyRequestResponse } from 'fastify';
import type { ServerConfig } from '../config';
import { postMultipart, type MultipartFiles } from './multipart';
import { signedInSuite, type TestClient } from './test-app';

let doNumbers = 0;
/**
 * A DO number no other trip of the test file has: the same truck and DO number on one day is asked
 * about as a duplicate trip (409 DUPLICATE_TRIP), which only the duplicate tests want.
 */
export const nextDoNumber = () => String(46000 + ++doNumbers);

/** For a setup call, which must succeed: throws with the answer's body unless it has this status. */
export function expectStatus(res: LightMyRequestResponse, status: number): LightMyRequestResponse {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res;
}

export interface MasterData {
  routes?: ReadonlyArray<readonly [from: string, to: string, rate: number]>;
  vendors?: ReadonlyArray<Record<string, unknown>>;
  /** Tata trucks of Ramesh Patil. */
  trucks?: readonly string[];
}

/** The usual test office: Pune to Mumbai at Rs 1,450, the firm Shree Ganesh Roadlines (2% TDS, with a PAN), truck MH12KL1111. */
export const PUNE_MUMBAI_DATA = {
  routes: [['Pune', 'Mumbai', 1450]],
  vendors: [
    {
      companyName: 'Shree Ganesh Roadlines',
      companyOwner: 'Ramesh Patil',
      tdsRate: 2,
      gstApplicable: 'No',
      pan: 'AABFS1234K',
    },
  ],
  trucks: ['MH12KL1111'],
} as const satisfies MasterData;

/** The trip form's body for a new Open trip of that office, Pune to Mumbai (fields may be overridden). */
export const openTripBody = (extra: Record<string, unknown> = {}) => ({
  TruckNumber: 'MH12KL1111',
  DONumber: nextDoNumber(),
  DriverName: 'Ramesh Yadav',
  Vendor: 'Shree Ganesh Roadlines',
  DestinationFrom: 'Pune',
  DestinationTo: 'Mumbai',
  TruckType: 'Bulker',
  TransactionStatus: 'Open',
  Weight: '12',
  ...extra,
});

/** Adds freight rates, vendors and trucks through the master-data screens' own calls. */
export async function addMasterData(
  admin: TestClient,
  { routes = [], vendors = [], trucks = [] }: MasterData,
) {
  for (const [from, to, rate] of routes) {
    expectStatus(await admin.post('/add-freight', { from_destination: from, to_destination: to, rate }), 201);
  }
  // A vendor without a PAN names its deductee type (the quarterly statement needs it): the suites'
  // PAN-less vendors are firms unless they say otherwise.
  for (const vendor of vendors)
    expectStatus(await admin.post('/add-vendor', { deducteeType: 'otherNonCompany', ...vendor }), 201);
  for (const truck of trucks) {
    const fields = { truck_no: truck, make: 'Tata', companyOwner: 'Ramesh Patil' };
    expectStatus(await postMultipart(admin, '/add-vehicle', fields), 201);
  }
}

/** signedInSuite whose admin adds this master data before the file's tests run. */
export function masterDataSuite(prefix: string, data: MasterData, overrides: Partial<ServerConfig> = {}) {
  const suite = signedInSuite(prefix, overrides);
  beforeAll(async () => {
    await addMasterData(suite.clients.admin, data);
  }, 90_000);
  return suite;
}

/** Acknowledges a trip on Reports' row edit, with these fields (actualWeight, short) and files. */
export async function acknowledgeTrip(
  client: TestClient,
  tripRowId: string,
  fields: Record<string, string> = {},
  files: MultipartFiles = {},
): Promise<void> {
  const acknowledged = { id: tripRowId, transactionStatus: 'Acknowledged', ...fields };
  expectStatus(await postMultipart(client, `/api/reports/${tripRowId}`, acknowledged, files), 200);
}

/** The default test trip's amounts as typed on the trip form (20 t, diesel 5000, advance 2000, toll 350.25), but for `trip`. */
export const typedAmounts = (trip: {
  weight?: string;
  diesel?: string;
  advance?: string;
  toll?: string;
}) => ({
  Weight: trip.weight ?? '20',
  DieselAmount: trip.diesel ?? '5000',
  Advance: trip.advance ?? '2000',
  Toll: trip.toll ?? '350.25',
});
