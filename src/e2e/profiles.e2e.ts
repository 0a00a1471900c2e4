import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DateTime } from 'luxon';
import { AUTH_MESSAGES, exportWrittenMessage } from '../shared/common/messages';
import { BILLING_MESSAGES } from '../shared/billing';
import { BUSINESS_ZONE, formatIndianDate, todayInIndia } from '../shared/common/dates';
import { SEARCH_FILTER_MESSAGES } from '../shared/lists/search-filters';
import { PAYMENT_MESSAGES } from '../shared/payments/payments';
import type { Profile } from '../shared/auth/profiles';
import { TRIP_MESSAGES, type TripRecord } from '../shared/trips';
import { TRIP_DRAFT_MESSAGES } from '../shared/trips/draft';
import { IMPORT_MESSAGES } from '../shared/imports/master-import';
import { VENDOR_MESSAGES, toTitleCase } from '../shared/masters/vendor';
import { ApiClient, createApprovedUser } from './support/api';
import { describeFindings } from './support/axe';
import {
  addAcknowledgedTrip,
  addBillingMasterData,
  billThroughApi,
  type BillingMasterData,
} from './support/billing-data';
import { browserPerFile, expectNotice, login, newPage, PHONE, screenshot } from './support/browser';
import { confirmGenerateBill } from './support/generate-bill';
import { E2E_ADMIN } from './support/config';
import {
  EMPTY_TRIP_FORM_MISTAKES,
  expectMistakesOfOneSubmit,
  expectThreeVendorMistakes,
  fieldValue,
  namedMistakes,
  searchDay,
  waitForMistakes,
} from './support/forms';
import {
  blockedModules,
  checkBlockedScreens,
  describedByText,
  downloadSheetRows,
  editableControls,
  openFromSidebar,
  pageScrollWidth,
} from './support/profiles';

/**
 * The clerk-grade screens as each of the four profiles would meet them, in Chromium: login lands on /home with the
 * Dashboard one click away; a form the profile uses names every mistake at once beside its field,
 * the first focused; a failed attempt's notice goes with the next good one and a success fades;
 * the profile's list keeps its search in the address over a reload and Back; its Excel file holds
 * the filtered rows only; the unloading manager's trip form is read-only; a bill made is named and
 * a cancelled one shows as Cancelled; and every screen the profile may not use, opened by its
 * address, shows the access message with no serious or critical axe finding (laptop and phone).
 */

const file = browserPerFile();
const run = Date.now().toString(36).slice(-5);
const stamp = Date.now();
const today = todayInIndia();
const tomorrow = DateTime.now().setZone(BUSINESS_ZONE).plus({ days: 1 }).toISODate()!;
const users: Record<Profile, { username: string; password: string }> = {
  loadingManager: { username: `pfload${run}`, password: `Prof#${run}Load9` },
  unloadingManager: { username: `pfunlo${run}`, password: `Prof#${run}Unlo9` },
  accountant: { username: `pfacco${run}`, password: `Prof#${run}Acco9` },
  admin: { username: `pfadmi${run}`, password: `Prof#${run}Admi9` },
};

/** 20 t at 1,000: Freight 20,000 - TDS 200 - Diesel 1,000 - Advance 500 = 18,300 net. */
const PLAN = { weight: 20, actualWeight: 20, dieselAmount: 1000, advance: 500, toll: 0 };

/** Vendor A's trips are what a filtered list and its Excel file must show; vendor B's are what they must leave out. */
let vendorA: BillingMasterData;
let vendorB: BillingMasterData;
let tripsA: TripRecord[];
let tripB: TripRecord;
/** Vendor C: trips for the two profiles that bill, and a bill the accountant pays. */
let vendorC: BillingMasterData;
let tripToBillByAccountant: TripRecord;
let tripToBillByAdmin: TripRecord;
let billToPay: string;
/** A truck whose Fitness ran out two days ago: the trip form and the bell name it. */
const expiredTruck = `MH${String(stamp + 404).slice(-6, -4)}EX${String(stamp + 404).slice(-4)}`;
const expiredOn = DateTime.now().setZone(BUSINESS_ZONE).minus({ days: 2 });
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

