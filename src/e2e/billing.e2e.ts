import type { Download, Locator, Page, Response } from 'playwright-core';
import { BILLING_MESSAGES } from '../shared/billing';
import { todayInIndia } from '../shared/common/dates';
import type { TripRecord } from '../shared/trips';
import { signedInNewUser, type ApiClient } from './support/api';
import {
  addAcknowledgedTrip,
  addBillingMasterData,
  billThroughApi,
  keepForReview,
  pdfFileText,
  reviseThroughApi,
  type BillingMasterData,
  type TripPlan,
} from './support/billing-data';
import { expectNotice, screenshot, signedInPagePerTest } from './support/browser';
import { fieldValue, searchDay } from './support/forms';
import { openScreen } from './support/profiles';

/**
 * The money cycle as an accountant: bill two acknowledged trips of one vendor with a
 * remark and get the PDF, find the bill in Transactions and download it again, revise it (one
 * trip out, another in), open it from the top-bar search, cancel it, and see its trips
 * Acknowledged again. The account and master data are made through the API once; each test
 * makes its own trips (and the bill it starts from) through the API, on a page of its own.
 */

/** The accountant's API client (master data, and each test's trips and bills). */
let api: ApiClient;
const run = Date.now().toString(36).slice(-5);
const digits = String(Date.now()).slice(-6);
const accountant = { username: `bill${run}`, password: `Bill#${run}Pass9` };

const RATE = 1150; // per ton on the run's route
const TDS_RATE = 1; // percent, the vendor's
/**
 * Three trips of one vendor. Amount = Freight - TDS - Diesel - Advance - Toll (SPEC section 9),
 * Freight = round(rate x weight), TDS = Freight x 1 %:
 *   1: 21.5 t -> 24,725 - 247.25 - 4,000 - 1,500 - 320 = 18,657.75
 *   2: 23 t   -> 26,450 - 264.50 - 4,500 - 2,000 - 320 = 19,365.50
 *   3: 19.8 t -> 22,770 - 227.70 - 3,500 - 1,000 -   0 = 18,042.30
 */
const PLANS: TripPlan[] = [
  { weight: 21.5, actualWeight: 21.42, dieselAmount: 4000, advance: 1500, toll: 320 },
  { weight: 23, actualWeight: 22.9, dieselAmount: 4500, advance: 2000, toll: 320 },
  { weight: 19.8, actualWeight: 19.8, dieselAmount: 3500, advance: 1000, toll: 0 },
];
/**
 * The first bill: trips 1 and 2 plus a 'Loading charge' of 500, which bears TDS at the bill's 1 % (5):
 * 18,657.75 + 19,365.50 + 500 - 5.
 */
const FIRST_NET = '38,518.25';
/** The revision: trips 2 and 3 and a 'Late delivery' deduction of 250: 19,365.50 + 18,042.30 - 250. */
const REVISED_NET = '37,157.80';

const FIRST_REMARK = { text: 'loading charge', amount: 500 };
const REVISION_REMARK = { text: 'late delivery', amount: -250 };

let data: BillingMasterData;
const today = todayInIndia();

beforeAll(async () => {
  // The accountant keeps the master data and records the trips (all within its permissions).
  api = await signedInNewUser(accountant.username, 'accountant', accountant.password);
  data = await addBillingMasterData(api, run, digits, { rate: RATE, tdsRate: TDS_RATE });
});
afterAll(async () => api?.dispose());
/** Each test's own tab, signed in as the accountant. */
const ui = signedInPagePerTest(accountant);

/** The test's own three acknowledged trips of the run's vendor (PLANS), and their ids by number. */
async function threeTrips() {
  const trips: TripRecord[] = [];
  for (const [index, plan] of PLANS.entries())
    trips.push(await addAcknowledgedTrip(api, data, plan, index + 1));
  return { trips, tripId: (n: 1 | 2 | 3) => trips[n - 1].TripID };
}

/** The first bill: trips 1 and 2 with the loading charge; its id and its PDF's text. */
const firstBill = (trips: TripRecord[]) => billThroughApi(api, trips.slice(0, 2), [FIRST_REMARK]);

