import type { Page } from 'playwright-core';
import { todayInIndia } from '../shared/common/dates';
import { TRIP_MESSAGES, type TripRecord } from '../shared/trips';
import { DUPLICATE_TRIP, DUPLICATE_TRIP_MESSAGES } from '../shared/trips/duplicates';
import { IDEMPOTENCY_KEY_HEADER } from '../shared/common/idempotency';
import { ApiClient } from './support/api';
import { describeFindings, seriousViolations } from './support/axe';
import { browserPerFile, expectNotice, login, newPage, screenshot } from './support/browser';
import { E2E_ADMIN } from './support/config';
import { pickSuggestion, waitForValue } from './support/forms';

// The same truck and DO number twice on one day: the trip form shows the first trip and asks.
const file = browserPerFile();
const run = Date.now().toString().slice(-4);
const truck = `MH14DU${run}`;
const vendor = `Duplicate Roadlines ${run}`;
const from = `Chakan${run}`;
const doNumber = `55${run}`;
let admin: ApiClient;

beforeAll(async () => {
  admin = await ApiClient.signedIn(E2E_ADMIN.username, E2E_ADMIN.password);
  await admin.post('/add-freight', { from_destination: from, to_destination: 'Mumbai', rate: 1000 });
  await admin.post('/add-vendor', {
    companyName: vendor,
    companyOwner: 'Ramesh Patil',
    tdsRate: 1,
    gstApplicable: 'No',
    deducteeType: 'individualOrHuf',
  });
  await admin.postMultipart('/add-vehicle', { truck_no: truck, make: 'Tata', companyOwner: 'Ramesh Patil' });
});
afterAll(async () => {
  await admin?.dispose();
});

/** Types the run's trip on the trip form, with this driver. */
async function typeTrip(page: Page, driver: string) {
  await pickSuggestion(page, 'Truck Number', truck.slice(-6).toLowerCase(), truck);
  await page.getByLabel('DO Number', { exact: true }).fill(doNumber);
  await page.getByLabel('Driver Name', { exact: true }).fill(driver);
  await pickSuggestion(page, 'Vendor', vendor.slice(0, 12), vendor);
  await pickSuggestion(page, 'Destination From', from, from);
  await pickSuggestion(page, 'Destination To', 'Mum', 'Mumbai');
  await page.getByLabel('Truck Type', { exact: true }).selectOption('Bulker');
  await page.getByLabel('Weight (tons)', { exact: true }).fill('12');
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true }).click();
/** The trip the form names as the last recorded, once it is another than `before`. */
async function lastRecorded(page: Page, before = '') {
  const noted = page.getByText(new RegExp(`^Last trip recorded: (?!${before}$)T\\d+$`));
  return (await noted.innerText()).replace('Last trip recorded: ', '').trim();
}

test('the same truck and DO number again: the form shows the first trip and asks; Cancel keeps the form, Save anyway stores it', async () => {
  const { page, context } = await newPage(file.browser);
  await login(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.getByRole('heading', { name: 'Trip ID: New' }).waitFor();

  await typeTrip(page, 'Ramesh');
  await submit(page);
  await expectNotice(page, TRIP_MESSAGES.submitted);
  const first = await lastRecorded(page);
  await waitForValue(page.getByRole('combobox', { name: 'Truck Number', exact: true }), '');

  // The same trip again, by another driver: the server answers 409 naming the first, and nothing is stored.
  await typeTrip(page, 'Suresh');
  const asked = page.waitForResponse((r) => r.url().endsWith('/logistics/reports') && r.status() === 409);
  await submit(page);
  const answer = await asked;
  const body = (await answer.json()) as {
    message: string;
    errorCode: string;
    duplicateTrip: { TripID: string };
  };
  expect(body.errorCode).toBe(DUPLICATE_TRIP);
  expect(body.duplicateTrip.TripID).toBe(first);
  expect(body.message).toMatch(
    new RegExp(
      `^Trip ${first} has the same truck and DO number, stored today at \\d\\d:\\d\\d \\(driver Ramesh\\)\\.`,
    ),
  );
  expect(answer.request().headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()]).toMatch(/^[0-9a-f-]{36}$/);

  const dialog = page.getByRole('dialog', { name: DUPLICATE_TRIP_MESSAGES.confirmTitle });
  await dialog.getByText(body.message, { exact: true }).waitFor();
  const shown = await dialog.locator('dt').allInnerTexts();
  const values = await dialog.locator('dd').allInnerTexts();
  expect(Object.fromEntries(shown.map((term, i) => [term, values[i]]))).toEqual({
    'Trip ID': first,
    Stored: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/),
    'Driver Name': 'Ramesh',
  });
  await screenshot(page, 'duplicate-trip-question');
  expect(describeFindings(await seriousViolations(page, 'duplicate trip question'))).toBe('');

  // Cancel: back to the form as typed, nothing stored.
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await page.getByLabel('Driver Name', { exact: true }).inputValue()).toBe('Suresh');
  expect(await page.getByRole('combobox', { name: 'Truck Number', exact: true }).inputValue()).toBe(truck);

  // Asked again, and confirmed: the second trip is stored.
  await submit(page);
  await dialog.getByRole('button', { name: DUPLICATE_TRIP_MESSAGES.saveAnyway, exact: true }).click();
  await expectNotice(page, TRIP_MESSAGES.submitted);
  const second = await lastRecorded(page, first);
  await screenshot(page, 'duplicate-trip-saved');
  await context.close();

  const today = todayInIndia();
  const { tableData } = await admin.get<{ tableData: TripRecord[] }>(
    `/api/reports?${new URLSearchParams({ startDate: today, endDate: today, truckNumber: truck })}`,
  );
  expect(
    tableData.map((t) => [t.TripID, t.DONumber, t.DriverName]).sort(([a], [b]) => a!.localeCompare(b!)),
  ).toEqual([
    [first, doNumber, 'Ramesh'],
    [second, doNumber, 'Suresh'],
  ]);
});
