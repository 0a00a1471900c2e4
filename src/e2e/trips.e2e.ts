import fs from 'node:fs';
import type { Page } from 'playwright-core';
import * as XLSX from '@e965/xlsx';
import { todayInIndia } from '../shared/common/dates';
import { capitaliseDestination } from '../shared/masters/freight';
import type { ModuleKey } from '../shared/auth/modules';
import { SECTION_206AA_RATE } from '../shared/accounting/tds-rule';
import { TRIP_FIELD_LABELS, TRIP_ID_PATTERN, TRIP_MESSAGES, type TripRecord } from '../shared/trips';
import { toTitleCase } from '../shared/masters/vendor';
import { ApiClient, createApprovedUser } from './support/api';
import { browserPerFile, expectNotice, login, logout, newPage, screenshot } from './support/browser';
import { E2E_ADMIN } from './support/config';
import { openFromSidebar } from './support/profiles';
import { pickSuggestion, searchDay, waitForValue } from './support/forms';

/**
 * The journey of a trip through the three people who handle it: a loadingManager records
 * it on the trip form, an unloadingManager acknowledges it on Today's List with the actual weight
 * and a weighment slip, an accountant finds it in Reports, downloads the slip, exports the
 * report and opens the trip from the top-bar search. The master data is made through the API.
 */

const file = browserPerFile();
const run = Date.now().toString(36).slice(-5);
const digits = String(Date.now()).slice(-6);
const password = `Trip#${run}Pass9`;

// Master data, in the spelling the server stores (so it is what the suggestions show).
const truckNumber = `KA${digits.slice(0, 2)}TE${digits.slice(2)}`;
const vendorName = toTitleCase(`ganesh roadlines ${run}`);
const from = capitaliseDestination(`quarry ${run}`);
const to = capitaliseDestination(`plant ${run}`);
/** Another route from another place, which Destination To must leave out once From is chosen. */
const otherFrom = capitaliseDestination(`mine ${run}`);
const otherTo = capitaliseDestination(`depot ${run}`);
const rate = 1250;
const weight = 25.5;
const actualWeight = 25.1;
const freight = Math.round(rate * weight); // 31,875: section 4's round(rate x weight)
const tdsRate = 2;

const slipName = `weighment-slip-${run}.pdf`;
const slipPdf = Buffer.from(
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n` +
    `% weighment slip ${run}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
);

const users = {
  loading: { username: `triploader${run}`, profile: 'loadingManager' as const },
  unloading: { username: `tripunloader${run}`, profile: 'unloadingManager' as const },
  accountant: { username: `tripaccountant${run}`, profile: 'accountant' as const },
};

/** What the loadingManager types on the trip form, as the form sends it. */
const TRIP_FORM = {
  TruckNumber: truckNumber,
  DONumber: '458210',
  DriverName: 'Suresh Kumar',
  Vendor: vendorName,
  DestinationFrom: from,
  DestinationTo: to,
  TruckType: 'Bulker',
  TransactionStatus: 'Open',
  Weight: String(weight),
  DieselAmount: '3500',
  DieselSlipNumber: `DS-${run}`,
  Advance: '2000',
  Toll: '450',
};

beforeAll(async () => {
  const admin = await ApiClient.signedIn(E2E_ADMIN.username, E2E_ADMIN.password);
  try {
    await admin.post('/add-freight', { from_destination: from, to_destination: to, rate });
    await admin.post('/add-freight', { from_destination: otherFrom, to_destination: otherTo, rate: 900 });
    await admin.post('/add-vendor', {
      companyName: vendorName,
      companyOwner: 'Ganesh Patil',
      tdsRate,
      gstApplicable: 'No',
      deducteeType: 'individualOrHuf',
    });
    await admin.postMultipart('/add-vehicle', {
      truck_no: truckNumber,
      make: 'Tata',
      companyOwner: 'Ganesh Patil',
    });
    for (const user of Object.values(users))
      await createApprovedUser(admin, user.username, user.profile, password);
  } finally {
    await admin.dispose();
  }
});

/** The table row of this trip (its Trip ID cell), whatever else the day holds. */
const tripRow = (page: Page, tripId: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: tripId, exact: true }) });

let apiTrips = 0;

/**
 * A trip of its own for a test, made through the API as the accountant: recorded as the trip form
 * sends it (Open), and with `acknowledged` also saved as Today's List does (actual weight and
 * weighment slip). Answers its TripID.
 */
async function tripThroughApi({ acknowledged }: { acknowledged: boolean }): Promise<string> {
  const api = await ApiClient.signedIn(users.accountant.username, password);
  try {
    // A DO number of its own: the same truck and DO number again that day is asked about as a duplicate.
    const trip = { ...TRIP_FORM, DONumber: String(Number(TRIP_FORM.DONumber) + ++apiTrips) };
    const { TripID } = await api.post<{ TripID: string }>('/reports', trip);
    if (acknowledged) {
      const { _id } = await api.get<TripRecord>(`/api/trip/${TripID}`);
      await api.postMultipart(`/api/reports/${_id}`, {
        id: _id,
        transactionStatus: 'Acknowledged',
        actualWeight: String(actualWeight),
        WeightmentSlip: { name: slipName, mimeType: 'application/pdf', buffer: slipPdf },
      });
    }
    return TripID;
  } finally {
    await api.dispose();
  }
}

