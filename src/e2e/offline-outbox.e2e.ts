import type { Page } from 'playwright-core';
import jpeg from 'jpeg-js';
import { OFFLINE_MESSAGES } from '../shared/trips/offline';
import type { TripRecord } from '../shared/trips';
import { ApiClient, createApprovedUser } from './support/api';
import { addBillingMasterData, type BillingMasterData } from './support/billing-data';
import { browserPerFile, expectNotice, login, newPage, PHONE, screenshot } from './support/browser';
import { E2E_ADMIN } from './support/config';
import { pickSuggestion } from './support/forms';

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

/** A small phone photo of a slip: white with a dark stamp, as a JPEG. */
function slipPhoto(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 4, 235);
  for (let y = 0; y < height * 0.2; y++)
    for (let x = 0; x < width * 0.25; x++) pixels.fill(20, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return jpeg.encode({ data: pixels, width, height }, 90).data;
}

beforeAll(async () => {
  const admin = await ApiClient.signedIn(E2E_ADMIN.username, E2E_ADMIN.password);
  try {
    await createApprovedUser(admin, loader.username, 'loadingManager', loader.password);
    data = await addBillingMasterData(admin, run, digits, { rate: 1000, tdsRate: 1 });
  } finally {
    await admin.dispose();
  }
}, 120_000);

/** His trips of today with this DO number, as the server holds them (asked from outside the phone). */
async function storedTrips(doNumber: string): Promise<TripRecord[]> {
  const lm = await ApiClient.signedIn(loader.username, loader.password);
  try {
    const { trips } = await lm.get<{ trips: TripRecord[] }>('/api/my-trips-today');
    return trips.filter((trip) => String(trip.DONumber) === doNumber);
  } finally {
    await lm.dispose();
  }
}

const outboxRow = (page: Page, doNumber: string) =>
  page
    .getByRole('region', { name: OFFLINE_MESSAGES.outboxTitle })
    .getByRole('listitem')
    .filter({ hasText: `DO ${doNumber}` });

test('offline: the trip form opens from the service worker; a trip with a photo, Submit pressed twice, is stored once with its PDF when the network returns', async () => {
  const { page, context } = await newPage(file.browser, PHONE);
  try {
    await login(page, loader.username, loader.password);
    // The worker installs after the first visit; from the next load it serves the app.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('heading', { name: 'Trip ID: New' }).waitFor();
    // The look-ups went through the worker, which kept them with their time.
    await page.getByText(/^Lists from \d\d:\d\d$/).waitFor({ timeout: 15_000 });

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
    await pickSuggestion(page, 'Truck Number', data.truckNumber.slice(-6), data.truckNumber);
    await page.getByLabel('DO Number', { exact: true }).fill(doNumber);
    await pickSuggestion(page, 'Vendor', data.vendorName.slice(0, 12), data.vendorName);
    await pickSuggestion(page, 'Destination From', data.from.slice(0, 10), data.from);
    await pickSuggestion(page, 'Destination To', data.to.slice(0, 10), data.to);
    await page.getByLabel('Truck Type', { exact: true }).selectOption('Bulker');
    await page.getByLabel('Weight (tons)', { exact: true }).fill('24.5');
    const papers = page.getByRole('group', { name: 'Papers', exact: true });
    await papers
      .getByLabel('Diesel Slip Image: take photo', { exact: true })
      .setInputFiles({ name: 'IMG_slip.jpg', mimeType: 'image/jpeg', buffer: slipPhoto(1200, 1600) });
    await papers.getByText(/^IMG_slip\.pdf \(/).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Submit', exact: true }).dblclick();
    await expectNotice(page, OFFLINE_MESSAGES.kept);
    await outboxRow(page, doNumber).getByText(OFFLINE_MESSAGES.waiting, { exact: true }).waitFor();
    await expect(outboxRow(page, doNumber).count()).resolves.toBe(1);
    await screenshot(page, 'offline-outbox-waiting');
    expect(await storedTrips(doNumber)).toEqual([]);

    await context.setOffline(false);
    const stored = outboxRow(page, doNumber).getByText(/^Stored as T\d+$/);
    await stored.waitFor({ timeout: 40_000 });
    const tripId = (await stored.innerText()).replace('Stored as ', '');
    await outboxRow(page, doNumber).getByText(OFFLINE_MESSAGES.papersWaiting).waitFor({ state: 'detached' });
    await screenshot(page, 'offline-outbox-stored');

    const trips = await storedTrips(doNumber);
    expect(trips.map((trip) => trip.TripID)).toEqual([tripId]);
    expect(trips[0]!.DieselSlipImage?.originalname).toBe('IMG_slip.pdf');
    const pdf = await page.request.get(`/logistics/api/download/${trips[0]!._id}/DieselSlipImage`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await context.close();
  }
}, 180_000);
