import type { BrowserContext, CDPSession } from 'playwright-core';
import { OFFLINE_MESSAGES } from '../shared/trips/offline';
import type { TripRecord } from '../shared/trips';
import type { BillingMasterData } from './support/billing-data';
import { baseUrl, browserPerFile, expectNotice, login, newPage, PHONE, screenshot } from './support/browser';
import {
  loadingManagerWithMasterData,
  openServedByWorker,
  outboxRow,
  storedTrips,
  typeTripWithSlipPhoto,
} from './support/outbox';

/**
 * Background Sync on a phone (390 x 844) as the loading manager: a trip with a photographed slip,
 * submitted offline, waits in the outbox; every page of the app is closed (the browser and its
 * service worker stay); the network returns and the browser fires the outbox's sync: the worker
 * alone stores the trip once, with its PDF, and the outbox opened afterwards shows its TripID.
 */

const file = browserPerFile();
const run = Date.now().toString(36).slice(-5);
const digits = String(Date.now() + 57).slice(-6);
const loader = { username: `bs${run}`, password: `Backgr#${run}Pass9` };
let data: BillingMasterData;

/** The outbox's Background Sync tag (offline-names.ts): the one the app registers when it keeps a trip. */
const OUTBOX_SYNC_TAG = 'trip-outbox';

beforeAll(async () => {
  data = await loadingManagerWithMasterData(loader, run, digits);
}, 120_000);

/**
 * DevTools' view of the context's service workers, from a tab that is not the app's (about:blank):
 * the app's registration id, to fire its sync as the browser does when the network returns.
 */
async function workerDevTools(context: BrowserContext) {
  const blank = await context.newPage();
  const session: CDPSession = await context.newCDPSession(blank);
  const scope = `${baseUrl().replace(/\/$/, '')}/`;
  const registered = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const app = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (app) resolve(app.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  const registrationId = await registered;
  return {
    blank,
    fireOutboxSync: () =>
      session.send('ServiceWorker.dispatchSyncEvent', {
        origin: new URL(scope).origin,
        registrationId,
        tag: OUTBOX_SYNC_TAG,
        lastChance: false,
      }),
  };
}

/** Waits until the server holds a trip with this DO number and its diesel slip; answers what it holds then. */
async function whenStoredWithSlip(doNumber: string, timeoutMs: number): Promise<TripRecord[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const trips = await storedTrips(loader, doNumber);
    if (trips.some((trip) => trip.DieselSlipImage) || Date.now() > until) return trips;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

test('Background Sync: with every page of the app closed, the service worker stores the waiting trip once, with its PDF; the outbox then shows its TripID', async () => {
  const { page, context } = await newPage(file.browser, PHONE);
  try {
    await login(page, loader.username, loader.password);
    await openServedByWorker(page);

    await context.setOffline(true);
    const doNumber = `8${digits}`;
    await typeTripWithSlipPhoto(page, data, doNumber);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectNotice(page, OFFLINE_MESSAGES.kept);
    await outboxRow(page, doNumber).getByText(OFFLINE_MESSAGES.waiting, { exact: true }).waitFor();

    // Only about:blank stays open: no page of the app can send the outbox from here on.
    const devTools = await workerDevTools(context);
    await page.close();
    expect(context.pages().map((open) => open.url())).toEqual(['about:blank']);
    expect(await storedTrips(loader, doNumber)).toEqual([]);

    await context.setOffline(false);
    await devTools.fireOutboxSync();
    const trips = await whenStoredWithSlip(doNumber, 40_000);
    expect(trips).toHaveLength(1);
    expect(trips[0]!.DieselSlipImage?.originalname).toBe('IMG_slip.pdf');
    const pdf = await context.request.get(`/logistics/api/download/${trips[0]!._id}/DieselSlipImage`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // A second sync (the browser's own, or a retry) finds the trip stored: nothing is sent again.
    await devTools.fireOutboxSync();
    expect((await storedTrips(loader, doNumber)).map((trip) => trip.TripID)).toEqual([trips[0]!.TripID]);

    const reopened = await context.newPage();
    await reopened.goto('/home');
    const row = outboxRow(reopened, doNumber);
    await row.getByText(`Stored as ${trips[0]!.TripID}`, { exact: true }).waitFor();
    await expect(row.getByText(OFFLINE_MESSAGES.papersWaiting).count()).resolves.toBe(0);
    await screenshot(reopened, 'outbox-background-sync-stored');
    expect((await storedTrips(loader, doNumber)).map((trip) => trip.TripID)).toEqual([trips[0]!.TripID]);
  } finally {
    await context.close();
  }
}, 180_000);
