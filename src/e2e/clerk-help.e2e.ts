import { DateTime } from 'luxon';
import { TRIP_DRAFT_MESSAGES } from '../shared/trips/draft';
import { ApiClient } from './support/api';
import { browserPerFile, login, newPage, screenshot } from './support/browser';
import { E2E_ADMIN } from './support/config';
import { addTruckWithDocument, indiaDay } from './support/trucks';

/**
 * Screens that help the clerk: a half-typed trip survives a reload and a session that ends, and a
 * bell notice opens its vehicle.
 */

const file = browserPerFile();
let admin: ApiClient;
const run = Date.now().toString().slice(-4);
const truck = `MH13CH${run}`;

beforeAll(async () => {
  admin = await ApiClient.signedIn(E2E_ADMIN.username, E2E_ADMIN.password);
  // Fitness expired two days ago.
  await addTruckWithDocument(admin, truck, 'fitness', [-367, -2]);
});
afterAll(async () => {
  await admin?.dispose();
});

test('half a trip typed, then a reload: the draft is back with a notice; after the session ends, login brings it back too', async () => {
  const { page, context } = await newPage(file.browser);
  await login(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.getByRole('heading', { name: 'Trip ID: New' }).waitFor();
  await page.getByLabel('DO Number', { exact: true }).fill('458210');
  await page.getByLabel('Driver Name', { exact: true }).fill('Suresh Kumar');

  // Reloading with unsaved typing asks first (the browser's own "leave page?").
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await page.getByText(TRIP_DRAFT_MESSAGES.restored, { exact: true }).waitFor();
  expect(asked).toEqual(['beforeunload']);
  expect(await page.getByLabel('DO Number', { exact: true }).inputValue()).toBe('458210');
  expect(await page.getByLabel('Driver Name', { exact: true }).inputValue()).toBe('Suresh Kumar');
  await screenshot(page, 'trip-draft-restored');

  // The session ends (say, a logout in another tab): login returns to the form with the draft.
  await context.clearCookies();
  await page.reload();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByLabel('Username', { exact: true }).fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  await page.getByText(TRIP_DRAFT_MESSAGES.restored, { exact: true }).waitFor();
  expect(await page.getByLabel('Driver Name', { exact: true }).inputValue()).toBe('Suresh Kumar');

  // Discard empties the form and forgets the draft.
  await page.getByRole('button', { name: TRIP_DRAFT_MESSAGES.discard, exact: true }).click();
  expect(await page.getByLabel('Driver Name', { exact: true }).inputValue()).toBe('');
  await context.close();
});

test('a bell notice says Expired on for a past date and opens the vehicle', async () => {
  const { page, context } = await newPage(file.browser);
  await login(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const list = page.getByRole('region', { name: 'Notifications list' });
  const notice = list.getByRole('link').filter({ hasText: truck });
  await notice.getByText(`Expired on ${DateTime.fromISO(indiaDay(-2)).toFormat('dd/MM/yyyy')}`).waitFor();
  await screenshot(page, 'bell-expired');
  await notice.click();
  await page.waitForURL((url) => url.pathname === '/vehicle' && url.searchParams.get('truck') === truck);
  await page.getByRole('article', { name: truck }).waitFor();
  expect(await page.getByRole('article').count()).toBe(1);
  expect(await page.getByLabel('Search Truck', { exact: true }).inputValue()).toBe(truck);
  await screenshot(page, 'bell-opens-vehicle');
  await context.close();
});
