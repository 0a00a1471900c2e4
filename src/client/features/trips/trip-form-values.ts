import {
  findKnown,
  parseTripNumber,
  rateAndFreight,
  truckKey,
  vendorKey,
  destinationKey,
  type TripLookups,
  type TripRecord,
} from '../../../shared/trips';
import type { Destination, VendorOption } from '../../../shared/masters/lookups-wire';
import type { BodyOf } from '../../../shared/common/endpoint';
import type { tripEndpoints } from '../../../shared/trips/wire';

/** What the user types on the trip form, as the inputs hold it (text). */
export interface TripFormState {
  TruckNumber: string;
  DONumber: string;
  DriverName: string;
  Vendor: string;
  DestinationFrom: string;
  DestinationTo: string;
  TruckType: string;
  TransactionStatus: string;
  Weight: string;
  DieselAmount: string;
  DieselSlipNumber: string;
  Advance: string;
  Toll: string;
  Adblue: string;
  Greasing: string;
}

/** A new trip: empty, and Open (the only status a new trip may have). */
export const EMPTY_TRIP_FORM: TripFormState = {
  TruckNumber: '',
  DONumber: '',
  DriverName: '',
  Vendor: '',
  DestinationFrom: '',
  DestinationTo: '',
  TruckType: '',
  TransactionStatus: 'Open',
  Weight: '',
  DieselAmount: '',
  DieselSlipNumber: '',
  Advance: '',
  Toll: '',
  Adblue: '',
  Greasing: '',
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form filled with a loaded trip (GET /api/trip/{tripId}). */
export function formFromTrip(trip: TripRecord): TripFormState {
  return {
    TruckNumber: text(trip.TruckNumber),
    DONumber: text(trip.DONumber),
    DriverName: text(trip.DriverName),
    Vendor: text(trip.Vendor),
    DestinationFrom: text(trip.DestinationFrom),
    DestinationTo: text(trip.DestinationTo),
    TruckType: text(trip.TruckType),
    TransactionStatus: text(trip.TransactionStatus),
    Weight: text(trip.Weight),
    DieselAmount: text(trip.DieselAmount),
    DieselSlipNumber: text(trip.DieselSlipNumber),
    Advance: text(trip.Advance),
    Toll: text(trip.Toll),
    Adblue: text(trip.Adblue),
    Greasing: text(trip.Greasing),
  };
}

/** The values the form computes: Rate and Freight from the route and weight, TDS Rate from the vendor. */
export interface TripComputed {
  rate: number;
  freight: number;
  tdsRate: number;
}

export function computeTrip(
  form: TripFormState,
  routes: readonly Destination[],
  vendors: readonly VendorOption[],
): TripComputed {
  const { rate, freight } = rateAndFreight(routes, form.DestinationFrom, form.DestinationTo, form.Weight);
  const vendorName = findKnown(
    vendors.map((v) => v.company_name),
    form.Vendor,
    vendorKey,
  );
  // The rate a bill will apply (section 206AA, 194C(6)), which the server stores on the trip.
  const vendor = vendors.find((v) => v.company_name === vendorName);
  const tdsRate = vendor?.applied_tds_rate ?? vendor?.tds_rate ?? 0;
  return { rate, freight, tdsRate };
}

const number = (value: string) => {
  const n = parseTripNumber(value);
  return n === null || Number.isNaN(n) ? null : n;
};

/**
 * The body of POST /reports and POST /api/trip: typed values in the master data's spelling,
 * numbers as JSON numbers (null when empty), and the computed Rate, Freight and TDS Rate (the
 * server recomputes them; SPEC.md section 7 sends them).
 */
export function tripBody(
  form: TripFormState,
  computed: TripComputed,
  lookups: TripLookups,
  user: { username: string | null; profile: string | null },
): BodyOf<typeof tripEndpoints.create> {
  return {
    username: user.username ?? '',
    userProfile: user.profile ?? '',
    TruckNumber: findKnown(lookups.truckNumbers, form.TruckNumber, truckKey) ?? form.TruckNumber.trim(),
    DONumber: form.DONumber.trim(),
    DriverName: form.DriverName.trim(),
    Vendor: findKnown(lookups.vendorNames, form.Vendor, vendorKey) ?? form.Vendor.trim(),
    DestinationFrom:
      findKnown(lookups.origins, form.DestinationFrom, destinationKey) ?? form.DestinationFrom.trim(),
    DestinationTo:
      findKnown(lookups.destinations, form.DestinationTo, destinationKey) ?? form.DestinationTo.trim(),
    TruckType: form.TruckType,
    TransactionStatus: form.TransactionStatus,
    Weight: number(form.Weight),
    Freight: computed.freight,
    Rate: computed.rate,
    DieselAmount: number(form.DieselAmount),
    DieselSlipNumber: form.DieselSlipNumber.trim(),
    TDS_Rate: computed.tdsRate,
    Advance: number(form.Advance),
    Toll: number(form.Toll),
    Adblue: number(form.Adblue),
    Greasing: number(form.Greasing),
  };
}
