import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { jsPDF } from 'jspdf';
import type { Page } from 'playwright-core';
import { MAX_UPLOAD_BYTES } from '../shared/common/uploads';
import { TRIP_MESSAGES, type TripRecord } from '../shared/trips';
import { meanGrey, pageGreys, pdfImages, pdfInfo } from '../shared/test/pdf-reading';
import { ApiClient, createApprovedUser } from './support/api';
import {
  addBillingMasterData,
  type BillingMasterData,
  keepForReview,
  tripFormFor,
} from './support/billing-data';
import {
  browserPerFile,
  expectNotice,
  LAPTOP,
  login,
  newPage,
  onNewPage,
  PHONE,
  screenshot,
} from './support/browser';
import { E2E_ADMIN } from './support/config';
import { pickSuggestion } from './support/forms';

/**
 * Papers from the camera, at the loading point on a phone (390 x 844) as the loading manager: a
 * photographed diesel slip (a 12 MP JPEG, several MB) is made into a one-page PDF under 1 MB in
 * Chromium and stored with the trip; from My trips today he replaces a paper of his Open trip and
 * is told why he cannot for one already acknowledged.
 */

const file = browserPerFile();
const run = Date.now().toString(36).slice(-5);
const digits = String(Date.now() + 77).slice(-6);
const loader = { username: `pp${run}`, password: `Papers#${run}Pass9` };
const clerk = { username: `pa${run}`, password: `Papers#${run}Pass8` };
let data: BillingMasterData;
let photo: Buffer;
let dir: string;

/**
 * A phone's photo of a slip: 3000 x 4000 px, white paper with the camera's grain, a black stamp at
 * the top left and a grey band across the middle, saved as a high-quality JPEG as phones do.
 */
function slipPhoto(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  let seed = 11;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade =
        x < width * 0.25 && y < height * 0.2 ? 20 : y > height * 0.5 && y < height * 0.6 ? 120 : 235;
      const i = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        pixels[i + c] = Math.max(0, Math.min(255, shade + ((seed >> 16) % 31) - 15));
      }
      pixels[i + 3] = 255;
    }
  }
  return jpeg.encode({ data: pixels, width, height }, 92).data;
}

/**
 * The same JPEG as a phone held on its side saves it: the pixels as the sensor read them and an
 * EXIF Orientation of 6 (show it turned 90 degrees clockwise), in an APP1 segment after the start
 * marker (JPEG's APP1 and TIFF 6.0's IFD layout: "Exif\0\0", big-endian header, one entry).
 */
function takenOnItsSide(jpegBytes: Buffer): Buffer {
  const tiff = Buffer.from([
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08], // "MM", 42, first IFD at 8
    ...[0x00, 0x01], // one entry
    ...[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00], // Orientation, SHORT, 1, 6
    ...[0x00, 0x00, 0x00, 0x00], // no next IFD
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([
    jpegBytes.subarray(0, 2),
    Buffer.from([0xff, 0xe1]),
    length,
    payload,
    jpegBytes.subarray(2),
  ]);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'papers-e2e-'));
  photo = slipPhoto(3000, 4000);
  const admin = await ApiClient.signedIn(E2E_ADMIN.username, E2E_ADMIN.password);
  try {
    await createApprovedUser(admin, loader.username, 'loadingManager', loader.password);
    await createApprovedUser(admin, clerk.username, 'accountant', clerk.password);
    data = await addBillingMasterData(admin, run, digits, { rate: 1000, tdsRate: 1 });
  } finally {
    await admin.dispose();
  }
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A scanner's one-page PDF with a line of text, as the office has them. */
function scannedPdf(text: string): Buffer {
  const doc = new jsPDF();
  doc.text(`${text} ${run}`, 20, 20);
  return Buffer.from(doc.output('arraybuffer'));
}

/** A paper as stored on the server, read back through the page's own session (as Today's List's link reads it). */
async function storedPaper(page: Page, trip: TripRecord, field: keyof TripRecord): Promise<string> {
  const response = await page.request.get(`/logistics/api/download/${trip._id}/${String(field)}`);
  expect(response.status()).toBe(200);
  const saved = path.join(dir, `${trip.TripID}-${String(field)}.pdf`);
  fs.writeFileSync(saved, await response.body());
  keepForReview(saved, `papers-${String(field)}.pdf`);
  return saved;
}

