import { screen, within } from '@testing-library/react';

import { BILL_PDF_HEADERS, billPdfFileName, type BillPdfFacts } from '../../../../shared/billing/file';
import type { FetchCall } from '../../../test/fetch-stub';
import { checkSentBody, checkStubAnswer } from '../../../test/wire-check';
import { trip } from '../../../test/trip-data';
import { rowByHeader } from '../../../test/tables';
import { user } from '../../../test/user';

import type { TripRecord } from '../../../../shared/trips';
import type { TransactionRow, TransactionTripRow } from '../../../../shared/billing/wire';

/** A PDF answer (with its Content-Disposition name) or a JSON error answer. */
export type PdfAnswer =
  | { pdf: string; fileName?: string; billId?: string; bill?: BillPdfFacts }
  | { status: number; body?: unknown };
type PdfHandler = PdfAnswer | ((body: unknown) => PdfAnswer | Promise<PdfAnswer>);

/**
 * Adds binary (PDF) answers to a stubFetch table, which answers JSON only: calls to the listed
 * 'METHOD /path' keys get the PDF bytes and headers the server sends, and are recorded in the
 * same `calls` list.
 */
export function stubPdfRoutes(calls: FetchCall[], routes: Record<string, PdfHandler>) {
  const jsonFetch = global.fetch;
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/logistics/, '');
    const handler = routes[`${request.method} ${path}`];
    if (!handler) return jsonFetch(request);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path: path + url.search, body, headers: request.headers });
    if (body !== undefined) checkSentBody(request.method, path, body);
    const answer = typeof handler === 'function' ? await handler(body) : handler;
    if (!('pdf' in answer) && answer.body !== undefined)
      checkStubAnswer(request.method, path, answer.status, answer.body);
    if ('pdf' in answer) {
      const headers: Record<string, string> = { 'content-type': 'application/pdf' };
      if (answer.fileName) headers['content-disposition'] = `attachment; filename="${answer.fileName}"`;
      if (answer.billId) headers['x-bill-id'] = answer.billId;
      if (answer.bill) {
        const { billId, vendor, trips, revision, net, billDate } = answer.bill;
        headers['content-disposition'] = `attachment; filename="${billPdfFileName(billId, revision)}"`;
        Object.assign(headers, {
          [BILL_PDF_HEADERS.billId]: billId,
          [BILL_PDF_HEADERS.vendor]: encodeURIComponent(vendor),
          [BILL_PDF_HEADERS.trips]: String(trips),
          [BILL_PDF_HEADERS.revision]: String(revision),
          [BILL_PDF_HEADERS.net]: net.toFixed(2),
          [BILL_PDF_HEADERS.billDate]: billDate,
        });
      }
      return new Response(answer.pdf, { status: 200, headers });
    }
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

/** An acknowledged trip ready for billing (Freight 10493, TDS 2 %: amount 6,532.64 with the defaults). */
export function ackTrip(overrides: Partial<TripRecord> = {}): TripRecord {
  return trip({
    TransactionStatus: 'Acknowledged',
    ActualWeight: 12.3,
    DifferenceInWeight: 0.045,
    Short: 500,
    ...overrides,
  });
}

export function billedTrip(billId: string, overrides: Partial<TripRecord> = {}): TripRecord {
  return ackTrip({ TransactionStatus: 'Billed', BillId: billId, ...overrides });
}

/** A trip under a bill in the Transactions answer (defaults: T1001 of Shree Cement's bill). */
export function transactionTrip(overrides: Partial<TransactionTripRow> = {}): TransactionTripRow {
  return {
    trip_id: 'T1001',
    date: '2026-11-21',
    truck_no: 'MH12KL1111',
    driver_name: 'Ramesh',
    do_number: '45021',
    destination_from: 'Pune',
    destination_to: 'Mumbai',
    truck_type: 'Bulker',
    transaction_status: 'Billed',
    diesel_slip_number: 'DS-11',
    weight: 12.345,
    actual_weight: 12.3,
    difference_weight: 0.045,
    rate: 850,
    freight: 10493,
    tds: 209.86,
    diesel_amount: 2000,
    advance: 1000,
    toll: 250.5,
    short: 500,
    adblue: null,
    greasing: null,
    gst_amount: 0,
    amount: 6532.64,
    ...overrides,
  };
}

export function transaction(overrides: Partial<TransactionRow> = {}): TransactionRow {
  const tripIds = overrides.trip_ids ?? ['T1001', 'T1002'];
  return {
    _id: 'bill-1',
    billing_id: 'B1001',
    vendor: 'Shree Cement',
    date: '2026-11-22',
    weight: 24.69,
    actual_weight: 24.6,
    freight: 20986,
    rate: null,
    diesel: 4000,
    advance: 2000,
    toll: 501,
    tds: 419.72,
    short: 1000,
    remarks: 'Loading charge',
    gst: false,
    amount: 13065.28,
    remarks_amount: 250,
    gst_amount: 0,
    final_amount: 13315.28,
    charges_tds: 0,
    trip_ids: tripIds,
    revision: 1,
    username: 'accounts',
    profile: 'accountant',
    paid: 0,
    outstanding: 13315.28,
    payment_status: 'Unpaid',
    remarks_list: [{ text: 'Loading charge', amount: 250 }],
    revised_at: '2026-11-22T06:30:00.000Z',
    out_of_date: false,
    changes: [],
    trips: tripIds.map((id) => transactionTrip({ trip_id: id })),
    ...overrides,
  };
}

export const tableNamed = (name: string) => screen.getByRole('table', { name });
export const checkboxOf = (tripId: string, table?: HTMLElement) =>
  within(rowByHeader(tripId, table)).getByRole('checkbox', { name: `Select ${tripId}` }) as HTMLInputElement;

export { field, searchDates } from '../../../test/trip-search';

/** Presses a button and expects its refusal's message, with no dialog opened. */
export async function expectRefusal(button: string, message: string) {
  await user.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

/**
 * T1001's money as the Excel exports write it, TDS to Amount: TDS, Diesel, Advance, Toll, Adblue and
 * Greasing (none: blank), Short and Amount.
 */
export const T1001_EXCEL_MONEY = [209.86, 2000, 1000, 250.5, null, null, 500, 6532.64];