/** A new page signed in as this user (on this module, if one is named); `done` signs out and closes it. */
async function signedInOn(user: { username: string }, key?: ModuleKey) {
  const { page, context } = await newPage(file.browser);
  await login(page, user.username, password);
  if (key) await openFromSidebar(page, key);
  const done = async () => {
    await logout(page);
    await context.close();
  };
  return { page, done };
}

test('a loadingManager records a trip on the trip form without seeing Freight', async () => {
  const { page, done } = await signedInOn(users.loading);
  await page.getByRole('heading', { name: 'Trip ID: New' }).waitFor();

  // Truck Number: typed in lower case, upper-cased, matched anywhere in the number.
  await pickSuggestion(page, 'Truck Number', truckNumber.slice(-6).toLowerCase(), truckNumber);
  await page.getByLabel('DO Number', { exact: true }).fill('458210');
  await page.getByLabel('Driver Name', { exact: true }).fill('Suresh Kumar');

  // Vendor: prefix suggestions, and SPEC's words when nothing starts with the text.
  const vendor = page.getByRole('combobox', { name: 'Vendor', exact: true });
  await vendor.fill(`zz${run}`);
  await page
    .getByRole('listbox', { name: 'Vendor suggestions' })
    .getByText(TRIP_MESSAGES.noVendors, { exact: true })
    .waitFor();
  await pickSuggestion(page, 'Vendor', vendorName.slice(0, 10).toLowerCase(), vendorName);
  // The vendor has no PAN: the form shows the rate a bill applies, section 206AA's 20 % over its own 2 %.
  await waitForValue(page.getByLabel('TDS Rate', { exact: true }), String(SECTION_206AA_RATE));

  // Destination From offers both places with the run's name; once it is chosen, To only pairs with it.
  const fromBox = page.getByRole('combobox', { name: 'Destination From', exact: true });
  await fromBox.fill(run);
  const fromList = page.getByRole('listbox', { name: 'Destination From suggestions' });
  await fromList.getByRole('option', { name: otherFrom, exact: true }).waitFor();
  await fromList.getByRole('option', { name: from, exact: true }).click();
  await waitForValue(fromBox, from);
  await page.getByRole('combobox', { name: 'Destination To', exact: true }).click();
  const toList = page.getByRole('listbox', { name: 'Destination To suggestions' });
  await toList.getByRole('option', { name: to, exact: true }).waitFor();
  expect(await toList.getByRole('option').allInnerTexts()).toEqual([to]);
  await toList.getByRole('option', { name: to, exact: true }).click();

  await page.getByLabel('Truck Type', { exact: true }).selectOption('Bulker');
  expect(await page.getByLabel('Transaction Status', { exact: true }).inputValue()).toBe('Open');
  await page.getByLabel('Weight (tons)', { exact: true }).fill(String(weight));
  await page.getByLabel('Diesel Amount', { exact: true }).fill('3500');
  await page.getByLabel('Diesel Slip Number', { exact: true }).fill(`DS-${run}`);
  await page.getByLabel('Advance', { exact: true }).fill('2000');
  await page.getByLabel('Toll', { exact: true }).fill('450');

  // SPEC section 6: no Freight for a loadingManager.
  expect(await page.getByLabel('Freight', { exact: true }).count()).toBe(0);
  await screenshot(page, 'trip-form-filled-loadingManager');

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectNotice(page, TRIP_MESSAGES.submitted);
  const recorded = await page.getByText(/^Last trip recorded: T\d+$/).innerText();
  const tripId = recorded.replace('Last trip recorded: ', '').trim();
  expect(tripId).toMatch(TRIP_ID_PATTERN);
  // The form clears for the next trip.
  await waitForValue(page.getByRole('combobox', { name: 'Truck Number', exact: true }), '');
  expect(await page.getByRole('combobox', { name: 'Vendor', exact: true }).inputValue()).toBe('');
  await screenshot(page, 'trip-form-submitted');
  await done();
});

