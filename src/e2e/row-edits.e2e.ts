import type { Locator } from 'playwright-core';
import { ACCOUNTING_MESSAGES } from '../shared/accounting/month-end';
import { todayInIndia } from '../shared/common/dates';
import { USER_MESSAGES } from '../shared/common/messages';
import { TRIP_MESSAGES, type TripRecord } from '../shared/trips';
import { VENDOR_MESSAGES } from '../shared/masters/vendor';
import { ApiClient, createApprovedUser } from './support/api';
import { addAcknowledgedTrip, addBillingMasterData, type BillingMasterData } from './support/billing-data';
import { expectNotice, screenshot, signedInPagePerTest } from './support/browser';
import { E2E_ADMIN } from './support/config';
import { focusedLabel, namedMistakes, waitForMistakes } from './support/forms';

/**
 * Rows edited in place, the Tally period, the Users screen's Edit user form and the Audit trail,
 * as an admin uses them in Chromium: one Save names every mistake beside its cell or field
 * (aria-invalid, aria-describedby), the first focused, with no pop-up; Audit reads labels.
 */
const ui = signedInPagePerTest(E2E_ADMIN);
const run = Date.now().toString(36).slice(-5);
const digits = String(Date.now() + 73).slice(-6);
const clerk = { username: `re${run}`, password: `Rows#${run}Pass9` };
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let data: BillingMasterData;
let trip: TripRecord;
let documentTruck: string;

beforeAll(async () => {
  const admin = await ApiClient.signedIn(E2E_ADMIN.username, E2E_ADMIN.password);
  try {
    data = await addBillingMasterData(admin, run, digits, { rate: 1000, tdsRate: 1 });
    trip = await addAcknowledgedTrip(
      admin,
      data,
      { weight: 20, actualWeight: 19.9, dieselAmount: 3000, advance: 1000, toll: 200 },
      1,
    );
    await createApprovedUser(admin, clerk.username, 'loadingManager', clerk.password);
    // A vehicle whose documents change: added with its Registration, then a new MV Tax uploaded.
    documentTruck = `MH${digits.slice(0, 2)}RE${digits.slice(2, 6)}`;
    await admin.postMultipart('/add-vehicle', {
      truck_no: documentTruck,
      make: 'Tata',
      companyOwner: 'Ramesh Patil',
      registration: { name: 'rc-book.pdf', mimeType: 'application/pdf', buffer: pdf },
      registration_startDate: inDays(-30),
      registration_endDate: inDays(300),
    });
    await admin.postMultipart('/upload', {
      truck_no: documentTruck,
      field_name: 'mv_tax',
      file: { name: 'mv-tax.pdf', mimeType: 'application/pdf', buffer: pdf },
      start_date: inDays(-1),
      end_date: inDays(364),
    });
  } finally {
    await admin.dispose();
  }
});

/** The column name of the focused control, and whether it sits in `row`. */
const focusedCell = (row: Locator) =>
  row.evaluate((element) => ({
    inRow: element.contains(document.activeElement),
    label: document.activeElement?.getAttribute('aria-label') ?? null,
  }));

/** Mistakes are named beside their cells and fields, not in pop-ups. */
const noPopUps = async () => expect(await ui.page.locator('.notice-area [role="alert"]').count()).toBe(0);

test("one Save on a vendor's row names its three mistakes beside their cells, focuses the first, and sends nothing", async () => {
  await ui.page.goto('/vendor');
  const view = ui.page
    .getByRole('row')
    .filter({ has: ui.page.getByRole('button', { name: `Edit ${data.vendorName}`, exact: true }) });
  await view.getByRole('button', { name: `Edit ${data.vendorName}`, exact: true }).click();
  const row = ui.page.locator('tr.is-editing');
  await row.getByLabel('PAN', { exact: true }).fill('ABC');
  await row.getByLabel('Mobile', { exact: true }).fill('98220');
  await row.getByLabel('IFSC Code', { exact: true }).fill('SBIN');
  let posts = 0;
  ui.page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/update-vendor')) posts += 1;
  });
  await row.getByRole('button', { name: 'Save', exact: true }).click();

  await row.locator('[aria-invalid="true"]').nth(2).waitFor();
  expect(await namedMistakes(row, 'aria-label')).toEqual({
    PAN: VENDOR_MESSAGES.pan,
    Mobile: VENDOR_MESSAGES.mobile,
    'IFSC Code': VENDOR_MESSAGES.ifscCode,
  });
  expect(await focusedCell(row)).toEqual({ inRow: true, label: 'PAN' });
  await noPopUps();
  await row.getByText(VENDOR_MESSAGES.mobile).scrollIntoViewIfNeeded();
  await screenshot(ui.page, 'row-edits-vendor-three-mistakes');
  expect(posts).toBe(0);

  // Fixed, the row saves and leaves edit mode.
  await row.getByLabel('PAN', { exact: true }).fill('ABCPS1234K');
  await row.getByLabel('Mobile', { exact: true }).fill('9822012345');
  await row.getByLabel('IFSC Code', { exact: true }).fill('SBIN0001234');
  await row.getByRole('button', { name: 'Save', exact: true }).click();
  await expectNotice(ui.page, VENDOR_MESSAGES.updated);
  await row.waitFor({ state: 'detached' });
});