beforeAll(async () => {
  const admin = await ApiClient.signedIn(E2E_ADMIN.username, E2E_ADMIN.password);
  try {
    for (const [profile, user] of Object.entries(users))
      await createApprovedUser(admin, user.username, profile as Profile, user.password);
    vendorA = await addBillingMasterData(admin, `${run}a`, String(stamp + 101).slice(-6), {
      rate: 1000,
      tdsRate: 1,
    });
    vendorB = await addBillingMasterData(admin, `${run}b`, String(stamp + 202).slice(-6), {
      rate: 1000,
      tdsRate: 1,
    });
    vendorC = await addBillingMasterData(admin, `${run}c`, String(stamp + 303).slice(-6), {
      rate: 1000,
      tdsRate: 1,
    });
    tripsA = [
      await addAcknowledgedTrip(admin, vendorA, PLAN, 1),
      await addAcknowledgedTrip(admin, vendorA, PLAN, 2),
    ];
    tripB = await addAcknowledgedTrip(admin, vendorB, PLAN, 3);
    tripToBillByAccountant = await addAcknowledgedTrip(admin, vendorC, PLAN, 4);
    tripToBillByAdmin = await addAcknowledgedTrip(admin, vendorC, PLAN, 5);
    ({ billId: billToPay } = await billThroughApi(
      admin,
      [await addAcknowledgedTrip(admin, vendorC, PLAN, 6)],
      [],
    ));
    await admin.postMultipart('/add-vehicle', {
      truck_no: expiredTruck,
      make: 'Tata',
      companyOwner: 'Ramesh Patil',
      fitness: { name: 'fitness.pdf', mimeType: 'application/pdf', buffer: pdf },
      fitness_startDate: expiredOn.minus({ days: 365 }).toISODate()!,
      fitness_endDate: expiredOn.toISODate()!,
    });
  } finally {
    await admin.dispose();
  }
}, 120_000);

const notices = (page: Page) => page.locator('.notice-area [role="alert"]');
const rowOf = (scope: Page | Locator, page: Page, id: string) =>
  scope.getByRole('row').filter({ has: page.getByRole('rowheader', { name: id, exact: true }) });
const idsOf = (sheet: { column: (h: string) => unknown[] }) =>
  sheet.column('Trip ID').filter((id) => id !== null && id !== undefined && id !== '');

/**
 * One tab per profile for its whole walk (tests run in order), with the browser's clock under the
 * test's hand: a success notice's 3 s fade is fast-forwarded instead of waited for.
 */
function profileTab() {
  const tab = { page: undefined as unknown as Page, context: undefined as BrowserContext | undefined };
  beforeAll(async () => {
    ({ page: tab.page, context: tab.context } = await newPage(file.browser));
    await tab.page.clock.install();
  });
  afterAll(async () => tab.context?.close());
  return tab;
}

