import { jsPDF } from 'jspdf';
import type { Locator, Page } from 'playwright-core';
import { todayInIndia } from '../shared/common/dates';
import { TRIP_FILE_FIELDS, type TripRecord } from '../shared/trips';
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
    for (let index = 1; index <= 4; index++) {
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

interface Widths {
  scroller: { client: number; scroll: number; right: number };
  table: number;
  columns: Record<string, number>;
}

/** The list's scrolling box and its table as laid out: what a sideways scroll would be needed for. */
async function widths(page: Page): Promise<Widths> {
  return page.evaluate(() => {
    const scroller = document.querySelector('.virtual-table') as HTMLElement;
    const table = scroller.querySelector('table') as HTMLElement;
    const columns: Record<string, number> = {};
    for (const th of Array.from(table.querySelectorAll('thead tr:first-child th')))
      columns[(th as HTMLElement).innerText.trim() || '(blank)'] = Math.round(
        th.getBoundingClientRect().width,
      );
    return {
      scroller: {
        client: scroller.clientWidth,
        scroll: scroller.scrollWidth,
        right: Math.round(scroller.getBoundingClientRect().right),
      },
      table: Math.round(table.getBoundingClientRect().width),
      columns,
    };
  });
}

/** Fails unless the element lies wholly inside the 1366 px window and inside the list's box, unscrolled. */
async function expectInView(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const scroller = await page.locator('.virtual-table').boundingBox();
  expect({ what, box: box !== null }).toEqual({ what, box: true });
  const right = Math.round(box!.x + box!.width);
  expect({ what, inWindow: box!.x >= 0 && right <= LAPTOP.width }).toEqual({ what, inWindow: true });
  expect({ what, inList: right <= Math.round(scroller!.x + scroller!.width) }).toEqual({
    what,
    inList: true,
  });
}

const columnHeader = (page: Page, name: string) =>
  page.locator('.virtual-table thead tr').first().getByRole('columnheader', { name, exact: true });

async function expectFits(page: Page, screen: string, money: string[], actions: Locator[]) {
  const measured = await widths(page);
  console.log(screen, JSON.stringify(measured));
  await screenshot(page, `office-1366-${screen}`);
  for (const name of money) await expectInView(page, columnHeader(page, name), `${screen}: ${name} header`);
  for (const action of actions) await expectInView(page, action, `${screen}: ${await action.innerText()}`);
  const scrollLeft = await page.evaluate(() => document.querySelector('.virtual-table')!.scrollLeft);
  expect(scrollLeft).toBe(0);
  return measured;
}

test("Today's List: the money columns and Edit in view at 1366 x 768", async () => {
  const { page } = ui;
  await page.goto('/today-list');
  await page.getByRole('rowheader', { name: trips[3].TripID }).waitFor();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: trips[3].TripID }) });
  const m = await expectFits(
    page,
    'today',
    ['Rate', 'Freight', 'Diesel', 'Advance', 'Toll', 'Adblue', 'Greasing', 'Short'],
    [row.getByRole('button', { name: `Edit ${trips[3].TripID}` })],
  );
  expect(m.scroller.scroll).toBeLessThanOrEqual(m.scroller.client);
});

test('Reports: the money columns, Edit and Delete in view at 1366 x 768', async () => {
  const { page } = ui;
  await page.goto('/reports');
  await searchDay(page.getByRole('form', { name: 'Report filters' }), today, { Vendor: data.vendorName });
  await page.getByRole('rowheader', { name: trips[3].TripID }).waitFor();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: trips[3].TripID }) });
  const m = await expectFits(
    page,
    'reports',
    ['Rate', 'Freight', 'Diesel', 'Advance', 'Toll', 'Adblue', 'Greasing', 'Short'],
    [
      row.getByRole('button', { name: `Edit ${trips[3].TripID}` }),
      row.getByRole('button', { name: `Delete ${trips[3].TripID}` }),
    ],
  );
  expect(m.scroller.scroll).toBeLessThanOrEqual(m.scroller.client);
});

test('Billing: the money columns and the ticks in view at 1366 x 768', async () => {
  const { page } = ui;
  await page.goto('/generate-bill');
  await searchDay(page.getByRole('form', { name: 'Billing filters' }), today, { Vendor: data.vendorName });
  await page.getByRole('rowheader', { name: trips[3].TripID }).waitFor();
  const m = await expectFits(
    page,
    'billing',
    ['Rate', 'Freight', 'TDS', 'Diesel', 'Advance', 'Toll', 'Adblue', 'Greasing', 'Short', 'Amount'],
    [page.getByRole('checkbox', { name: `Select ${trips[3].TripID}` })],
  );
  expect(m.scroller.scroll).toBeLessThanOrEqual(m.scroller.client);
});

test('Transactions: the money columns and Download PDF in view at 1366 x 768', async () => {
  const { page } = ui;
  await page.goto('/transactions');
  await searchDay(page.getByRole('form', { name: 'Transaction filters' }), today);
  await page.getByRole('rowheader', { name: billId }).waitFor();
  const m = await expectFits(
    page,
    'transactions',
    ['Freight', 'TDS', 'Diesel', 'Advance', 'Toll', 'Short', 'Amount', 'Final Amount', 'Outstanding'],
    [
      page.getByRole('button', { name: `Download PDF ${billId}` }),
      page.getByRole('button', { name: `Delete bill ${billId}` }),
    ],
  );
  expect(m.scroller.scroll).toBeLessThanOrEqual(m.scroller.client);
});
