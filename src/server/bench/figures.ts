import { sql } from 'kysely';
import * as XLSX from '@e965/xlsx';
import type { DB } from '../db/connection';
import { BILL_MAX_TRIPS } from '../../shared/billing';
import type { HttpSession } from './http-session';
import { load, medianMs, type LoadResult } from './measure';

/** The benchmark's measurements against a running app (the figures of src/server/bench/performance.md's Large data section). */

export interface Range {
  startDate: string;
  endDate: string;
}

const PAGE = 100;

/** A paged answer: totalCount is a number, or per list on Revise Bill ({ billed, unbilled }). */
export interface PagedBody {
  totalCount: number | Record<string, number>;
}

/** First page and the page at 90% depth of one paged call: medians (ms) and the total count. */
export async function pagedCall(
  call: (limit: number, offset: number) => Promise<Response>,
  count: (body: PagedBody) => number,
) {
  let body = '';
  // Timed as the deep page is: the answer read as text (parsing 3 MB of Transactions is the client's time).
  const first = await medianMs(5, async () => {
    const res = await call(PAGE, 0);
    body = await res.text();
    if (res.status !== 200) throw new Error(`paged call answered ${res.status}: ${body}`);
  });
  const total = count(JSON.parse(body));
  const deep = await medianMs(5, async () => (await call(PAGE, Math.floor(total * 0.9))).text());
  return { first, deep, total };
}

/** GET /api/reports for a range, unpaged, against PostgreSQL's json_agg of the same rows. */
export async function unpagedReports(db: DB, session: HttpSession, range: Range) {
  let body = '';
  const api = await medianMs(5, async () => {
    body = await (
      await session.get(`/api/reports?startDate=${range.startDate}&endDate=${range.endDate}`)
    ).text();
  });
  const jsonAgg = await medianMs(5, () =>
    sql`select coalesce(json_agg(t order by t.local_date desc, t.local_time desc, t.id desc), '[]')::text as rows
        from (select * from trips where deleted_at is null and local_date between ${range.startDate} and ${range.endDate}) t`.execute(
      db,
    ),
  );
  const rows = JSON.parse(body).tableData as Record<string, unknown>[];
  return { api, jsonAgg, rows, megabytes: body.length / 1048576 };
}

/** Raw SheetJS (@e965/xlsx) writing the rows as one .xlsx sheet: the reference for the export. */
export async function rawSheetJs(rows: Record<string, unknown>[]) {
  return medianMs(3, async () => {
    const sheet = XLSX.utils.json_to_sheet(
      rows.map(
        ({ DieselSlipImage: _a, LoadingAdvice: _b, InvoiceCompany: _c, WeightmentSlip: _d, ...row }) => row,
      ),
    );
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Reports');
    XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
  });
}

/** The most billable vendor's first 5,000 trips billed at once, while other clerks call /check-auth. */
export async function bigBill(
  session: HttpSession,
  range: Range,
  vendor: string,
): Promise<{ ms: number; trips: number; checkAuth: LoadResult }> {
  const selection: { trips: { _id: string }[] } = await (
    await session.post('/list-billing-selection', { ...range, vendor })
  ).json();
  const trips = selection.trips.slice(0, BILL_MAX_TRIPS);
  const during = load(`${session.baseUrl}/logistics/check-auth`, {
    connections: 10,
    seconds: 8,
    headers: session.headers,
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const started = performance.now();
  const res = await session.post(
    '/generate-pdf-bill',
    trips.map((t) => ({ id: t._id, remarks: [], applyTaxes: false })),
  );
  const pdf = await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`The bill answered ${res.status}: ${Buffer.from(pdf).toString()}`);
  const checkAuth = await during;
  // Leave the data as it was: the bill is cancelled, its trips are billable again.
  await session.post('/delete-transaction', { billId: res.headers.get('x-bill-id') });
  return { ms, trips: trips.length, checkAuth };
}
