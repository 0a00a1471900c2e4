import type { BillLine } from '../modules/billing/stored/bill-types';

/** Line `i` (from 0) of a bill for the PDF tests: a Pune -> Mumbai trip of 25.5 t at 1450, but for `values`. */
export function sampleBillLine(i: number, values: Partial<BillLine> = {}): BillLine {
  return {
    lineNo: i + 1,
    tripRowId: i + 1,
    tripId: `T${200001 + i}`,
    localDate: '2026-03-14',
    truckNumber: 'MH12KL1111',
    destinationFrom: 'Pune',
    destinationTo: 'Mumbai',
    weight: 25.5,
    actualWeight: 25.4,
    rate: 1450,
    freight: 36975,
    tdsRate: 1,
    tds: 369.75,
    diesel: 12000,
    advance: 2000,
    toll: 850,
    adblue: null,
    greasing: null,
    short: null,
    amount: 21755.25,
    driverName: 'Ramesh Yadav',
    doNumber: '45021',
    truckType: 'Bulker',
    dieselSlipNumber: null,
    differenceWeight: 0.1,
    ...values,
  };
}
