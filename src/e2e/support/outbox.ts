import type { Page } from 'playwright-core';
import jpeg from 'jpeg-js';
import { OFFLINE_MESSAGES } from '../../shared/trips/offline';
import type { TripRecord } from '../../shared/trips';
import { ApiClient, createApprovedUser } from './api';
import { addBillingMasterData, type BillingMasterData } from './billing-data';
import { E2E_ADMIN } from './config';
import { pickSuggestion } from './forms';

/** The trip outbox on a phone: what the offline browser tests type, photograph and read. */

/** A loading manager with this run's vendor, truck, route and rate: whom the outbox tests enter trips as. */
export async function loadingManagerWithMasterData(
  loader: { username: string; password: string },
  run: string,
  digits: string,
): Promise<BillingMasterData> {
  const admin = await ApiClient.signedIn(E2E_ADMIN.username, E2E_ADMIN.password);
  try {
    await createApprovedUser(admin, loader.username, 'loadingManager', loader.password);
    return await addBillingMasterData(admin, run, digits, { rate: 1000, tdsRate: 1 });
  } finally {
    await admin.dispose();
  }
}

/** A small phone photo of a slip: white with a dark stamp, as a JPEG. */
export function slipPhoto(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 4, 235);
  for (let y = 0; y < height * 0.2; y++)
    for (let x = 0; x < width * 0.25; x++) pixels.fill(20, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return jpeg.encode({ data: pixels, width, height }, 90).data;
}

/** The user's trips of today with this DO number, as the server holds them (asked from outside the phone). */
export async function storedTrips(user: { username: string; password: string }, doNumber: string) {
  const client = await ApiClient.signedIn(user.username, user.password);
  try {
    const { trips } = await client.get<{ trips: TripRecord[] }>('/api/my-trips-today');
    return trips.filter((trip) => String(trip.DONumber) === doNumber);
  } finally {
    await client.dispose();
  }
}

/** The outbox's entry of the trip with this DO number. */
export const outboxRow = (page: Page, doNumber: string) =>
  page
    .getByRole('region', { name: OFFLINE_MESSAGES.outboxTitle })
    .getByRole('listitem')
    .filter({ hasText: `DO ${doNumber}` });

/**
 * Types a trip of the master data into the open trip form, with a photo of its diesel slip taken
 * (made into a PDF on the phone), ready for Submit.
 */
export async function typeTripWithSlipPhoto(page: Page, data: BillingMasterData, doNumber: string) {
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
}

/**
 * Opens the app online as the signed-in user and waits until its service worker serves it, with
 * the trip form's look-ups kept: from here the app opens, and its outbox is sent, without a page.
 */
export async function openServedByWorker(page: Page) {
  // The worker installs after the first visit; from the next load it serves the app.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('heading', { name: 'Trip ID: New' }).waitFor();
  // The look-ups went through the worker, which kept them with their time.
  await page.getByText(/^Lists from \d\d:\d\d$/).waitFor({ timeout: 15_000 });
}