test('one Save on a Reports trip row names a wrong date, status, weight and short beside their cells, and focuses the first', async () => {
  const today = todayInIndia();
  await ui.page.goto(
    `/reports?startDate=${today}&endDate=${today}&vendor=${encodeURIComponent(data.vendorName)}`,
  );
  await ui.page.getByRole('button', { name: `Edit ${trip.TripID}`, exact: true }).click();
  const row = ui.page.locator('tr.editing:not(.papers-row)');
  await row.getByLabel('Date', { exact: true }).fill('');
  await row.getByLabel('Transaction Status', { exact: true }).selectOption('');
  await row.getByLabel('Weight', { exact: true }).fill('12.3456');
  await row.getByLabel('Short', { exact: true }).fill('-5');
  await row.getByRole('button', { name: `Save ${trip.TripID}`, exact: true }).click();

  await row.locator('[aria-invalid="true"]').nth(3).waitFor();
  expect(await namedMistakes(row, 'aria-label')).toEqual({
    Date: TRIP_MESSAGES.invalidDate,
    'Transaction Status': TRIP_MESSAGES.selectStatus,
    Weight: 'Weight can have at most 3 decimal places.',
    Short: 'Short cannot be negative.',
  });
  expect(await focusedCell(row)).toEqual({ inRow: true, label: 'Date' });
  await noPopUps();
  await screenshot(ui.page, 'row-edits-reports-four-mistakes');
});

test('the Tally period names each missing date beside its field, then an end before the start beside End Date', async () => {
  await ui.page.goto('/tally-export');
  const form = ui.page.getByRole('form', { name: 'Tally export' });
  await form.getByRole('button', { name: 'Download Tally XML', exact: true }).click();
  await waitForMistakes(form, 2);
  expect(await namedMistakes(form)).toEqual({
    'Start Date': ACCOUNTING_MESSAGES.bothDates,
    'End Date': ACCOUNTING_MESSAGES.bothDates,
  });
  expect(await focusedLabel(form)).toBe('Start Date');
  await noPopUps();

  await form.getByLabel('Start Date', { exact: true }).fill('2026-11-30');
  await form.getByLabel('End Date', { exact: true }).fill('2026-11-01');
  await form.getByRole('button', { name: 'Download Tally XML', exact: true }).click();
  await ui.page.waitForFunction(
    () => document.querySelectorAll('form[aria-label="Tally export"] [aria-invalid="true"]').length === 1,
  );
  expect(await namedMistakes(form)).toEqual({ 'End Date': ACCOUNTING_MESSAGES.endBeforeStart });
  expect(await focusedLabel(form)).toBe('End Date');
  await screenshot(ui.page, 'row-edits-tally-period');
});

test("the Users screen's Edit user form names its mistake beside Profile, then changes the profile", async () => {
  await ui.page.goto('/users');
  await ui.page.getByRole('button', { name: `Edit ${clerk.username}`, exact: true }).click();
  const form = ui.page.getByRole('form', { name: 'Edit user' });
  expect(await form.getByLabel('Profile', { exact: true }).inputValue()).toBe('loadingManager');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await waitForMistakes(form, 1);
  expect(await namedMistakes(form)).toEqual({ Profile: USER_MESSAGES.sameProfile });
  expect(await focusedLabel(form)).toBe('Profile');
  await screenshot(ui.page, 'row-edits-edit-user');

  await form.getByLabel('Profile', { exact: true }).selectOption('unloadingManager');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expectNotice(ui.page, USER_MESSAGES.profileChanged(clerk.username, 'Unloading Manager'));
  await form.waitFor({ state: 'detached' });
  const row = ui.page
    .getByRole('row')
    .filter({ has: ui.page.getByRole('cell', { name: clerk.username, exact: true }) });
  await row.getByRole('cell', { name: 'Unloading Manager', exact: true }).waitFor();
});

test("an Audit row of a vehicle's documents reads the documents' labels, not their stored keys", async () => {
  await ui.page.goto('/audit?entity=vehicle');
  const table = ui.page.getByRole('table', { name: 'Audit trail' });
  const upload = table.getByRole('row').filter({ hasText: `${documentTruck}, MV Tax` });
  await upload.waitFor();
  expect(await upload.innerText()).toMatch(/Upload Document/);
  expect(await upload.innerText()).toMatch(/File Name: mv-tax\.pdf/);
  const created = table.getByRole('row').filter({ hasText: documentTruck }).filter({ hasText: 'Create' });
  const text = await created.innerText();
  // The stored record's keys come back in the database's order; each reads by its label.
  const registration = /Documents: — → Registration: \(([^)]*)\)/.exec(text)?.[1] ?? '';
  expect(
    registration
      .split('; ')
      .map((part) => part.split(': ')[0])
      .sort(),
  ).toEqual(['End Date', 'File Name', 'SHA-256', 'Size', 'Start Date']);
  expect(registration).toMatch(/Start Date: \d\d\/\d\d\/\d{4}/);
  expect(registration).toMatch(/File Name: rc-book\.pdf/);
  expect(text).not.toMatch(/registration|start_date|file_name/);
  await created.scrollIntoViewIfNeeded();
  await screenshot(ui.page, 'row-edits-audit-documents');
});
