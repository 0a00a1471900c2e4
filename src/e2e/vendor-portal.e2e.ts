import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient } from './support/api';
import { PORTAL_TRIPS_PAGE_SIZE } from '../shared/portal/portal';
import {
  addAcknowledgedTrip,
  addBillingMasterData,
  addOpenTrip,
  billThroughApi,
  pdfFileText,
} from './support/billing-data';
import { browserPerFile, newPage, PHONE, screenshot } from './support/browser';
import { E2E_ADMIN } from './support/config';

/**
 * The vendor portal in a real browser at phone size (390x844): a vendor invited through the API
 * sets its password on the invitation link's page, logs in through the normal login, lands on its
 * portal, and downloads its bill's PDF (a PDF naming the bill); another vendor's bill is neither
 * listed nor reachable, and the office's screens send it back to its portal. Then it pages through
 * its trips (more than one page) and downloads its statement as a PDF.
 */

const file = browserPerFile();
const run = Date.now().toString(36).slice(-5);
const digits = String(Date.now() + 77).slice(-6);
const otherDigits = String(Date.now() + 4321).slice(-6);
const vendorLogin = { username: `vp${run}`, password: `Vendor#${run}Pass9` };
let link: string;
let ownBill: string;
let otherBill: string;
/** The vendor's trips: its billed one and a page's worth of open ones, so the list has two pages. */
let tripCount: number;

beforeAll(async () => {
  const admin = await ApiClient.signedIn(E2E_ADMIN.username, E2E_ADMIN.password);
  try {
    const own = await addBillingMasterData(admin, run, digits, { rate: 1000, tdsRate: 1 });
    const other = await addBillingMasterData(admin, `${run}x`, otherDigits, { rate: 1000, tdsRate: 1 });
    const plan = { weight: 20, actualWeight: 19.9, dieselAmount: 3000, advance: 1000, toll: 200 };
    ownBill = (await billThroughApi(admin, [await addAcknowledgedTrip(admin, own, plan, 1)], [])).billId;
    otherBill = (await billThroughApi(admin, [await addAcknowledgedTrip(admin, other, plan, 2)], [])).billId;
    for (let i = 0; i < PORTAL_TRIPS_PAGE_SIZE; i++) await addOpenTrip(admin, own);
    tripCount = PORTAL_TRIPS_PAGE_SIZE + 1;
    const vendors = await admin.get<Array<{ id: string; companyName: string }>>('/list-vendor');
    const vendor = vendors.find((v) => v.companyName === own.vendorName)!;
    ({ link } = await admin.post<{ link: string }>(`/vendors/${vendor.id}/portal-invite`, {
      username: vendorLogin.username,
    }));
  } finally {
    await admin.dispose();
  }
});

test('an invited vendor sets its password, logs in on a phone and downloads its bill; another vendor’s bill is not reachable', async () => {
  const { page, context } = await newPage(file.browser, PHONE);
  try {
    // The invitation link: the activation page, on the app's own address.
    const url = new URL(link);
    expect(url.pathname).toBe('/portal/activate');
    await page.goto(url.pathname + url.search);
    await page.getByLabel('Password', { exact: true }).fill(vendorLogin.password);
    await page.getByLabel('Retype password', { exact: true }).fill(vendorLogin.password);
    await screenshot(page, 'vendor-portal-activate');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Your account ${vendorLogin.username} is ready` })
      .waitFor();

    // The normal login lands a vendor on its portal.
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.getByLabel('Username', { exact: true }).fill(vendorLogin.username);
    await page.getByLabel('Password', { exact: true }).fill(vendorLogin.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/portal');
    const card = page.getByRole('article', { name: `Bill ${ownBill}` });
    await card.waitFor();
    await expect(page.getByRole('article', { name: `Bill ${otherBill}` }).count()).resolves.toBe(0);
    // Phone size: the page does not scroll sideways.
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(page, 'vendor-portal-bills', { fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Bill-${ownBill}-r1.pdf`);
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-')), download.suggestedFilename());
    await download.saveAs(saved);
    expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfFileText(saved)).toContain(ownBill);

    // Another vendor's bill, asked for with this login's own session: not found.
    const foreign = await page.request.get(`/logistics/portal/bills/${otherBill}/revisions/1/pdf`);
    expect(foreign.status()).toBe(404);
    // The office's screens and calls are closed to it.
    expect((await page.request.get('/logistics/api/reports')).status()).toBe(403);
    await page.goto('/home');
    await page.waitForURL((u) => u.pathname === '/portal');

    // Every tab shows its own content at phone size (screenshots to look at).
    for (const [tab, ready] of [
      ['Payments', page.getByText('No payments yet.')],
      ['Statement', page.getByRole('article').filter({ hasText: ownBill }).first()],
      ['TDS', page.getByRole('article').filter({ hasText: ownBill }).first()],
      ['Trips', page.getByRole('article', { name: /^Trip / }).first()],
      ['My details', page.getByRole('button', { name: 'Send request' })],
    ] as const) {
      await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: tab }).click();
      await ready.waitFor();
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await screenshot(page, `vendor-portal-${tab.replace(' ', '-').toLowerCase()}`, { fullPage: true });
    }
  } finally {
    await context.close();
  }
});

test('the vendor pages through its trips and downloads its statement as a PDF', async () => {
  const { page, context } = await newPage(file.browser, PHONE);
  try {
    await page.goto('/');
    await page.getByLabel('Username', { exact: true }).fill(vendorLogin.username);
    await page.getByLabel('Password', { exact: true }).fill(vendorLogin.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/portal');
    const tabs = page.getByRole('navigation', { name: 'Portal' });

    // The first page of trips, then the next one on "Show more trips": every trip once, the billed one last.
    await tabs.getByRole('link', { name: 'Trips' }).click();
    const trips = page.getByRole('article', { name: /^Trip / });
    const more = page.getByRole('button', {
      name: `Show more trips (${PORTAL_TRIPS_PAGE_SIZE} of ${tripCount})`,
    });
    await more.waitFor();
    expect(await trips.count()).toBe(PORTAL_TRIPS_PAGE_SIZE);
    await more.click();
    await trips.nth(tripCount - 1).waitFor();
    expect(await trips.count()).toBe(tripCount);
    const names = await trips.evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(tripCount);
    await expect(trips.last().textContent()).resolves.toContain(`Bill ${ownBill}`);
    await expect(page.getByRole('button', { name: /Show more trips/ }).count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // The statement of this financial year so far, as the office's PDF: its own bill, not the other's.
    await tabs.getByRole('link', { name: 'Statement' }).click();
    await page.getByRole('article').filter({ hasText: ownBill }).first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Statement-.+-\d{4}-04-01-\d{4}-\d{2}-\d{2}\.pdf$/);
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-')), download.suggestedFilename());
    await download.saveAs(saved);
    const text = pdfFileText(saved);
    expect(text).toContain(ownBill);
    expect(text).not.toContain(otherBill);
    await screenshot(page, 'vendor-portal-statement-pdf', { fullPage: true });
  } finally {
    await context.close();
  }
});
