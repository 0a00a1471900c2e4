import type { Page } from 'playwright-core';
import { BILLING_MESSAGES } from '../shared/billing';
import { formatIndianDate, todayInIndia } from '../shared/common/dates';
import { SEARCH_FILTER_MESSAGES } from '../shared/lists/search-filters';
import { signedInNewUser, type ApiClient } from './support/api';
import { addAcknowledgedTrip, addBillingMasterData, type BillingMasterData } from './support/billing-data';
import { expectNotice, screenshot, signedInPagePerTest } from './support/browser';
import { fieldValue, searchDay } from './support/forms';
import { confirmGenerateBill } from './support/generate-bill';
import { openFromSidebar } from './support/profiles';

/**
 * Every result named, nothing typed lost (as an accountant): login lands on /home, a Reports
 * search survives a reload, a failed search's notice goes with the next good search, and after
 * Generate Bill the screen names the new bill with a working Open PDF link.
 */

let api: ApiClient;
const run = Date.now().toString(36).slice(-5);
const digits = String(Date.now()).slice(-6);
const accountant = { username: `outc${run}`, password: `Outc#${run}Pass9` };
const today = todayInIndia();
let data: BillingMasterData;
// Each test's trip: its amounts are not what these tests look at.
const PLAN = { weight: 20, actualWeight: 20, dieselAmount: 1000, advance: 500, toll: 0 };

beforeAll(async () => {
  api = await signedInNewUser(accountant.username, 'accountant', accountant.password);
  data = await addBillingMasterData(api, run, digits, { rate: 1200, tdsRate: 1 });
});
afterAll(async () => api?.dispose());
const ui = signedInPagePerTest(accountant);

const notices = (page: Page) => page.locator('.notice-area [role="alert"]');

const tripRow = (page: Page, tripId: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: tripId, exact: true }) });

test('login lands on /home (Upload Trip Details); the Dashboard is one click away', async () => {
  // signedInPagePerTest logged in through the Login form.
  expect(new URL(ui.page.url()).pathname).toBe('/home');
  await ui.page.getByRole('heading', { level: 1, name: 'Upload Trip Details' }).waitFor();
  await openFromSidebar(ui.page, 'dashboard');
});

test('a Reports search survives a reload: the address keeps it', async () => {
  const trip = await addAcknowledgedTrip(api, data, PLAN, 1);
  await openFromSidebar(ui.page, 'reports');
  const form = ui.page.getByRole('form', { name: 'Report filters' });
  await searchDay(form, today);
  await tripRow(ui.page, trip.TripID).waitFor();
  await ui.page.waitForURL(
    (url) => url.searchParams.get('startDate') === today && url.searchParams.get('endDate') === today,
  );

  await ui.page.reload();
  await tripRow(ui.page, trip.TripID).waitFor();
  expect(await fieldValue(ui.page.getByRole('form', { name: 'Report filters' }), 'Start Date')).toBe(
    formatIndianDate(today),
  );
  await screenshot(ui.page, 'outcomes-reports-reloaded');
});

test("a failed search's notice is gone after a good search", async () => {
  await openFromSidebar(ui.page, 'reports');
  const form = ui.page.getByRole('form', { name: 'Report filters' });
  await form.getByRole('button', { name: 'Search trips', exact: true }).click();
  await expectNotice(ui.page, SEARCH_FILTER_MESSAGES.atLeastOne);
  await searchDay(form, today);
  await ui.page.waitForURL((url) => url.searchParams.get('startDate') === today);
  await notices(ui.page)
    .filter({ hasText: SEARCH_FILTER_MESSAGES.atLeastOne })
    .waitFor({ state: 'detached' });
});

test('after Generate Bill the screen names the new bill, and Open PDF shows it', async () => {
  const trip = await addAcknowledgedTrip(api, data, PLAN, 2);
  await openFromSidebar(ui.page, 'generate-bill');
  await searchDay(ui.page.getByRole('form', { name: 'Billing filters' }), today);
  await ui.page.getByRole('checkbox', { name: `Select ${trip.TripID}`, exact: true }).check();
  const { billId } = await confirmGenerateBill(ui.page);
  await expectNotice(ui.page, BILLING_MESSAGES.generated);

  const panel = ui.page.getByRole('region', { name: `Bill ${billId} generated` });
  await panel.waitFor();
  await panel.getByText(data.vendorName, { exact: true }).waitFor();
  await panel.getByText(`Bill-${billId}-r1.pdf`, { exact: true }).waitFor();
  await screenshot(ui.page, 'outcomes-bill-result');
  // Still there once the notice has faded.
  await ui.page.waitForTimeout(3500);
  await panel.waitFor();

  const open = panel.getByRole('link', { name: 'Open PDF' });
  expect(await open.getAttribute('target')).toBe('_blank');
  const pdf = await ui.page.request.get((await open.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toBe(`inline; filename="Bill-${billId}-r1.pdf"`);
  const [tab] = await Promise.all([ui.page.context().waitForEvent('page'), open.click()]);
  expect(tab.url()).toContain(`/logistics/generate-pdf-by-bill-id-transaction/${billId}?disposition=inline`);
  await tab.close();

  // Go to Transactions lists the bill's day with the bill on it.
  await panel.getByRole('link', { name: 'Go to Transactions' }).click();
  await ui.page.waitForURL(
    (url) => url.pathname === '/transactions' && url.searchParams.get('startDate') !== null,
  );
  await ui.page.getByRole('rowheader', { name: billId, exact: true }).waitFor();
});