/** The loading manager's trips of today, as his list reads them. */
async function myTrips(page: Page): Promise<TripRecord[]> {
  const response = await page.request.get('/logistics/api/my-trips-today');
  return ((await response.json()) as { trips: TripRecord[] }).trips;
}

/** Fills a new trip's required fields on the trip form, as typed and picked from the suggestions. */
async function fillTrip(page: Page) {
  await page.getByRole('heading', { name: 'Trip ID: New' }).waitFor();
  await pickSuggestion(page, 'Truck Number', data.truckNumber.slice(-6), data.truckNumber);
  await pickSuggestion(page, 'Vendor', data.vendorName.slice(0, 12), data.vendorName);
  await pickSuggestion(page, 'Destination From', data.from.slice(0, 10), data.from);
  await pickSuggestion(page, 'Destination To', data.to.slice(0, 10), data.to);
  await page.getByLabel('Truck Type', { exact: true }).selectOption('Bulker');
  await page.getByLabel('Weight (tons)', { exact: true }).fill('24.5');
}

/**
 * The PDF is one page holding one JPEG, drawn as the photo is seen: the black stamp in its corner
 * (top left, or top right for a photo taken on its side and turned upright), white beside it.
 */
function expectPhotoPdf(saved: string, stamp: 'top left' | 'top right' = 'top left') {
  expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  expect(fs.statSync(saved).size).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
  expect(pdfInfo(saved).Pages).toBe('1');
  expect(pdfImages(saved)).toEqual([expect.objectContaining({ page: 1, type: 'image', encoding: 'jpeg' })]);
  const drawn = pageGreys(saved, 30);
  const [dark, light]: [number, number][] =
    stamp === 'top left'
      ? [
          [0.02, 0.2],
          [0.4, 0.95],
        ]
      : [
          [0.84, 0.98],
          [0.05, 0.6],
        ];
  expect(meanGrey(drawn, dark, [0.02, 0.15])).toBeLessThan(60);
  expect(meanGrey(drawn, light, [0.02, 0.15])).toBeGreaterThan(200);
}