/** Login lands on /home (Upload Trip Details); the Dashboard is the sidebar's first entry. */
async function loginLandsOnHome(page: Page, profile: Profile) {
  await login(page, users[profile].username, users[profile].password);
  expect(new URL(page.url()).pathname).toBe('/home');
  await page.getByRole('heading', { level: 1, name: 'Upload Trip Details' }).waitFor();
  await openFromSidebar(page, 'dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** The list shows vendor A's trips and not vendor B's. */
async function showsOnlyVendorA(page: Page) {
  for (const trip of tripsA) await rowOf(page, page, trip.TripID).waitFor();
  await rowOf(page, page, tripB.TripID).waitFor({ state: 'detached' });
}

/** profileTab, whose walk starts with the test that login lands on /home. */
function signedInProfileTab(profile: Profile) {
  const tab = profileTab();
  test('login lands on /home; the Dashboard is one click away', async () => {
    await loginLandsOnHome(tab.page, profile);
  });
  return tab;
}

/**
 * The success notice is on screen, the earlier error is gone, and once the browser's clock has
 * moved on 3 s the success is gone too (looked for in less real time than the fade takes, so the
 * moved clock is what made it go).
 */
async function successSupersedesAndFades(page: Page, success: string, error: string | RegExp) {
  await expectNotice(page, success);
  expect(await notices(page).filter({ hasText: error }).count()).toBe(0);
  await page.clock.runFor(3100);
  await notices(page).filter({ hasText: success }).waitFor({ state: 'detached', timeout: 2000 });
}

/** Adds a vendor on the Vendor form: answers the form. */
async function fillVendor(page: Page, companyName: string) {
  const form = page.getByRole('form', { name: 'Add vendor' });
  await form.getByLabel('Company Name', { exact: true }).fill(companyName);
  await form.getByLabel('Company Owner', { exact: true }).fill('Alok Jadhav');
  await form.getByLabel('Mobile', { exact: true }).fill('9876543210');
  await form.getByLabel('Bank Name', { exact: true }).fill('Bank of Baroda');
  await form.getByLabel('TDS Rate', { exact: true }).fill('2');
  await form.getByLabel('GST Applicable', { exact: true }).selectOption('No');
  // No PAN: the form asks who the deductee is (the quarterly statement's deductee code).
  await form.getByLabel('Deductee Type', { exact: true }).selectOption('otherNonCompany');
  return form;
}

/** A vendor that exists already is refused in a notice; the next good one replaces it with the success, which fades. */
async function vendorNoticesTellOutcomes(page: Page, name: string) {
  await openFromSidebar(page, 'vendor');
  const form = await fillVendor(page, vendorA.vendorName);
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectNotice(page, VENDOR_MESSAGES.duplicate);
  await form.getByLabel('Company Name', { exact: true }).fill(name);
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await successSupersedesAndFades(page, VENDOR_MESSAGES.added, VENDOR_MESSAGES.duplicate);
}

/** Every blocked screen by URL shows the access message, with nothing serious or critical for axe. */
async function blockedScreensPass(page: Page, profile: Profile) {
  const { opened, findings } = await checkBlockedScreens(page, profile);
  expect(opened).toEqual(blockedModules(profile).map((m) => m.path));
  expect(describeFindings(findings)).toBe('');
}

/** Generate Bill of one trip on Billing: the result panel names the bill and its vendor. Answers the bill. */
async function generateBillNamed(page: Page, trip: TripRecord, shot: string): Promise<string> {
  await openFromSidebar(page, 'generate-bill');
  const filters = page.getByRole('form', { name: 'Billing filters' });
  await filters.getByLabel('Vendor', { exact: true }).fill(vendorC.vendorName);
  await filters.getByRole('button', { name: 'Search trips to bill', exact: true }).click();
  await page.getByRole('checkbox', { name: `Select ${trip.TripID}`, exact: true }).check();
  const { billId } = await confirmGenerateBill(page);
  const panel = page.getByRole('region', { name: `Bill ${billId} generated` });
  await panel.waitFor();
  await panel.getByText(vendorC.vendorName, { exact: true }).waitFor();
  await panel.getByText(`Bill-${billId}-r1.pdf`, { exact: true }).waitFor();
  await screenshot(page, shot);
  return billId;
}

/** Deletes a bill from Transactions: its Delete bill (on the bill's second line), then Delete in the confirm dialog. */
async function deleteFromTransactions(page: Page, billId: string) {
  await page.getByRole('button', { name: `Delete bill ${billId}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Delete transaction' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
}

/** A cancelled bill opened by the top-bar search shows as Cancelled, with nothing to update. */
async function cancelledBillShown(page: Page, billId: string) {
  const search = page.getByLabel('Search by Trip/Bill ID', { exact: true });
  await search.fill(billId);
  await search.press('Enter');
  await page.waitForURL(
    (url) => url.pathname === '/revise-bill' && url.searchParams.get('bill_id') === billId,
  );
  const card = page.getByRole('status', { name: `Bill ${billId}` });
  await card.getByText('Cancelled', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Update Bill' }).count()).toBe(0);
  expect(await page.getByRole('table', { name: 'Billed Trips' }).count()).toBe(0);
}

/** The bell's notice of the expired truck: "Expired on" its date. */
async function bellNoticeOfExpiredTruck(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notice = page
    .getByRole('region', { name: 'Notifications list' })
    .getByRole('listitem')
    .filter({ hasText: expiredTruck });
  await notice.getByText(`Expired on ${expiredOn.toFormat('dd/MM/yyyy')}`).waitFor();
  return notice;
}

describe('loading manager', () => {
  const tab = signedInProfileTab('loadingManager');

  test('the trip form names every mistake of one Submit beside its field and focuses the first', async () => {
    const { page } = tab;
    await openFromSidebar(page, 'upload');
    const form = page.getByRole('form', { name: 'Trip details' });
    await expectMistakesOfOneSubmit(form, { 'Weight (tons)': '12.3456' }, EMPTY_TRIP_FORM_MISTAKES);
    expect(await notices(page).count()).toBe(0);
    await screenshot(page, 'profiles-loadingManager-trip-mistakes');
    // Nothing typed is kept as a draft to restore: the next test starts elsewhere.
    await form.getByLabel('Weight (tons)', { exact: true }).fill('');
  });

  test("the trip form names a picked truck's expired document at once; half a trip survives a reload", async () => {
    const { page } = tab;
    await openFromSidebar(page, 'upload');
    await page.getByRole('combobox', { name: 'Truck Number', exact: true }).fill(expiredTruck);
    await page
      .getByRole('listbox', { name: 'Truck Number suggestions' })
      .getByRole('option', { name: expiredTruck, exact: true })
      .click();
    const documents = page.getByRole('status', { name: 'Truck documents' });
    await documents.getByText(`expired on ${expiredOn.toFormat('dd/MM/yyyy')}`, { exact: false }).waitFor();
    await page.getByLabel('Driver Name', { exact: true }).fill('Suresh Kumar');
    await screenshot(page, 'profiles-loadingManager-truck-documents');

    // Reloading with unsaved typing asks first (the browser's "leave page?"); the draft comes back.
    const asked: string[] = [];
    const answer = (dialog: { type: () => string; accept: () => Promise<void> }) => {
      asked.push(dialog.type());
      void dialog.accept();
    };
    page.on('dialog', answer);
    await page.reload();
    await page.getByText(TRIP_DRAFT_MESSAGES.restored, { exact: true }).waitFor();
    page.off('dialog', answer);
    expect(asked).toEqual(['beforeunload']);
    expect(await page.getByLabel('Driver Name', { exact: true }).inputValue()).toBe('Suresh Kumar');
    await page.getByRole('button', { name: TRIP_DRAFT_MESSAGES.discard, exact: true }).click();
    expect(await page.getByLabel('Driver Name', { exact: true }).inputValue()).toBe('');
  });

  test("notices: a refused vendor's error goes with the next good one, whose success fades", async () => {
    await vendorNoticesTellOutcomes(tab.page, `Loading Desk ${run}`);
  });

  test('Import names random bytes called .xlsx as not a readable workbook, beside the file box', async () => {
    const { page } = tab;
    await openFromSidebar(page, 'import');
    await page.getByLabel('Upload the filled .xlsx', { exact: true }).setInputFiles({
      name: 'vehicles.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('not a workbook at all'),
    });
    await page.waitForFunction(() => document.querySelector('[aria-invalid="true"]') !== null);
    expect(await describedByText(page, 'Upload the filled .xlsx')).toBe(IMPORT_MESSAGES.unreadable);
  });

  test('the trip form fits a phone (390 x 844): no sideways scroll', async () => {
    const { page } = tab;
    const laptop = page.viewportSize()!;
    await page.setViewportSize(PHONE);
    try {
      await page.goto('/home');
      await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
      expect(await pageScrollWidth(page)).toBe(PHONE.width);
      await screenshot(page, 'profiles-loadingManager-phone-trip-form');
    } finally {
      await page.setViewportSize(laptop);
    }
  });

  test("Today's List keeps its column filter in the address over a reload and Back; its Excel holds the filtered trips only", async () => {
    const { page } = tab;
    await openFromSidebar(page, 'today-list');
    await page.getByLabel('Filter Vendor', { exact: true }).fill(vendorA.vendorName);
    await page.waitForURL((url) => (url.searchParams.get('filters') ?? '').includes(vendorA.vendorName));
    await showsOnlyVendorA(page);

    await page.reload();
    await showsOnlyVendorA(page);
    expect(await page.getByLabel('Filter Vendor', { exact: true }).inputValue()).toBe(vendorA.vendorName);
    await openFromSidebar(page, 'vehicle');
    await page.goBack();
    await showsOnlyVendorA(page);
    expect(await page.getByLabel('Filter Vendor', { exact: true }).inputValue()).toBe(vendorA.vendorName);
    await screenshot(page, 'profiles-loadingManager-today-filtered');

    const sheet = await downloadSheetRows(page, () =>
      page.getByRole('button', { name: 'Download Excel', exact: true }).click(),
    );
    expect(sheet.fileName).toBe('TodayList.xlsx');
    expect(idsOf(sheet).sort()).toEqual(tripsA.map((t) => t.TripID).sort());
    expect(new Set(sheet.column('Vendor'))).toEqual(new Set([vendorA.vendorName]));
    // Exports omit the freight amount for the managers (SPEC.md section 6).
    expect(sheet.header).not.toContain('Freight');
    await expectNotice(page, exportWrittenMessage(2, ['trip', 'trips'], 'TodayList.xlsx'));
  });

  test('every screen it may not use, opened by its address, shows the access message and passes axe (laptop and phone)', async () => {
    await blockedScreensPass(tab.page, 'loadingManager');
    await screenshot(tab.page, 'profiles-loadingManager-blocked-settings');
  });
});

describe('unloading manager', () => {
  const tab = profileTab();

  test('Reset Password names every mistake of one Submit beside its field and focuses the first', async () => {
    const { page } = tab;
    await page.goto('/');
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    const form = dialog.getByRole('form', { name: 'Reset Password' });
    await expectMistakesOfOneSubmit(
      form,
      {
        Username: users.unloadingManager.username,
        'New Password': 'short',
        'Retype New Password': 'shorter',
      },
      {
        'Current Password': AUTH_MESSAGES.resetAllFields,
        'New Password': AUTH_MESSAGES.passwordRule,
        'Retype New Password': AUTH_MESSAGES.passwordsDoNotMatch,
      },
      'Reset Password',
    );
    await screenshot(page, 'profiles-unloadingManager-reset-mistakes');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  });

  test('login lands on /home; the Dashboard is one click away', async () => {
    await loginLandsOnHome(tab.page, 'unloadingManager');
  });

  test('its trip form is read-only: no enabled Submit and no control to change', async () => {
    const { page } = tab;
    await page.goto(`/home/${tripsA[0].TripID}`);
    await page.getByRole('heading', { name: `Trip ID: ${tripsA[0].TripID}` }).waitFor();
    const form = page.getByRole('form', { name: 'Trip details' });
    // The trip's values are on screen before the controls are looked at.
    await page.waitForFunction(
      (vendor) => Array.from(document.querySelectorAll('input')).some((i) => i.value === vendor),
      vendorA.vendorName,
    );
    expect(await form.getByRole('button', { name: 'Submit', exact: true }).isDisabled()).toBe(true);
    expect(await editableControls(page, 'Trip details')).toEqual([]);
    await screenshot(page, 'profiles-unloadingManager-trip-read-only');
  });

  test('a bell notice says Expired on, as text: the Vehicle screen is not its to open', async () => {
    const { page } = tab;
    const notice = await bellNoticeOfExpiredTruck(page);
    expect(await notice.getByRole('link').count()).toBe(0);
    await screenshot(page, 'profiles-unloadingManager-bell');
    await page.getByRole('button', { name: /^Notifications/ }).click();
  });

  test("notices: a search without filters is refused, the next good search clears it; a row's save fades", async () => {
    const { page } = tab;
    await openFromSidebar(page, 'reports');
    const filters = page.getByRole('form', { name: 'Report filters' });
    await filters.getByRole('button', { name: 'Search trips', exact: true }).click();
    await expectNotice(page, SEARCH_FILTER_MESSAGES.atLeastOne);
    await searchDay(filters, today, { Vendor: vendorB.vendorName });
    const row = rowOf(page, page, tripB.TripID);
    await row.waitFor();
    await notices(page).filter({ hasText: SEARCH_FILTER_MESSAGES.atLeastOne }).waitFor({ state: 'detached' });

    // A row saved without a status is refused beside its cell (not in a notice); saved with one,
    // the success notice shows and fades.
    await row.getByRole('button', { name: `Edit ${tripB.TripID}`, exact: true }).click();
    const status = row.getByLabel('Transaction Status', { exact: true });
    await status.selectOption('');
    await row.getByRole('button', { name: `Save ${tripB.TripID}`, exact: true }).click();
    await row.locator('[aria-invalid="true"]').first().waitFor();
    expect(await status.getAttribute('aria-invalid')).toBe('true');
    const describedIds = ((await status.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
    const described = await Promise.all(describedIds.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(described.join(' ')).toContain(TRIP_MESSAGES.selectStatus);
    expect(await notices(page).filter({ hasText: TRIP_MESSAGES.selectStatus }).count()).toBe(0);
    await status.selectOption('Acknowledged');
    await row.getByRole('button', { name: `Save ${tripB.TripID}`, exact: true }).click();
    await successSupersedesAndFades(page, TRIP_MESSAGES.recordUpdated, TRIP_MESSAGES.selectStatus);
  });

  test('Reports keeps its search in the address over a reload and Back; its Excel holds the column-filtered trips only', async () => {
    const { page } = tab;
    await openFromSidebar(page, 'reports');
    const filters = page.getByRole('form', { name: 'Report filters' });
    // Every vendor of the day (the form keeps the last search's vendor): the column filter narrows it.
    await searchDay(filters, today, { Vendor: '' });
    await rowOf(page, page, tripB.TripID).waitFor();
    await page.getByLabel('Filter Vendor', { exact: true }).fill(vendorA.vendorName);
    await page.waitForURL(
      (url) =>
        url.searchParams.get('startDate') === today &&
        (url.searchParams.get('filters') ?? '').includes(vendorA.vendorName),
    );
    await showsOnlyVendorA(page);

    await page.reload();
    await showsOnlyVendorA(page);
    expect(await fieldValue(page.getByRole('form', { name: 'Report filters' }), 'Start Date')).toBe(
      formatIndianDate(today),
    );
    await openFromSidebar(page, 'today-list');
    await page.goBack();
    await showsOnlyVendorA(page);
    expect(await page.getByLabel('Filter Vendor', { exact: true }).inputValue()).toBe(vendorA.vendorName);
    // A column menu's checkbox names what it does, not the column's filter box's name.
    await page.getByText('Columns', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Show Vendor column', exact: true }).waitFor();
    await screenshot(page, 'profiles-unloadingManager-reports-filtered');
    await page.getByText('Columns', { exact: true }).click();

    const sheet = await downloadSheetRows(page, () =>
      page
        .getByRole('form', { name: 'Report filters' })
        .getByRole('button', { name: 'Download Excel', exact: true })
        .click(),
    );
    expect(sheet.fileName).toBe('Reports.xlsx');
    expect(
      idsOf(sheet)
        .filter((id) => id !== 'Total')
        .sort(),
    ).toEqual(tripsA.map((t) => t.TripID).sort());
    expect(new Set(sheet.column('Vendor').filter(Boolean))).toEqual(new Set([vendorA.vendorName]));
    expect(sheet.header).not.toContain('Freight');
  });

  test('every screen it may not use, opened by its address, shows the access message and passes axe (laptop and phone)', async () => {
    await blockedScreensPass(tab.page, 'unloadingManager');
  });
});

describe('accountant', () => {
  const tab = signedInProfileTab('accountant');
  const summary = () => tab.page.getByLabel('Bill summary');
  let generated = '';

  test('the payment form names every mistake of one Submit beside its field and focuses the first', async () => {
    const { page } = tab;
    await openFromSidebar(page, 'payments');
    await page.getByLabel('Bill ID', { exact: true }).fill(billToPay);
    await page.getByRole('button', { name: 'Find Bill', exact: true }).click();
    await summary().getByText('Unpaid', { exact: true }).waitFor();
    const form = page.getByRole('form', { name: 'Record payment' });
    await expectMistakesOfOneSubmit(
      form,
      { 'Payment Date': tomorrow, 'Amount (Rs.)': 'fifty' },
      {
        'Payment Date': PAYMENT_MESSAGES.dateInFuture,
        Reference: PAYMENT_MESSAGES.referenceRequired,
        'Amount (Rs.)': PAYMENT_MESSAGES.amountNotNumber,
      },
      'Record Payment',
    );
    await screenshot(page, 'profiles-accountant-payment-mistakes');
  });

  test("an amount above the outstanding is named beside Amount, not in a notice; the good payment's success fades", async () => {
    const { page } = tab;
    const form = page.getByRole('form', { name: 'Record payment' });
    await form.getByLabel('Payment Date', { exact: true }).fill(today);
    await form.getByLabel('Reference', { exact: true }).fill(`UTR${stamp}`);
    await form.getByLabel('Amount (Rs.)', { exact: true }).fill('9,99,999');
    await form.getByRole('button', { name: 'Record Payment', exact: true }).click();
    const above = /^Amount is more than the outstanding amount of Rs\. /;
    await waitForMistakes(form, 1);
    expect(await namedMistakes(form)).toEqual({ 'Amount (Rs.)': expect.stringMatching(above) });
    expect(await notices(page).filter({ hasText: above }).count()).toBe(0);
    await form.getByLabel('Amount (Rs.)', { exact: true }).fill('5,000');
    await form.getByRole('button', { name: 'Record Payment', exact: true }).click();
    await successSupersedesAndFades(page, PAYMENT_MESSAGES.recorded(billToPay), above);
    await summary().getByText('Part-paid', { exact: true }).waitFor();
  });

  test('after Generate Bill the screen names the new bill', async () => {
    generated = await generateBillNamed(tab.page, tripToBillByAccountant, 'profiles-accountant-bill-named');
  });

  test('Transactions keeps its search in the address over a reload and Back; its Excel holds the filtered bill only', async () => {
    const { page } = tab;
    await openFromSidebar(page, 'transactions');
    const filters = page.getByRole('form', { name: 'Transaction filters' });
    await searchDay(filters, today);
    await rowOf(page, page, billToPay).waitFor();
    await page.getByLabel('Filter Bill ID', { exact: true }).fill(generated);
    await page.waitForURL(
      (url) =>
        url.searchParams.get('startDate') === today &&
        (url.searchParams.get('filters') ?? '').includes(generated),
    );
    const showsOnlyGenerated = async () => {
      await rowOf(page, page, generated).waitFor();
      await rowOf(page, page, billToPay).waitFor({ state: 'detached' });
    };
    await showsOnlyGenerated();

    await page.reload();
    await showsOnlyGenerated();
    await openFromSidebar(page, 'outstanding');
    await page.goBack();
    await showsOnlyGenerated();
    expect(await page.getByLabel('Filter Bill ID', { exact: true }).inputValue()).toBe(generated);
    await screenshot(page, 'profiles-accountant-transactions-filtered');

    const sheet = await downloadSheetRows(page, () =>
      page.getByRole('button', { name: 'Download Excel', exact: true }).click(),
    );
    expect(sheet.fileName).toBe('Transactions.xlsx');
    const billIds = sheet.rows
      .filter((r) => r[sheet.header.indexOf('Line')] !== 'Total')
      .map((r) => r[sheet.header.indexOf('Bill ID')]);
    expect(new Set(billIds)).toEqual(new Set([generated]));
    expect(idsOf(sheet)).toEqual([tripToBillByAccountant.TripID]);
  });

  test('a bill deleted on Transactions shows as Cancelled when searched', async () => {
    const { page } = tab;
    await deleteFromTransactions(page, generated);
    await expectNotice(page, BILLING_MESSAGES.transactionDeleted);
    await cancelledBillShown(page, generated);
    await screenshot(page, 'profiles-accountant-bill-cancelled');
  });

  test("deleting a part-paid bill gives the generic failure and the server's reason", async () => {
    const { page } = tab;
    await page.goto(`/transactions?startDate=${today}&endDate=${today}`);
    await page.getByLabel('Filter Bill ID', { exact: true }).fill(billToPay);
    await deleteFromTransactions(page, billToPay);
    // 5,000 paid above.
    await expectNotice(
      page,
      `${BILLING_MESSAGES.transactionDeleteFailed} ${PAYMENT_MESSAGES.cancelRefused(500_000)}`,
    );
    await rowOf(page, page, billToPay).waitFor();
  });

  test('a bell notice says Expired on and opens the vehicle', async () => {
    const { page } = tab;
    const notice = await bellNoticeOfExpiredTruck(page);
    await notice.getByRole('link').click();
    await page.waitForURL(
      (url) => url.pathname === '/vehicle' && url.searchParams.get('truck') === expiredTruck,
    );
    await page.getByRole('article', { name: expiredTruck }).waitFor();
  });

  test('every screen it may not use, opened by its address, shows the access message and passes axe (laptop and phone)', async () => {
    await blockedScreensPass(tab.page, 'accountant');
  });
});

describe('admin', () => {
  const tab = signedInProfileTab('admin');

  test('the vendor form names three mistakes after one Submit, each beside its field, and focuses the first', async () => {
    const { page } = tab;
    await openFromSidebar(page, 'vendor');
    const form = await fillVendor(page, `Admin Check ${run}`);
    await expectThreeVendorMistakes(form);
    await screenshot(page, 'profiles-admin-vendor-mistakes');
  });

  test("notices: a refused vendor's error goes with the next good one, whose success fades", async () => {
    await vendorNoticesTellOutcomes(tab.page, `Admin Desk ${run}`);
  });

  test('Audit keeps its search in the address over a reload and Back', async () => {
    const { page } = tab;
    await openFromSidebar(page, 'audit');
    const filters = page.getByRole('form', { name: 'Audit filters' });
    await filters.getByLabel('From', { exact: true }).fill(today);
    await filters.getByLabel('To', { exact: true }).fill(today);
    await filters.getByLabel('User', { exact: true }).fill(users.admin.username);
    await filters.getByRole('button', { name: 'Search audit trail', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.toString().includes(users.admin.username));
    const trail = page.getByRole('table', { name: 'Audit trail' });
    const showsAdminDesk = async () => {
      await trail
        .getByText(toTitleCase(`Admin Desk ${run}`), { exact: false })
        .first()
        .waitFor();
      expect(
        await page
          .getByRole('form', { name: 'Audit filters' })
          .getByLabel('User', { exact: true })
          .inputValue(),
      ).toBe(users.admin.username);
    };
    await showsAdminDesk();
    // In a clerk's words: the entity's name and an India time as dd/mm/yyyy hh:mm.
    const added = trail
      .getByRole('row')
      .filter({ hasText: toTitleCase(`Admin Desk ${run}`) })
      .first();
    const [when, who, entity] = await added.getByRole('cell').allInnerTexts();
    expect({ who, entity }).toEqual({ who: users.admin.username, entity: 'Vendor' });
    expect(when).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    await page.reload();
    await showsAdminDesk();
    await openFromSidebar(page, 'dashboard');
    await page.goBack();
    await showsAdminDesk();
    await screenshot(page, 'profiles-admin-audit');
  });

  test("Business's Excel holds the column-filtered trips only", async () => {
    const { page } = tab;
    await openFromSidebar(page, 'business');
    const filters = page.getByRole('form', { name: 'Business filters' });
    await searchDay(filters, today);
    await rowOf(page, page, tripB.TripID).waitFor();
    await page.getByLabel('Filter Vendor', { exact: true }).fill(vendorA.vendorName);
    await rowOf(page, page, tripB.TripID).waitFor({ state: 'detached' });
    for (const trip of tripsA) await rowOf(page, page, trip.TripID).waitFor();
    await screenshot(page, 'profiles-admin-business-filtered');

    const sheet = await downloadSheetRows(page, () =>
      filters.getByRole('button', { name: 'Download Excel', exact: true }).click(),
    );
    expect(sheet.fileName).toBe('Business.xlsx');
    const tripIds = idsOf(sheet).filter((id) => id !== 'Total');
    expect(tripIds.sort()).toEqual(tripsA.map((t) => t.TripID).sort());
    expect(new Set(sheet.column('Vendor').filter(Boolean))).toEqual(new Set([vendorA.vendorName]));
    await expectNotice(page, exportWrittenMessage(2, ['trip', 'trips'], 'Business.xlsx'));
  });

  test('after Generate Bill the screen names the new bill; cancelled, it shows as Cancelled when searched', async () => {
    const { page } = tab;
    const billId = await generateBillNamed(page, tripToBillByAdmin, 'profiles-admin-bill-named');
    // Record payment opens the new bill on Payments.
    await page
      .getByRole('region', { name: `Bill ${billId} generated` })
      .getByRole('link', { name: 'Record payment' })
      .click();
    await page.waitForURL((url) => url.pathname === '/payments' && url.searchParams.get('billId') === billId);
    await page.getByLabel('Bill summary').getByText('Unpaid', { exact: true }).waitFor();
    const api = await ApiClient.signedIn(users.admin.username, users.admin.password);
    try {
      await api.post('/delete-transaction', { billId });
    } finally {
      await api.dispose();
    }
    await cancelledBillShown(page, billId);
    await screenshot(page, 'profiles-admin-bill-cancelled');
  });
});
