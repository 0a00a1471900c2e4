import type { Page } from 'playwright-core';
import { todayInIndia } from '../shared/common/dates';

import type { TripRecord } from '../shared/trips';
import { ApiClient, createApprovedUsers } from './support/api';
import {
  addAcknowledgedTrip,
  addBillingMasterData,
  keepForReview,
  pdfFileText,
  type BillingMasterData,
} from './support/billing-data';
import { browserPerFile, login, newPage, screenshot } from './support/browser';
import { searchDay } from './support/forms';
import type { ListToReviseResponse } from '../shared/billing/wire';

/**
 * Bill revisions in a real browser: a revision keeps the bill's remarks, a bill says when its trips
 * changed, Transactions lists each bill's trips, a loadingManager cannot open or change an
 * existing trip, notices stay above dialogs, and Today's List turns over at midnight India time.
 */

const file = browserPerFile();
const run = Date.now().toString(36).slice(-5);
const digits = String(Date.now() + 17).slice(-6);
const accountant = { username: `mr${run}`, password: `Money#${run}Pass9` };
const loading = { username: `lm${run}`, password: `Load#${run}Pass9` };
const today = todayInIndia();

let data: BillingMasterData;
let api: ApiClient;

beforeAll(async () => {
  await createApprovedUsers(
    { ...accountant, profile: 'accountant' },
    { ...loading, profile: 'loadingManager' },
  );
  api = await ApiClient.signedIn(accountant.username, accountant.password);
  data = await addBillingMasterData(api, run, digits, { rate: 1000, tdsRate: 1 });
});
afterAll(async () => {
  await api?.dispose();
});

/** 20 t at 1,000: Freight 20,000 - TDS 200 - Diesel 3,000 - Advance 1,000 - Toll 200 = 15,600. */
const PLAN = { weight: 20, actualWeight: 19.9, dieselAmount: 3000, advance: 1000, toll: 200 };

async function billWithRemarks(): Promise<{ trip: TripRecord; billId: string }> {
  const trip = await addAcknowledgedTrip(api, data, PLAN, 1);
  const rows = [
    {
      id: trip._id,
      trip_id: trip.TripID,
      remarks: [
        { text: 'Halting', amount: '150' },
        { text: 'Penalty', amount: '-50' },
      ],
      applyTaxes: false,
    },
  ];
  await api.post('/generate-pdf-bill', rows).catch(() => undefined); // answers a PDF, not JSON
  const listed = await api.post<ListToReviseResponse>('/list-to-revise-bill', {
    startDate: today,
    endDate: today,
  });
  const billId = listed.billed.find((t) => t.TripID === trip.TripID)!.BillId!;
  return { trip, billId };
}

/** Waits (real time) until the condition holds. */
async function until(condition: () => boolean, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function signedInPage(user: { username: string; password: string }): Promise<Page> {
  const { page } = await newPage(file.browser);
  await login(page, user.username, user.password);
  return page;
}

test('Update Bill opens with the remarks; confirming them keeps remarks and net in the new PDF', async () => {
  const { billId } = await billWithRemarks();
  const page = await signedInPage(accountant);
  await page.goto(`/revise-bill?bill_id=${billId}`);
  await page.getByText('Revision 1 (', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Update Bill', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Update Bill ${billId}` });
  expect(await dialog.getByLabel('Remark 1 Text', { exact: true }).inputValue()).toBe('Halting');
  expect(await dialog.getByLabel('Remark 1 Amount', { exact: true }).inputValue()).toBe('150');
  expect(await dialog.getByLabel('Remark 2 Text', { exact: true }).inputValue()).toBe('Penalty');
  expect(await dialog.getByLabel('Remark 2 Amount', { exact: true }).inputValue()).toBe('-50');
  await dialog.getByText('₹ 15,698.50', { exact: true }).waitFor();
  await screenshot(page, 'revision-update-bill-remarks');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Update Bill', exact: true }).click(),
  ]);
  const file = await download.path();
  keepForReview(file, download.suggestedFilename());
  const text = pdfFileText(file);
  expect(text).toMatch(/Add: Halting\s+\+ 150\.00/);
  expect(text).toMatch(/Less: Penalty\s+- 50\.00/);
  // 15,600 + 150 - 50, less 1 % TDS on the 150 charge (1.50).
  expect(text).toMatch(/Net Payable\s+Rs\. 15,698\.50/);
  expect(text).toMatch(/Revision\s+2 \(revised on \d\d\/\d\d\/\d{4}\)/);
  await page.context().close();
});