test("an unloadingManager acknowledges it on Today's List with the actual weight and a weighment slip", async () => {
  const tripId = await tripThroughApi({ acknowledged: false });
  const { page, done } = await signedInOn(users.unloading, 'today-list');

  const row = tripRow(page, tripId);
  await row.getByText('Open', { exact: true }).waitFor();
  await row.getByRole('button', { name: `Edit ${tripId}`, exact: true }).click();
  await row.getByLabel(TRIP_FIELD_LABELS.TransactionStatus, { exact: true }).selectOption('Acknowledged');
  await row.getByLabel(TRIP_FIELD_LABELS.ActualWeight, { exact: true }).fill(String(actualWeight));
  // The papers of the row being edited sit in the row under it, in view at any width.
  await page
    .getByRole('group', { name: 'Papers of the row being edited', exact: true })
    .getByLabel(TRIP_FIELD_LABELS.WeightmentSlip, { exact: true })
    .setInputFiles({ name: slipName, mimeType: 'application/pdf', buffer: slipPdf });
  await screenshot(page, 'today-list-editing');
  await row.getByRole('button', { name: `Save ${tripId}`, exact: true }).click();
  await expectNotice(page, TRIP_MESSAGES.recordUpdated);

  // The row leaves edit mode and shows what was saved, the slip as a download.
  await row.getByRole('button', { name: `Edit ${tripId}`, exact: true }).waitFor();
  await row.getByText('Acknowledged', { exact: true }).waitFor();
  await row.getByRole('cell', { name: actualWeight.toLocaleString('en-IN'), exact: true }).waitFor();
  await row.getByRole('button', { name: slipName, exact: true }).waitFor();
  expect(await row.getByText(freight.toLocaleString('en-IN'), { exact: true }).count()).toBe(0);
  await row.getByRole('button', { name: slipName, exact: true }).scrollIntoViewIfNeeded();
  await screenshot(page, 'today-list-acknowledged');
  await done();
});

test('an accountant finds it in Reports, downloads the slip, exports Reports.xlsx and opens it from the search', async () => {
  const tripId = await tripThroughApi({ acknowledged: true });
  const { page, done } = await signedInOn(users.accountant, 'reports');

  const today = todayInIndia();
  const filters = page.getByRole('form', { name: 'Report filters' });
  await searchDay(filters, today, { Vendor: vendorName.slice(0, 8).toLowerCase() });

  const row = tripRow(page, tripId);
  await row.getByText('Acknowledged', { exact: true }).waitFor();
  // The accountant sees the freight the server worked out: round(rate x weight).
  await row.getByRole('cell', { name: freight.toLocaleString('en-IN'), exact: true }).waitFor();
  await screenshot(page, 'reports-found');

  // The slip downloads under its own name with the bytes that were uploaded.
  const [slip] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: slipName, exact: true }).click(),
  ]);
  expect(slip.suggestedFilename()).toBe(slipName);
  expect(fs.readFileSync(await slip.path()).equals(slipPdf)).toBe(true);

  // Reports.xlsx: a real workbook with the sheet 'Reports' holding the trip, numbers as numbers.
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    filters.getByRole('button', { name: 'Download Excel', exact: true }).click(),
  ]);
  expect(exported.suggestedFilename()).toBe('Reports.xlsx');
  const book = XLSX.read(fs.readFileSync(await exported.path()), { type: 'buffer' });
  expect(book.SheetNames).toEqual(['Reports']);
  expect(String(book.Sheets.Reports.A1.v)).toMatch(
    /^Reports \| .* \| As of \d\d\/\d\d\/\d{4} \d\d:\d\d IST \| Exported by /,
  );
  const [header, ...rows] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Reports, { header: 1, range: 1 }); // row 1 is the title
  const column = (name: string) => {
    const index = header.indexOf(name);
    expect(index).toBeGreaterThanOrEqual(0);
    return index;
  };
  const tripRows = rows.filter((r) => r[column(TRIP_FIELD_LABELS.TripID)] === tripId);
  expect(tripRows).toHaveLength(1);
  const exportedTrip = tripRows[0];
  expect(exportedTrip[column(TRIP_FIELD_LABELS.TruckNumber)]).toBe(truckNumber);
  expect(exportedTrip[column(TRIP_FIELD_LABELS.Vendor)]).toBe(vendorName);
  expect(exportedTrip[column(TRIP_FIELD_LABELS.TransactionStatus)]).toBe('Acknowledged');
  expect(exportedTrip[column(TRIP_FIELD_LABELS.Weight)]).toBe(weight);
  expect(exportedTrip[column(TRIP_FIELD_LABELS.ActualWeight)]).toBe(actualWeight);
  expect(exportedTrip[column(TRIP_FIELD_LABELS.Freight)]).toBe(freight);

  // The top-bar search opens the trip form on this trip.
  await page.getByLabel('Search by Trip/Bill ID', { exact: true }).fill(tripId.toLowerCase());
  await page.getByLabel('Search by Trip/Bill ID', { exact: true }).press('Enter');
  await page.waitForURL(`**/home/${tripId}`);
  await page.getByRole('heading', { name: `Trip ID: ${tripId}`, exact: true }).waitFor();
  await waitForValue(page.getByRole('combobox', { name: 'Truck Number', exact: true }), truckNumber);
  await waitForValue(page.getByLabel('Freight', { exact: true }), freight.toLocaleString('en-IN'));
  expect(await page.getByRole('combobox', { name: 'Vendor', exact: true }).inputValue()).toBe(vendorName);
  // The status of a recorded trip is locked on the form (SPEC section 4).
  const status = page.getByLabel('Transaction Status', { exact: true });
  expect(await status.inputValue()).toBe('Acknowledged');
  expect(await status.isDisabled()).toBe(true);
  await screenshot(page, 'trip-opened-from-search');
  await done();
});
