import fs from 'node:fs';
import { DateTime } from 'luxon';
import { FREIGHT_MESSAGES } from '../shared/masters/freight';
import { VENDOR_MESSAGES } from '../shared/masters/vendor';
import { VEHICLE_MESSAGES } from '../shared/masters/vehicle';
import { BUSINESS_ZONE } from '../shared/common/dates';
import { ACCESS_MESSAGES } from '../shared/common/messages';
import { ApiClient, createApprovedUser } from './support/api';
import { browserPerFile, expectNotice, login, newPage, screenshot } from './support/browser';
import { E2E_ADMIN } from './support/config';
import { namedMistakes, waitForMistakes } from './support/forms';

const file = browserPerFile();
const run = Date.now().toString().slice(-4);
// A truck in the MH12KL1111 format, unique per run.
const truckNo = `MH14MD${run}`;
const pdfBytes = Buffer.from(
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n% registration ${truckNo}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
);

const indiaDate = (days: number) => DateTime.now().setZone(BUSINESS_ZONE).plus({ days }).toISODate()!;

test('an admin adds a route, a vendor and a vehicle with a PDF, downloads it and sees it in the bell', async () => {
  const { page } = await newPage(file.browser);
  await login(page, E2E_ADMIN.username, E2E_ADMIN.password);

  // Freight: a rate with paise is refused (whole rupees); the route is stored capitalised.
  await page
    .getByRole('navigation', { name: 'Modules' })
    .getByRole('link', { name: 'Freight', exact: true })
    .click();
  const freightForm = page.getByRole('form', { name: 'Add freight rate' });
  await freightForm.getByLabel('From Destination', { exact: true }).fill(`kolhapur${run}`);
  await freightForm.getByLabel('To Destination', { exact: true }).fill('BELGAUM');
  await freightForm.getByLabel('Rate', { exact: true }).fill('980.6');
  await freightForm.getByRole('button', { name: 'Submit', exact: true }).click();
  await waitForMistakes(freightForm, 1);
  expect(await namedMistakes(freightForm)).toEqual({ Rate: FREIGHT_MESSAGES.rateNotWhole });
  await freightForm.getByLabel('Rate', { exact: true }).fill('981');
  await freightForm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectNotice(page, FREIGHT_MESSAGES.added);
  const routeRow = page.getByRole('row').filter({ hasText: `Kolhapur${run}` });
  await routeRow.getByText('Belgaum', { exact: true }).waitFor();
  await routeRow.getByText('981', { exact: true }).waitFor();

  // Vendor.
  await page
    .getByRole('navigation', { name: 'Modules' })
    .getByRole('link', { name: 'Vendor', exact: true })
    .click();
  const vendorForm = page.getByRole('form', { name: 'Add vendor' });
  await vendorForm.getByLabel('Company Name', { exact: true }).fill(`kaveri roadways ${run}`);
  await vendorForm.getByLabel('Company Owner', { exact: true }).fill('ramesh patil');
  await vendorForm.getByLabel('TDS Rate', { exact: true }).fill('2');
  await vendorForm.getByLabel('GST Applicable', { exact: true }).selectOption('No');
  // No PAN: the form asks who the deductee is (the quarterly statement's deductee code).
  await vendorForm.getByLabel('Deductee Type', { exact: true }).selectOption('otherNonCompany');
  await vendorForm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectNotice(page, VENDOR_MESSAGES.added);
  await page
    .getByRole('row')
    .filter({ hasText: `Kaveri Roadways ${run}` })
    .getByText('Ramesh Patil')
    .waitFor();

  // Vehicle with its registration PDF, expiring in 3 days (so it is flagged and notified).
  await page
    .getByRole('navigation', { name: 'Modules' })
    .getByRole('link', { name: 'Vehicle', exact: true })
    .click();
  await page.getByLabel('Truck Number', { exact: true }).fill(truckNo.toLowerCase().replace('md', 'md '));
  await page.getByLabel('Make', { exact: true }).fill('Tata');
  await page.getByLabel('Company Owner', { exact: true }).fill('Ramesh Patil');
  await page
    .getByLabel('Registration PDF File', { exact: true })
    .setInputFiles({ name: 'rc-book.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await page.getByLabel('Registration Start Date', { exact: true }).fill(indiaDate(-362));
  await page.getByLabel('Registration End Date', { exact: true }).fill(indiaDate(3));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectNotice(page, VEHICLE_MESSAGES.added);

  const tile = page.getByRole('article', { name: truckNo });
  await tile.getByText('(3 days left)').waitFor();
  await screenshot(page, 'vehicle-tile');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    tile.getByRole('button', { name: 'Download Registration', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('rc-book.pdf');
  expect(fs.readFileSync((await download.path())!)).toEqual(pdfBytes);

  // The bell lists the expiring document.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const list = page.getByRole('region', { name: 'Notifications list' });
  const notice = list.getByRole('listitem').filter({ hasText: truckNo });
  await notice.getByText('Registration').waitFor();
  await notice.getByText(`Expires on ${DateTime.fromISO(indiaDate(3)).toFormat('dd/MM/yyyy')}`).waitFor();
  await screenshot(page, 'bell');
});

test('an unloadingManager cannot open the Vendor screen', async () => {
  const admin = await ApiClient.signedIn(E2E_ADMIN.username, E2E_ADMIN.password);
  const username = `unload${run}`;
  const password = `Unload#${run}x`;
  await createApprovedUser(admin, username, 'unloadingManager', password);
  await admin.dispose();

  const { page } = await newPage(file.browser);
  await login(page, username, password);
  await page
    .getByRole('navigation', { name: 'Modules' })
    .getByRole('link', { name: 'Vendor', exact: true })
    .click();
  await expectNotice(page, ACCESS_MESSAGES.noAccess);
  expect(new URL(page.url()).pathname).toBe('/home');
});
