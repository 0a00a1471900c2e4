import { OFFLINE_MESSAGES } from '../shared/trips/offline';
import { ApiClient } from './support/api';
import type { BillingMasterData } from './support/billing-data';
import { browserPerFile, expectNotice, login, newPage, PHONE, screenshot } from './support/browser';
import {
  loadingManagerWithMasterData,
  openServedByWorker,
  outboxRow,
  storedTrips,
  typeTripWithSlipPhoto,
} from './support/outbox';

/**
 * The loading point without a signal, on a phone (390 x 844) as the loading manager: the app,
 * opened once online, opens again offline (served by its service worker, the network really cut
 * for the page and the worker alike); a trip with a photographed slip submitted offline, Submit
 * pressed twice, waits on the phone and is stored once, with its PDF, when the network returns.
 */

const file = browserPerFile();
const run = Date.now().toString(36).slice(-5);
const digits = String(Date.now() + 91).slice(-6);
const loader = { username: `ol${run}`, password: `Offline#${run}Pass9` };
let data: BillingMasterData;

beforeAll(async () => {
  data = await loadingManagerWithMasterData(loader, run, digits);
}, 120_000);

test('offline: the trip form opens from the service worker; a trip with a photo, Submit pressed twice, is stored once with its PDF when the network returns', async () => {
  const { page, context } = await newPage(file.browser, PHONE);
  try {
    await login(page, loader.username, loader.password);
    await openServedByWorker(page);

    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    const reachable = await page.evaluate(() =>
      fetch('/logistics/check-auth').then(
        () => true,
        () => false,
      ),
    );
    expect(reachable).toBe(false);
    await page.getByRole('heading', { name: 'Trip ID: New' }).waitFor();
    await page.getByText(/^Lists from \d\d:\d\d$/).waitFor();

    const doNumber = `7${digits}`;
    await typeTripWithSlipPhoto(page, data, doNumber);

    await page.getByRole('button', { name: 'Submit', exact: true }).dblclick();
    await expectNotice(page, OFFLINE_MESSAGES.kept);
    await outboxRow(page, doNumber).getByText(OFFLINE_MESSAGES.waiting, { exact: true }).waitFor();
    await expect(outboxRow(page, doNumber).count()).resolves.toBe(1);
    await screenshot(page, 'offline-outbox-waiting');
    expect(await storedTrips(loader, doNumber)).toEqual([]);

    await context.setOffline(false);
    const stored = outboxRow(page, doNumber).getByText(/^Stored as T\d+$/);
    await stored.waitFor({ timeout: 40_000 });
    const tripId = (await stored.innerText()).replace('Stored as ', '');
    await outboxRow(page, doNumber).getByText(OFFLINE_MESSAGES.papersWaiting).waitFor({ state: 'detached' });
    await screenshot(page, 'offline-outbox-stored');

    const trips = await storedTrips(loader, doNumber);
    expect(trips.map((trip) => trip.TripID)).toEqual([tripId]);
    expect(trips[0]!.DieselSlipImage?.originalname).toBe('IMG_slip.pdf');
    const pdf = await page.request.get(`/logistics/api/download/${trips[0]!._id}/DieselSlipImage`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await context.close();
  }
}, 180_000);

test('a first visit: the worker takes the page it installed from, so the look-ups fetched after the login open offline', async () => {
  const { page, context } = await newPage(file.browser, PHONE);
  try {
    await page.goto('/');
    // No reload: the worker installed from the login page controls that same page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await page.getByLabel('Username', { exact: true }).fill(loader.username);
    await page.getByLabel('Password', { exact: true }).fill(loader.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'Trip ID: New' }).waitFor();
    await page.getByText(/^Lists from \d\d:\d\d$/).waitFor({ timeout: 15_000 });

    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: 'Trip ID: New' }).waitFor();
    await page.getByText(/^Lists from \d\d:\d\d$/).waitFor();
  } finally {
    await context.close();
  }
}, 120_000);

test('signed in before the worker took the page: the worker keeps the lists itself, so they open offline', async () => {
  const { page, context } = await newPage(file.browser, PHONE);
  try {
    // The session comes from elsewhere, so the trip form fetches its look-ups at once, past the
    // worker that is still installing.
    await context.addCookies(await (await ApiClient.signedIn(loader.username, loader.password)).cookies());
    await page.goto('/');
    await page.getByRole('heading', { name: 'Trip ID: New' }).waitFor();
    // Activated: its activation (taking the page, keeping the lists) has finished.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 30_000,
    });

    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: 'Trip ID: New' }).waitFor();
    await page.getByText(/^Lists from \d\d:\d\d$/).waitFor();
    await page.getByLabel('Vendor', { exact: true }).waitFor();
  } finally {
    await context.close();
  }
}, 120_000);
