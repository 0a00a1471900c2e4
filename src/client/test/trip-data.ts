import type { TripRecord } from '../../shared/trips';

/** Master data and trips shared by the trips screen tests. */
export const VENDORS = [
  { company_name: 'Shree Cement', tds_rate: 2, _id: 'v1' },
  { company_name: 'Shreeji Logistics', tds_rate: 1, _id: 'v2' },
  { company_name: 'Ambuja Traders', tds_rate: 1.5, _id: 'v3' },
];
export const TRUCKS = [
  { truck_no: 'MH12KL1111', _id: 't1' },
  { truck_no: 'KA01AB2345', _id: 't2' },
  { truck_no: 'MH14ZZ9999', _id: 't3' },
];
export const DESTINATIONS = [
  { from: 'Pune', to: 'Mumbai', rate: 850 },
  { from: 'Pune', to: 'Nashik', rate: 600 },
  { from: 'Nagpur', to: 'Mumbai', rate: 1200 },
];

export const LOOKUP_ROUTES = {
  'GET /api/vendors': { body: VENDORS },
  'GET /api/trucks': { body: TRUCKS },
  'GET /api/destination': { body: DESTINATIONS },
  // The trucks' documents are all valid unless a test says otherwise.
  'GET /api/truck-document-warnings': { body: { truckNumber: '', date: '', warnings: [], blocked: [] } },
};

export function trip(overrides: Partial<TripRecord> = {}): TripRecord {
  return {
    _id: 'id-1001',
    TripID: 'T1001',
    Username: 'clerk',
    Profile: 'admin',
    TruckNumber: 'MH12KL1111',
    DONumber: '4501',
    localDate: '2026-11-22',
    localTime: '09:15:00',
    DriverName: 'Ramesh',
    Vendor: 'Shree Cement',
    DestinationFrom: 'Pune',
    DestinationTo: 'Mumbai',
    TruckType: 'Bulker',
    TransactionStatus: 'Open',
    Weight: 12.345,
    ActualWeight: null,
    DifferenceInWeight: null,
    Freight: 10493,
    Rate: 850,
    DieselAmount: 2000,
    DieselSlipNumber: 'DS-9',
    TDS_Rate: 2,
    Short: null,
    Advance: 1000,
    Toll: 250.5,
    Adblue: null,
    Greasing: null,
    BillId: null,
    createdAt: '2026-11-22T03:45:00.000Z',
    updatedAt: '2026-11-22T03:45:00.000Z',
    DieselSlipImage: null,
    LoadingAdvice: null,
    InvoiceCompany: null,
    WeightmentSlip: null,
    ...overrides,
  };
}

/** A trip as loading and unloading managers receive it: no Freight and no Rate keys. */
export function managerTrip(overrides: Partial<TripRecord> = {}): TripRecord {
  const { Freight: _freight, Rate: _rate, ...rest } = trip(overrides);
  return rest;
}

/**
 * The trip form's text fields by their labels, in the form's order (SPEC.md section 2); the Today List
 * export heads those columns with the same words in the same order.
 */
export const TRIP_TEXT_LABELS = [
  'Truck Number',
  'DO Number',
  'Driver Name',
  'Vendor',
  'Destination From',
  'Destination To',
  'Truck Type',
  'Transaction Status',
];

/** The run of columns the Today List and Business exports both have: the deductions, the amount, the bill. */
export const TRIP_EXPORT_CHARGE_HEADERS = [
  'Advance',
  'Toll',
  'Adblue',
  'Greasing',
  'Short',
  'Amount',
  'Bill ID',
];