describe('the loading manager on a phone (390 x 844)', () => {
  let page: Page;
  let closeContext: () => Promise<void>;
  beforeAll(async () => {
    const opened = await newPage(file.browser, PHONE);
    page = opened.page;
    closeContext = () => opened.context.close();
    await login(page, loader.username, loader.password);
  });
  afterAll(async () => closeContext());

  test('a trip with a photographed diesel slip is stored with its PDF: one page, the photo inside, under 1 MB', async () => {
    expect(photo.length).toBeGreaterThan(2 * MAX_UPLOAD_BYTES);
    await fillTrip(page);

    const papers = page.getByRole('group', { name: 'Papers', exact: true });
    const camera = papers.getByLabel('Diesel Slip Image: take photo', { exact: true });
    expect(await camera.getAttribute('capture')).toBe('environment');
    await camera.setInputFiles({ name: 'IMG_20261128_101500.jpg', mimeType: 'image/jpeg', buffer: photo });
    const made = papers.getByText(/^IMG_20261128_101500\.pdf \([\d,]+ KB, PDF made from the photo\)$/);
    await made.waitFor({ timeout: 30_000 });
    await made.scrollIntoViewIfNeeded();
    await screenshot(page, 'papers-photo-made');

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectNotice(page, TRIP_MESSAGES.submitted);
    const recorded = await page.getByText(/^Last trip recorded: T\d+$/).innerText();
    const tripId = recorded.replace('Last trip recorded: ', '').trim();
    await expectNotice(page, `Papers saved for ${tripId}.`);
    await screenshot(page, 'papers-trip-stored');

    const trip = (await myTrips(page)).find((t) => t.TripID === tripId)!;
    expect(trip.DieselSlipImage?.originalname).toBe('IMG_20261128_101500.pdf');
    expect([trip.LoadingAdvice, trip.InvoiceCompany, trip.WeightmentSlip]).toEqual([null, null, null]);
    expectPhotoPdf(await storedPaper(page, trip, 'DieselSlipImage'));
  }, 120_000);

  test('My trips today: Papers replaces a paper of his Open trip (a photo taken on its side, stored upright); an acknowledged one says why not', async () => {
    const lm = await ApiClient.signedIn(loader.username, loader.password);
    const admin = await ApiClient.signedIn(E2E_ADMIN.username, E2E_ADMIN.password);
    let open: TripRecord;
    let acknowledged: TripRecord;
    try {
      const first = await lm.post<{ TripID: string }>('/reports', tripFormFor(data, { Weight: '20' }));
      const second = await lm.post<{ TripID: string }>('/reports', tripFormFor(data, { Weight: '21' }));
      const trips = await lm.get<{ trips: TripRecord[] }>('/api/my-trips-today');
      open = trips.trips.find((t) => t.TripID === first.TripID)!;
      acknowledged = trips.trips.find((t) => t.TripID === second.TripID)!;
      // Sent with the trip from the office's scanner: the paper the photo replaces.
      await lm.postMultipart(`/api/trip/${open.TripID}/papers`, {
        WeightmentSlip: { name: 'scanned-slip.pdf', mimeType: 'application/pdf', buffer: scannedPdf('slip') },
      });
      await admin.postMultipart(`/api/reports/${acknowledged._id}`, {
        id: acknowledged._id,
        transactionStatus: 'Acknowledged',
        actualWeight: '20.9',
      });
    } finally {
      await lm.dispose();
      await admin.dispose();
    }

    await page.goto('/home');
    await page.getByText('My trips today', { exact: true }).click();
    const section = page.getByRole('region', { name: 'My trips today' });
    const rowOf = (trip: TripRecord) => section.getByRole('listitem').filter({ hasText: trip.TripID });
    await rowOf(acknowledged)
      .getByText(`${acknowledged.TripID} is Acknowledged: papers can be added only while a trip is Open.`)
      .waitFor();
    await rowOf(open)
      .getByRole('button', { name: `Papers of ${open.TripID}`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: `Papers of ${open.TripID}` });
    await dialog.getByText('On file: scanned-slip.pdf', { exact: true }).waitFor();
    const sideways = takenOnItsSide(slipPhoto(1600, 1200));
    await dialog
      .getByLabel('Weightment Slip: take photo', { exact: true })
      .setInputFiles({ name: 'weighment.jpg', mimeType: 'image/jpeg', buffer: sideways });
    await dialog.getByText(/^weighment\.pdf \(/).waitFor({ timeout: 30_000 });
    await screenshot(page, 'papers-dialog');
    await dialog.getByRole('button', { name: 'Save papers', exact: true }).click();
    await expectNotice(page, `Papers saved for ${open.TripID}.`);
    await dialog.waitFor({ state: 'detached' });
    await rowOf(open).getByText('Papers: 1 of 4', { exact: true }).waitFor();
    await screenshot(page, 'papers-my-trips');

    const stored = (await myTrips(page)).find((t) => t.TripID === open.TripID)!;
    expect(stored.WeightmentSlip?.originalname).toBe('weighment.pdf');
    const upright = await storedPaper(page, stored, 'WeightmentSlip');
    // 1600 x 1200 seen as 1200 x 1600: a portrait page of 8 x 10.67 inches at 150 dpi.
    expect(pdfInfo(upright)['Page size']).toBe('576 x 768 pts');
    expectPhotoPdf(upright, 'top right');
  }, 120_000);
});

test('an accountant at 1366 x 768: a PDF file goes as it is, a photo beside it becomes a PDF', async () => {
  const scanned = scannedPdf('Loading advice');
  await onNewPage(
    file.browser,
    async (page) => {
      await login(page, clerk.username, clerk.password);
      await fillTrip(page);
      const papers = page.getByRole('group', { name: 'Papers', exact: true });
      await papers
        .getByLabel('Loading Advice: choose file', { exact: true })
        .setInputFiles({ name: 'loading-advice.pdf', mimeType: 'application/pdf', buffer: scanned });
      await papers
        .getByLabel('Invoice Company: choose file', { exact: true })
        .setInputFiles({ name: 'invoice.jpg', mimeType: 'image/jpeg', buffer: photo });
      await papers.getByText(/^invoice\.pdf \(/).waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBe(LAPTOP.width);
      await papers.scrollIntoViewIfNeeded();
      await screenshot(page, 'papers-laptop');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const recorded = await page.getByText(/^Last trip recorded: T\d+$/).innerText();
      const tripId = recorded.replace('Last trip recorded: ', '').trim();
      await expectNotice(page, `Papers saved for ${tripId}.`);
      const trip = (await (await page.request.get(`/logistics/api/trip/${tripId}`)).json()) as TripRecord;
      expect(fs.readFileSync(await storedPaper(page, trip, 'LoadingAdvice')).equals(scanned)).toBe(true);
      expectPhotoPdf(await storedPaper(page, trip, 'InvoiceCompany'));
    },
    LAPTOP,
  );
}, 120_000);