/** The first bill, revised: trip 1 out, trip 3 in, the late delivery deduction instead of the charge. */
async function revisedBill(trips: TripRecord[]): Promise<string> {
  const { billId } = await firstBill(trips);
  await reviseThroughApi(api, billId, {
    keep: [trips[1]],
    drop: [trips[0]],
    add: [trips[2]],
    remarks: [REVISION_REMARK],
  });
  return billId;
}

/** The row of a table whose header cell (Trip ID or Bill ID) is this id. */
const rowOf = (scope: Page | Locator, id: string) =>
  scope.getByRole('row').filter({ has: ui.page.getByRole('rowheader', { name: id, exact: true }) });

const searchDates = (formName: string) => searchDay(ui.page.getByRole('form', { name: formName }), today);

/** Clicks, and waits for both the server's PDF answer and the browser's download it turns into. */
async function downloadBy(
  click: () => Promise<void>,
  path: string,
): Promise<{ response: Response; download: Download; text: string }> {
  const [response, download] = await Promise.all([
    ui.page.waitForResponse((r) => new URL(r.url()).pathname === `/logistics${path}`),
    ui.page.waitForEvent('download'),
    click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const file = await download.path();
  keepForReview(file, download.suggestedFilename());
  return { response, download, text: pdfFileText(file) };
}

/** Fills the remarks modal's first remark. */
async function addRemark(dialog: Locator, text: string, amount: string) {
  await dialog.getByLabel('Remark 1 Text', { exact: true }).fill(text);
  await dialog.getByLabel('Remark 1 Amount', { exact: true }).fill(amount);
}

test('Billing: two acknowledged trips with a remark become a bill, downloaded as its PDF', async () => {
  const { tripId } = await threeTrips();
  await openScreen(ui.page, 'generate-bill');
  await searchDates('Billing filters');
  for (const n of [1, 2, 3] as const)
    await rowOf(ui.page, tripId(n)).getByText('Acknowledged', { exact: true }).waitFor();

  await ui.page.getByRole('checkbox', { name: `Select ${tripId(1)}`, exact: true }).check();
  await ui.page.getByRole('checkbox', { name: `Select ${tripId(2)}`, exact: true }).check();
  await ui.page.getByText(new RegExp(`^2 of \\d+ selected · ${data.vendorName} · `)).waitFor();
  await screenshot(ui.page, 'billing-selected');
  await ui.page.getByRole('button', { name: 'Generate Bill', exact: true }).click();

  const dialog = ui.page.getByRole('dialog', { name: 'Generate Bill' });
  await addRemark(dialog, FIRST_REMARK.text, String(FIRST_REMARK.amount));
  // The modal's preview of the net counts the remark.
  await dialog.getByText(`₹ ${FIRST_NET}`, { exact: true }).waitFor();
  await screenshot(ui.page, 'billing-remarks');

  const { response, download, text } = await downloadBy(
    () => dialog.getByRole('button', { name: 'Generate Bill', exact: true }).click(),
    '/generate-pdf-bill',
  );
  const billId = response.headers()['x-bill-id'];
  expect(billId).toMatch(/^B\d+$/);
  expect(response.headers()['content-disposition']).toBe(`attachment; filename="Bill-${billId}-r1.pdf"`);
  expect(download.suggestedFilename()).toBe(`Bill-${billId}-r1.pdf`);
  await expectNotice(ui.page, BILLING_MESSAGES.generated);
  await dialog.waitFor({ state: 'hidden' });

  expect(text).toContain('Vendor Bill');
  expect(text).toContain(billId);
  expect(text).toContain(data.vendorName);
  expect(text).toContain(tripId(1));
  expect(text).toContain(tripId(2));
  expect(text).not.toContain(tripId(3));
  expect(text).toContain('Loading charge'); // saved capitalised
  expect(text).toMatch(new RegExp(`Net Payable\\s+Rs\\. ${FIRST_NET.replace(/[.,]/g, '\\$&')}`));

  // The list refreshes: the billed trips leave it, the third stays.
  await rowOf(ui.page, tripId(1)).waitFor({ state: 'detached' });
  await rowOf(ui.page, tripId(2)).waitFor({ state: 'detached' });
  await rowOf(ui.page, tripId(3)).getByText('Acknowledged', { exact: true }).waitFor();
  await screenshot(ui.page, 'billing-generated');
});

test('Transactions: the bill is found by its date and downloads again as the same document', async () => {
  const { trips } = await threeTrips();
  const { billId, text: firstBillText } = await firstBill(trips);
  await openScreen(ui.page, 'transactions');
  await searchDates('Transaction filters');
  const row = rowOf(ui.page, billId);
  await row.getByRole('cell', { name: data.vendorName, exact: true }).waitFor();
  // Final Amount (an unpaid bill's Outstanding column, further right, shows the same figure).
  await row.getByRole('cell', { name: FIRST_NET, exact: true }).first().waitFor();
  await row.getByText('Unpaid', { exact: true }).waitFor();
  // The page carries the bill alone; its trips are read when it is opened.
  const tripsTable = ui.page.getByRole('table', { name: `Trips of ${billId}` });
  expect(await tripsTable.count()).toBe(0);
  await ui.page.getByRole('button', { name: `Show trips (2) of ${billId}`, exact: true }).click();
  for (const trip of trips.slice(0, 2))
    await tripsTable.getByRole('rowheader', { name: trip.TripID, exact: true }).waitFor();
  await screenshot(ui.page, 'transactions-found');

  const { response, download, text } = await downloadBy(
    () => row.getByRole('button', { name: `Download PDF ${billId}`, exact: true }).click(),
    `/generate-pdf-by-bill-id-transaction/${billId}`,
  );
  expect(response.headers()['content-disposition']).toBe(`attachment; filename="Bill-${billId}-r1.pdf"`);
  expect(download.suggestedFilename()).toBe(`Bill-${billId}-r1.pdf`);
  await expectNotice(ui.page, BILLING_MESSAGES.transactionDownloaded);
  expect(text).toBe(firstBillText);
});

test('Revise Bill: one trip taken out, another added, and the revision downloads as RevisedBill', async () => {
  const { trips, tripId } = await threeTrips();
  const { billId } = await firstBill(trips);
  await openScreen(ui.page, 'revise-bill');
  const form = ui.page.getByRole('form', { name: 'Revise bill search' });
  await form.getByLabel('Bill ID', { exact: true }).fill(billId.toLowerCase());
  await form.getByRole('button', { name: 'Search bills to revise', exact: true }).click();

  const billed = ui.page.getByRole('table', { name: 'Billed Trips' });
  const acknowledged = ui.page.getByRole('table', { name: 'Acknowledged Trips' });
  // The bill's trips start ticked; the vendor's unbilled acknowledged trip can join.
  for (const n of [1, 2] as const)
    await billed.getByRole('checkbox', { name: `Select ${tripId(n)}`, exact: true, checked: true }).waitFor();
  await rowOf(acknowledged, tripId(3)).waitFor();
  await billed.getByRole('checkbox', { name: `Select ${tripId(1)}`, exact: true }).uncheck();
  await acknowledged.getByRole('checkbox', { name: `Select ${tripId(3)}`, exact: true }).check();
  expect(await billed.getByRole('checkbox', { name: `Select ${tripId(2)}`, exact: true }).isChecked()).toBe(
    true,
  );
  await screenshot(ui.page, 'revise-selected');

  await ui.page.getByRole('button', { name: 'Update Bill', exact: true }).click();
  const dialog = ui.page.getByRole('dialog', { name: `Update Bill ${billId}` });
  await addRemark(dialog, REVISION_REMARK.text, String(REVISION_REMARK.amount));
  await dialog.getByText(`₹ ${REVISED_NET}`, { exact: true }).waitFor();
  const { response, download, text } = await downloadBy(
    () => dialog.getByRole('button', { name: 'Update Bill', exact: true }).click(),
    '/generate-pdf-revised-bill',
  );
  expect(response.headers()['content-disposition']).toBe(`attachment; filename="Bill-${billId}-r2.pdf"`);
  expect(download.suggestedFilename()).toBe(`Bill-${billId}-r2.pdf`);
  await expectNotice(ui.page, BILLING_MESSAGES.revised);

  expect(text).toContain(billId);
  expect(text).toContain('revision 2');
  expect(text).not.toContain(tripId(1));
  expect(text).toContain(tripId(2));
  expect(text).toContain(tripId(3));
  expect(text).toContain('Late delivery');
  expect(text).not.toContain('Loading charge'); // a revision's remarks replace the earlier ones
  expect(text).toMatch(new RegExp(`Net Payable\\s+Rs\\. ${REVISED_NET.replace(/[.,]/g, '\\$&')}`));
});

test('the top-bar search opens the bill on Revise Bill with its trips as Billed Trips', async () => {
  const { trips, tripId } = await threeTrips();
  const billId = await revisedBill(trips);
  await openScreen(ui.page, 'reports');
  const search = ui.page.getByLabel('Search by Trip/Bill ID', { exact: true });
  await search.fill(billId.toLowerCase());
  await search.press('Enter');
  await ui.page.waitForURL(
    (url) => url.pathname === '/revise-bill' && url.searchParams.get('bill_id') === billId,
  );
  await ui.page.getByRole('heading', { level: 1, name: 'Revise Bill', exact: true }).waitFor();

  const billed = ui.page.getByRole('table', { name: 'Billed Trips' });
  const acknowledged = ui.page.getByRole('table', { name: 'Acknowledged Trips' });
  for (const n of [2, 3] as const) {
    const row = rowOf(billed, tripId(n));
    await row.getByText('Billed', { exact: true }).waitFor();
    await row.getByRole('cell', { name: billId, exact: true }).waitFor();
  }
  await rowOf(acknowledged, tripId(1)).getByText('Acknowledged', { exact: true }).waitFor();
  expect(await rowOf(billed, tripId(1)).count()).toBe(0);
  expect(await fieldValue(ui.page.getByRole('form', { name: 'Revise bill search' }), 'Bill ID')).toBe(billId);
  await screenshot(ui.page, 'revise-from-search');

  // Each table sorts on its own, and keeps its order through a reload.
  const weightHeader = (table: typeof billed) =>
    table.getByRole('columnheader', { name: 'Weight', exact: true });
  await billed.getByRole('button', { name: 'Weight', exact: true }).click();
  await ui.page.waitForURL((url) => url.searchParams.get('sort') === 'Weight');
  expect(await weightHeader(billed).getAttribute('aria-sort')).toBe('ascending');
  expect(await weightHeader(acknowledged).getAttribute('aria-sort')).not.toBe('ascending');
  await ui.page.reload();
  await rowOf(billed, tripId(2)).waitFor();
  expect(await weightHeader(billed).getAttribute('aria-sort')).toBe('ascending');
  expect(await weightHeader(acknowledged).getAttribute('aria-sort')).not.toBe('ascending');
  await rowOf(acknowledged, tripId(1)).waitFor();
});

test('Transactions: cancelling the bill puts its trips back to Acknowledged, ready to bill again', async () => {
  const { trips, tripId } = await threeTrips();
  const billId = await revisedBill(trips);
  await openScreen(ui.page, 'transactions');
  await searchDates('Transaction filters');
  const row = rowOf(ui.page, billId);
  await row.getByRole('cell', { name: REVISED_NET, exact: true }).first().waitFor();

  // On the bill's second line, away from Download PDF.
  await ui.page.getByRole('button', { name: `Delete bill ${billId}`, exact: true }).click();
  const confirm = ui.page.getByRole('dialog', { name: 'Delete transaction' });
  await confirm.getByText(billId, { exact: false }).waitFor();
  await screenshot(ui.page, 'transactions-confirm-delete');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectNotice(ui.page, BILLING_MESSAGES.transactionDeleted);
  await row.waitFor({ state: 'detached' });

  // The cancelled bill's PDF is no longer served.
  const pdf = await ui.page.request.get(`/logistics/generate-pdf-by-bill-id-transaction/${billId}`);
  expect(pdf.status()).toBe(404);

  await openScreen(ui.page, 'generate-bill');
  await searchDates('Billing filters');
  for (const n of [1, 2, 3] as const)
    await rowOf(ui.page, tripId(n)).getByText('Acknowledged', { exact: true }).waitFor();
  await screenshot(ui.page, 'billing-after-cancel');
});
