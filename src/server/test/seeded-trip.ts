import type { TripValues } from '../modules/trips/trip-rows';
import { acknowledgeTrip } from './setup-calls';
import type { TestClient } from './test-app';

/**
 * A trip row as a test writes it straight into the table (many trips at once, faster than the
 * trip form): an Open Pune -> Mumbai trip of 20 t at 1450 with nothing deducted, but for `values`.
 */
export function seededTrip(values: Partial<TripValues> & Pick<TripValues, 'localDate'>): TripValues {
  return {
    username: 'seed',
    profile: 'admin',
    truckNumber: 'MH12KL1111',
    vehicleId: null,
    doNumber: null,
    localTime: '09:00:00',
    driverName: null,
    vendor: 'Shree Ganesh Roadlines',
    vendorId: null,
    destinationFrom: 'Pune',
    destinationTo: 'Mumbai',
    truckType: 'Bulker',
    transactionStatus: 'Open',
    weight: 20,
    actualWeight: null,
    differenceInWeight: null,
    rate: 1450,
    freight: 29000,
    tdsRate: 2,
    dieselAmount: null,
    dieselSlipNumber: null,
    short: null,
    advance: null,
    toll: null,
    adblue: null,
    greasing: null,
    ...values,
  };
}

/** Acknowledges a trip (Actual Weight 19.95 t) with a weightment slip attached, through Reports' row edit. */
export async function attachWeightmentSlip(client: TestClient, tripRowId: string): Promise<void> {
  await acknowledgeTrip(
    client,
    tripRowId,
    { actualWeight: '19.95' },
    {
      WeightmentSlip: {
        filename: 'slip.pdf',
        content: Buffer.from('%PDF-1.4\n%%EOF\n'),
        contentType: 'application/pdf',
      },
    },
  );
}