test('a billed trip edited on Revise Bill marks its bill out of date in Transactions, which lists the trips', async () => {
  const { trip, billId } = await billWithRemarks();
  await api.post('/update-one-revise-bill', {
    updateRows: { Toll: '300' },
    trip_id: trip.TripID,
    bill_id: billId,
  });
  const page = await signedInPage(accountant);
  await page.goto('/transactions');
  const form = page.getByRole('form', { name: 'Transaction filters' });
  await searchDay(form, today);
  const notice = page.getByRole('status', { name: `Bill ${billId} is out of date` });
  await notice.waitFor();
  expect(await notice.innerText()).toContain(`${trip.TripID}: Toll: 200.00 → 300.00`);
  // A bill's trips are read when it is opened.
  await page.getByRole('button', { name: `Show trips (1) of ${billId}`, exact: true }).click();
  const trips = page.getByRole('table', { name: `Trips of ${billId}` });
  const row = trips
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: trip.TripID, exact: true }) });
  await row.waitFor();
  const cells = await row.getByRole('cell').allInnerTexts();
  expect(cells.slice(0, 8)).toEqual([
    data.truckNumber,
    'Sandeep Jadhav',
    trip.DONumber,
    data.from,
    data.to,
    'Bulker',
    'Billed',
    'DS-1',
  ]);
  await notice.scrollIntoViewIfNeeded();
  await screenshot(page, 'revision-transactions-out-of-date');

  await notice.getByRole('link', { name: 'Update Bill', exact: true }).click();
  await page.waitForURL(`**/revise-bill?bill_id=${billId}`);
  await page.getByRole('status', { name: `Bill ${billId} is out of date` }).waitFor();
  await screenshot(page, 'revision-revise-out-of-date');
  await page.getByRole('button', { name: 'Update Bill', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Update Bill ${billId}` });
  await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Update Bill', exact: true }).click(),
  ]);
  await page.getByRole('status', { name: `Bill ${billId} is out of date` }).waitFor({ state: 'detached' });
  await page.context().close();
});

test('loadingManager: /home/{id} and an empty search give the access message; the API refuses its update', async () => {
  const trip = await addAcknowledgedTrip(api, data, PLAN, 2);
  const page = await signedInPage(loading);
  await page.goto(`/home/${trip.TripID}`);
  await page.getByRole('alert').filter({ hasText: 'You do not have access to this section.' }).waitFor();
  expect(await page.getByLabel('Driver Name', { exact: true }).count()).toBe(0);
  await screenshot(page, 'revision-loading-manager-trip');
  const search = page.getByPlaceholder('Search by Trip/Bill ID');
  await search.press('Enter');
  await page
    .locator('.notice-area [role="alert"]', { hasText: /^You do not have access to this section\s*×?$/ })
    .first()
    .waitFor();

  const lm = await ApiClient.signedIn(loading.username, loading.password);
  try {
    const res = await lm.postRaw('/api/trip', { ...trip, TransactionStatus: 'Acknowledged', Weight: 5 });
    expect(res).toEqual({ status: 403, body: { message: 'You do not have access to this section.' } });
    const after = await api.get<TripRecord>(`/api/trip/${trip.TripID}`);
    expect([after.Weight, after.TransactionStatus]).toEqual([20, 'Acknowledged']);
  } finally {
    await lm.dispose();
  }
  await page.context().close();
});

test('Reset Password failures: one notice, inside the open dialog, and it can be dismissed', async () => {
  const { page } = await newPage(file.browser);
  await page.goto('/');
  await page
    .getByRole('button', { name: 'Reset Password' })
    .or(page.getByRole('link', { name: 'Reset Password' }))
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel('Username', { exact: true }).fill(accountant.username);
  await dialog.getByLabel('Current Password', { exact: true }).fill('Wrong#Pass123');
  await dialog.getByLabel('New Password', { exact: true }).fill('Another#Pass123');
  await dialog.getByLabel('Retype New Password', { exact: true }).fill('Another#Pass123');
  const alerts = dialog.locator('.notice-area [role="alert"]');
  for (let i = 0; i < 4; i += 1) {
    // Each answer is awaited before its notice is looked for: the last one's notice is still fading
    // out while the next answer (slowed down after wrong passwords) is on its way.
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/logistics/reset-password' && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await answered;
    await alerts.first().waitFor();
  }
  // The fading notices of earlier attempts leave; one stays.
  for (let waited = 0; waited < 5000 && (await alerts.count()) !== 1; waited += 100) {
    await page.waitForTimeout(100);
  }
  expect(await alerts.count()).toBe(1);
  await screenshot(page, 'revision-notice-over-dialog');
  await dialog.locator('.notice-area').getByRole('button', { name: 'Dismiss' }).click();
  expect(await page.locator('.notice-area [role="alert"]').count()).toBe(0);
  await page.context().close();
});

test("Today's List turns over at midnight India time without a reload", async () => {
  const { page } = await newPage(file.browser);
  await login(page, accountant.username, accountant.password);
  // The browser's clock at 23:59:50 India time of the server's today; the server keeps its own.
  const [y, m, d] = today.split('-').map(Number);
  const lateEvening = new Date(Date.UTC(y, m - 1, d, 18, 29, 50));
  await page.clock.install({ time: lateEvening });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/logistics/api/reports')
      asked.push(new URL(r.url()).searchParams.get('startDate') ?? '');
  });
  await page.goto('/today-list');
  await page.getByRole('heading', { name: 'Trips recorded today' }).waitFor();
  await until(() => asked.includes(today), `a request for ${today}`);
  await page.clock.runFor(15_000);
  const tomorrow = todayInIndia(new Date(lateEvening.getTime() + 15_000));
  await until(() => asked.includes(tomorrow), `a request for ${tomorrow}`);
  await page.context().close();
});

test('closing a conflict notice keeps the Freight row in edit mode with what was typed', async () => {
  const from = `Alibag ${run}`;
  await api.post('/add-freight', { from_destination: from, to_destination: 'Pen', rate: 700 });
  await api.post('/add-freight', { from_destination: from, to_destination: 'Roha', rate: 800 });
  const page = await signedInPage(accountant);
  await page.goto('/freight');
  const fromText = from.charAt(0).toUpperCase() + from.slice(1).toLowerCase();
  await page.getByRole('button', { name: `Edit ${fromText} to Roha`, exact: true }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('textbox', { name: 'To', exact: true }) });
  await row.getByRole('textbox', { name: 'To', exact: true }).fill('Pen');
  await row.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = page.locator('.notice-area [role="alert"]', {
    hasText: 'Conflict: Freight already exists.',
  });
  await notice.waitFor();
  await row.getByRole('textbox', { name: 'Rate', exact: true }).fill('825');
  await screenshot(page, 'revision-row-edit-notice');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await notice.waitFor({ state: 'detached' });
  expect(await row.getByRole('textbox', { name: 'To', exact: true }).inputValue()).toBe('Pen');
  expect(await row.getByRole('textbox', { name: 'Rate', exact: true }).inputValue()).toBe('825');
  await page.context().close();
});
