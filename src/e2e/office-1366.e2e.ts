import { jsPDF } from 'jspdf';
import type { Locator, Page } from 'playwright-core';
import { todayInIndia } from '../shared/common/dates';
import { TRIP_FIELD_LABELS, TRIP_FILE_FIELDS, type TripRecord } from '../shared/trips';
import { signedInNewUser } from './support/api';
import {
  addAcknowledgedTrip,
  addBillingMasterData,
  billThroughApi,
  type BillingMasterData,
} from './support/billing-data';
import { LAPTOP, screenshot, signedInPagePerTest } from './support/browser';
import { searchDay } from './support/forms';

/**
 * The office PC at 1366 x 768, as the admin (who sees every column): Today's List, Reports,
 * Billing and Transactions show their money columns and row actions without scrolling sideways,
 * with trips that carry all four papers under long file names, as scanners name them.
 */

const run = Date.now().toString(36).slice(-5);
const digits = String(Date.now() + 13).slice(-6);
const admin = { username: `wide${run}`, password: `Wide#${run}Pass9` };
const today = todayInIndia();
let data: BillingMasterData;
const trips: TripRecord[] = [];
let billId = '';
const TRIPS = 12;

function paper(text: string): Buffer {
  const doc = new jsPDF();
  doc.text(`${text} ${run}`, 20, 20);
  return Buffer.from(doc.output('arraybuffer'));
}

beforeAll(async () => {
  const api = await signedInNewUser(admin.username, 'admin', admin.password);
  try {
    data = await addBillingMasterData(api, run, digits, { rate: 3450, tdsRate: 1 });
    const plan = { weight: 28.75, actualWeight: 28.61, dieselAmount: 12500, advance: 5000, toll: 1320 };
    // More trips than the list's box shows at once: its vertical scrollbar takes its width too.
    for (let index = 1; index <= TRIPS; index++) {
      const acknowledged = await addAcknowledgedTrip(api, data, plan, index);
      const files = Object.fromEntries(
        TRIP_FILE_FIELDS.map((field) => [
          field,
          {
            name: `${field}-${acknowledged.TruckNumber}-scan-${today}.pdf`,
            mimeType: 'application/pdf',
            buffer: paper(field),
          },
        ]),
      );
      await api.postMultipart(`/api/reports/${acknowledged._id}`, {
        id: acknowledged._id,
        transactionStatus: 'Acknowledged',
        actualWeight: String(plan.actualWeight),
        short: '250',
        ...files,
      });
      trips.push(await api.get<TripRecord>(`/api/trip/${acknowledged.TripID}`));
    }
    ({ billId } = await billThroughApi(api, trips.slice(0, 2), [{ text: 'Loading charges', amount: 1500 }]));
  } finally {
    await api.dispose();
  }
}, 300_000);

const ui = signedInPagePerTest(admin);

/**
 * Fails unless the element lies wholly inside the 1366 px window and the list's box, unscrolled,
 * and is what the eye meets there (not under a pinned column).
 */
async function expectInView(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const list = await page.locator('.virtual-table').boundingBox();
  expect({ what, box: box !== null }).toEqual({ what, box: true });
  const right = Math.round(box!.x + box!.width);
  const seen = {
    inWindow: box!.x >= 0 && right <= LAPTOP.width,
    inList: box!.x >= list!.x && right <= Math.round(list!.x + list!.width),
    // Its middle and both ends: a column half under the pinned Delete column is not in view.
    onTop: await element.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return [r.left + 1, r.left + r.width / 2, r.right - 1].every((x) => {
        const top = document.elementFromPoint(x, r.y + r.height / 2);
        return top !== null && (el === top || el.contains(top));
      });
    }),
  };
  expect({ what, ...seen }).toEqual({ what, inWindow: true, inList: true, onTop: true });
}

const columnHeader = (page: Page, name: string) =>
  page.locator('.virtual-table thead tr').first().getByRole('columnheader', { name, exact: true });

/** The screen's money column headers and its row actions, each in view without a sideways scroll. */
async function expectFits(page: Page, screen: string, money: string[], actions: Locator[]) {
  await screenshot(page, `office-1366-${screen}`);
  for (const name of money) await expectInView(page, columnHeader(page, name), `${screen}: ${name} header`);
  for (const action of actions)
    await expectInView(page, action, `${screen}: ${await action.getAttribute('aria-label')}`);
}

/** The first row's button of this action (Edit, Delete): rows are newest first, the first one in view. */
const firstRowButton = (page: Page, action: string) =>
  page.getByRole('button', { name: new RegExp(`^${action} T\\d+$`) }).first();

