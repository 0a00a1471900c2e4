import type { Page } from 'playwright-core';
import { todayInIndia } from '../shared/common/dates';
import type { TripRecord } from '../shared/trips';
import { signedInNewUser } from './support/api';
import {
  addAcknowledgedTrip,
  addBillingMasterData,
  billThroughApi,
  tripFormFor,
  type BillingMasterData,
} from './support/billing-data';
import { expectNotice, screenshot, signedInPagePerTest } from './support/browser';
import { searchDay } from './support/forms';

/**
 * The clerk at a 1366x768 office PC: many trips acknowledged at once from the keyboard, the list
 * tables' money columns and row actions in view without sideways scrolling, and a list's ids
 * opening the trip and bill pages.
 */

const run = Date.now().toString(36).slice(-5);
const digits = String(Date.now() + 11).slice(-6);
const accountant = { username: `clerk${run}`, password: `Clerk#${run}Pass9` };
const OPEN_TRIPS = 20;
const today = todayInIndia();
let data: BillingMasterData;
let openTrips: string[] = [];
let billed: TripRecord;
let billId = '';
let ready: TripRecord;

beforeAll(async () => {
  const api = await signedInNewUser(accountant.username, 'accountant', accountant.password);
  try {
    data = await addBillingMasterData(api, run, digits, { rate: 1000, tdsRate: 1 });
    openTrips = [];
    for (let index = 0; index < OPEN_TRIPS; index++) {
      const { TripID } = await api.post<{ TripID: string }>(
        '/reports',
        tripFormFor(data, { DONumber: `7${index}`, Weight: '20', DieselAmount: '', Advance: '', Toll: '' }),
      );
      openTrips.push(TripID);
    }
    const plan = { weight: 20, actualWeight: 19.9, dieselAmount: 1000, advance: 500, toll: 100 };
    billed = await addAcknowledgedTrip(api, data, plan, 1);
    ({ billId } = await billThroughApi(api, [billed], []));
    ready = await addAcknowledgedTrip(api, data, plan, 2);
  } finally {
    await api.dispose();
  }
}, 300_000);

const ui = signedInPagePerTest(accountant);

async function searchReports(page: Page) {
  await page.goto('/reports');
  await searchDay(page.getByRole('form', { name: 'Report filters' }), today, { Vendor: data.vendorName });
  await page.getByRole('rowheader', { name: billed.TripID }).waitFor();
}

test('20 trips acknowledged with their weights in one go from the keyboard', async () => {
  const { page } = ui;
  await searchReports(page);
  await page.getByRole('checkbox', { name: 'Select all trips shown' }).check();
  const panel = page.getByRole('region', { name: 'Acknowledge selected trips' });
  await panel.getByRole('heading', { name: `Acknowledge ${OPEN_TRIPS + 1} selected trips` }).waitFor();
  // The acknowledged trip not yet billed is ticked too; its weight is there already.
  await page.getByRole('checkbox', { name: `Select ${ready.TripID}` }).uncheck();
  await panel.getByRole('heading', { name: `Acknowledge ${OPEN_TRIPS} selected trips` }).waitFor();
  const order = await panel.locator('tbody th[scope="row"]').allInnerTexts();
  expect([...order].sort()).toEqual([...openTrips].sort());

  await panel.getByLabel(`Actual Weight of ${order[0]}`).focus();
  const weights = order.map((_, i) => (19 + i / 100).toFixed(2));
  for (const weight of weights) {
    await page.keyboard.type(weight);
    await page.keyboard.press('Enter');
  }
  // Down the Short column next, as in Excel; every other Short left empty.
  for (let i = 0; i < order.length; i++) {
    if (i % 2 === 0) await page.keyboard.type(String(10 * (i + 1)));
    await page.keyboard.press('Enter');
  }
  await screenshot(page, 'clerk-acknowledge-typed');
  const sent = page.waitForRequest((r) => r.url().endsWith('/trips/acknowledge'));
  await page.keyboard.press('Enter');
  expect(JSON.parse((await sent).postData() ?? '{}').trips).toHaveLength(OPEN_TRIPS);
  await expectNotice(page, `${OPEN_TRIPS} trips acknowledged.`);

  for (const [i, tripId] of order.entries()) {
    const trip = await page.evaluate(
      async (id) => (await fetch(`/logistics/api/trip/${id}`, { credentials: 'include' })).json(),
      tripId,
    );
    expect([trip.TransactionStatus, trip.ActualWeight, trip.Short]).toEqual([
      'Acknowledged',
      Number(weights[i]),
      i % 2 === 0 ? 10 * (i + 1) : null,
    ]);
  }
});

test('a trip ID and a bill ID in a list open the trip and bill pages', async () => {
  const { page } = ui;
  await page.goto('/generate-bill');
  await searchDay(page.getByRole('form', { name: 'Billing filters' }), today, { Vendor: data.vendorName });
  await page.getByRole('link', { name: ready.TripID, exact: true }).click();
  await page.waitForURL(`**/trips/${ready.TripID}`);
  await page
    .getByRole('heading', { name: new RegExp(ready.TripID) })
    .first()
    .waitFor();

  await searchReports(page);
  await page.getByRole('link', { name: billId, exact: true }).first().click();
  await page.waitForURL(`**/bills/${billId}`);
  await page
    .getByRole('heading', { name: new RegExp(billId) })
    .first()
    .waitFor();
  await screenshot(page, 'clerk-bill-page-from-list');
});