test("Today's List: the money columns and Edit in view at 1366 x 768", async () => {
  const { page } = ui;
  await page.goto('/today-list');
  await page.getByRole('rowheader', { name: trips.at(-1)!.TripID }).waitFor();
  // A day's list taller than its box: the vertical scrollbar takes its width from the columns too.
  expect(await page.locator('.virtual-table').evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(
    true,
  );
  await expectFits(
    page,
    'today',
    ['Rate', 'Freight', 'Diesel', 'Advance', 'Toll', 'Adblue', 'Greasing', 'Short'],
    [firstRowButton(page, 'Edit')],
  );
});

test("Today's List: a row edit's four paper inputs in view at 1366 x 768, and Save stores the four PDFs", async () => {
  const { page } = ui;
  const trip = trips.at(-1)!;
  await page.goto('/today-list');
  await page.getByRole('button', { name: `Edit ${trip.TripID}`, exact: true }).click();
  const papers = page.getByRole('group', { name: 'Papers of the row being edited', exact: true });
  await papers.waitFor();
  // The list is not scrolled sideways: the inputs are in view as the row opens.
  expect(await page.locator('.virtual-table').evaluate((box) => box.scrollLeft)).toBe(0);
  await screenshot(page, 'office-1366-today-row-papers');
  for (const field of TRIP_FILE_FIELDS) {
    const input = papers.getByLabel(TRIP_FIELD_LABELS[field], { exact: true });
    await expectInView(page, input, `row edit: ${TRIP_FIELD_LABELS[field]}`);
    await input.setInputFiles({
      name: `${field}-new-${run}.pdf`,
      mimeType: 'application/pdf',
      buffer: paper(field),
    });
  }
  expect(await page.locator('.virtual-table').evaluate((box) => box.scrollLeft)).toBe(0);
  await page.getByRole('button', { name: `Save ${trip.TripID}`, exact: true }).click();
  await papers.waitFor({ state: 'detached' });
  const stored = (await (await page.request.get(`/logistics/api/trip/${trip.TripID}`)).json()) as TripRecord;
  expect(Object.fromEntries(TRIP_FILE_FIELDS.map((field) => [field, stored[field]?.originalname]))).toEqual(
    Object.fromEntries(TRIP_FILE_FIELDS.map((field) => [field, `${field}-new-${run}.pdf`])),
  );
});

test('Reports: the money columns, Edit and Delete in view at 1366 x 768', async () => {
  const { page } = ui;
  await page.goto('/reports');
  await searchDay(page.getByRole('form', { name: 'Report filters' }), today, { Vendor: data.vendorName });
  await page.getByRole('rowheader', { name: trips.at(-1)!.TripID }).waitFor();
  await expectFits(
    page,
    'reports',
    ['Rate', 'Freight', 'Diesel', 'Advance', 'Toll', 'Adblue', 'Greasing', 'Short'],
    [firstRowButton(page, 'Edit'), firstRowButton(page, 'Delete')],
  );
});

test('Billing: the money columns and the ticks in view at 1366 x 768', async () => {
  const { page } = ui;
  await page.goto('/generate-bill');
  await searchDay(page.getByRole('form', { name: 'Billing filters' }), today, { Vendor: data.vendorName });
  await page.getByRole('rowheader', { name: trips.at(-1)!.TripID }).waitFor();
  await expectFits(
    page,
    'billing',
    ['Rate', 'Freight', 'TDS', 'Diesel', 'Advance', 'Toll', 'Adblue', 'Greasing', 'Short', 'Amount'],
    [page.getByRole('checkbox', { name: /^Select T\d+$/ }).first()],
  );
});

test('Transactions: the money columns, Download PDF and Delete bill in view at 1366 x 768', async () => {
  const { page } = ui;
  await page.goto('/transactions');
  await searchDay(page.getByRole('form', { name: 'Transaction filters' }), today);
  await page.getByRole('rowheader', { name: billId }).waitFor();
  await expectFits(
    page,
    'transactions',
    [
      'Freight',
      'TDS',
      'Diesel',
      'Advance',
      'Toll',
      'Short',
      'Amount',
      'Remarks Amount',
      'GST Amount',
      'Final Amount',
      'Outstanding',
    ],
    [
      page.getByRole('button', { name: `Download PDF ${billId}` }),
      page.getByRole('button', { name: `Delete bill ${billId}` }),
    ],
  );
});
