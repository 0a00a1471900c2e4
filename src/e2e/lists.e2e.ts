import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { todayInIndia } from '../shared/common/dates';
import type { TripRecord } from '../shared/trips';
import { signedInNewUser } from './support/api';
import { addBillingMasterData, tripFormFor, type BillingMasterData } from './support/billing-data';
import { expectNotice, screenshot, signedInPagePerTest } from './support/browser';
import { searchDay } from './support/forms';

/**
 * Paged lists in a real browser: a list longer than a screen page (450 trips, pages of 200) in the
 * virtual table (a capped number of rows in the DOM, scrolling loads the rest, the total row of
 * every trip), Billing's Select All over pages, and Reports.xlsx with progress and Cancel.
 */

const run = Date.now().toString(36).slice(-5);
const digits = String(Date.now() + 7).slice(-6);
const accountant = { username: `list${run}`, password: `List#${run}Pass9` };
const TRIPS = 450;
const ACKNOWLEDGED = 230;
const WEIGHT = 20; // tons, every trip
const today = todayInIndia();
let data: BillingMasterData;

/** Runs the jobs a few at a time (the server is shared with the other tests). */
async function inParallel<T>(count: number, job: (index: number) => Promise<T>, width = 8): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await job(index);
      }
    }),
  );
  return results;
}

beforeAll(async () => {
  const api = await signedInNewUser(accountant.username, 'accountant', accountant.password);
  try {
    data = await addBillingMasterData(api, run, digits, { rate: 1000, tdsRate: 1 });
    const ids = await inParallel(TRIPS, async (index) => {
      const { TripID } = await api.post<{ TripID: string }>(
        '/reports',
        tripFormFor(data, {
          DONumber: `9${index}`,
          Weight: String(WEIGHT),
          DieselAmount: '',
          DieselSlipNumber: '',
          Advance: '',
          Toll: '',
        }),
      );
      return TripID;
    });
    await inParallel(ACKNOWLEDGED, async (index) => {
      const trip = await api.get<TripRecord>(`/api/trip/${ids[index]}`);
      await api.postMultipart(`/api/reports/${trip._id}`, {
        id: trip._id,
        transactionStatus: 'Acknowledged',
        actualWeight: String(WEIGHT),
      });
    });
  } finally {
    await api.dispose();
  }
}, 300_000);
/** Each test's own tab, signed in as the accountant (sorting and hidden columns stay with it). */
const ui = signedInPagePerTest(accountant);

const tableRows = () => ui.page.evaluate(() => document.querySelectorAll('table tbody tr').length);
const scrollTable = (to: 'end' | 'top') =>
  ui.page.evaluate((where) => {
    const scroller = document.querySelector('.virtual-table') as HTMLElement;
    scroller.scrollTop = where === 'end' ? scroller.scrollHeight : 0;
  }, to);

/** Opens the screen and searches today's trips of the run's vendor. */
async function searchToday(path: string, formName: string) {
  await ui.page.goto(path);
  const form = ui.page.getByRole('form', { name: formName });
  await searchDay(form, today, { Vendor: data.vendorName });
  return form;
}

async function searchReports() {
  const form = await searchToday('/reports', 'Report filters');
  await form.getByText(`${TRIPS} trips`, { exact: true }).waitFor();
}

test('Reports: a virtual table of every trip, few rows in the DOM, scrolling loads the rest, the total row of all', async () => {
  await searchReports();
  await ui.page.getByRole('rowheader').first().waitFor();
  expect(await ui.page.locator('table').getAttribute('aria-rowcount')).toBe(String(TRIPS + 1));
  expect(await tableRows()).toBeLessThan(100);
  // The total row sums every trip, not only the loaded page: 450 x 20 t.
  const total = ui.page
    .getByRole('row')
    .filter({ has: ui.page.getByRole('rowheader', { name: 'Total', exact: true }) });
  await total
    .getByRole('cell', { name: (TRIPS * WEIGHT).toLocaleString('en-IN'), exact: true })
    .first()
    .waitFor();
  await screenshot(ui.page, 'lists-reports-top');

  await scrollTable('end');
  await ui.page.waitForTimeout(300);
  await scrollTable('end');
  // The last page (offset 400) loads: every row in view is a trip, none still loading.
  await ui.page.waitForFunction(
    () =>
      document.querySelectorAll('tr.row-loading').length === 0 &&
      document.querySelectorAll('tbody th[scope="row"]').length > 5,
  );
  const shownIds = await ui.page.locator('tbody th[scope="row"]').allInnerTexts();
  expect(shownIds.length).toBeGreaterThan(5);
  expect(await tableRows()).toBeLessThan(100);
  await screenshot(ui.page, 'lists-reports-end');
});

test('Reports: a header sorts every trip on the server; a hidden column stays hidden after a reload', async () => {
  await searchReports();
  const header = ui.page.getByRole('columnheader', { name: 'DO Number' });
  // The first trip row holds a cell of exactly this DO number.
  const firstRowHas = (value: string) =>
    ui.page.waitForFunction((v) => {
      const first = [...document.querySelectorAll('tbody tr')].find((tr) =>
        tr.querySelector('th[scope="row"]'),
      );
      return !!first && [...first.querySelectorAll('td')].some((td) => td.textContent === v);
    }, value);
  await header.getByRole('button').click();
  await ui.page.waitForFunction(() => document.querySelector('th[aria-sort="ascending"]') !== null);
  await ui.page.waitForFunction(() => document.querySelectorAll('tr.row-loading').length === 0);
  await firstRowHas('90'); // as text: '90' < '900' < '901' ...
  await header.getByRole('button').click();
  await ui.page.waitForFunction(() => document.querySelector('th[aria-sort="descending"]') !== null);
  await firstRowHas('999');
  expect(await ui.page.locator('table').getAttribute('aria-rowcount')).toBe(String(TRIPS + 1)); // still every trip
  await screenshot(ui.page, 'lists-reports-sorted');

  await ui.page.getByText('Columns', { exact: true }).click();
  await ui.page.getByRole('checkbox', { name: 'Show Driver Name column', exact: true }).uncheck();
  await ui.page.getByRole('checkbox', { name: 'Show Loading Advice column', exact: true }).uncheck();
  await screenshot(ui.page, 'lists-reports-column-menu');
  await searchReports();
  await ui.page.getByRole('rowheader').first().waitFor();
  expect(await ui.page.getByRole('columnheader', { name: 'Driver Name' }).count()).toBe(0);
  await ui.page.getByText('Columns (2 hidden)', { exact: true }).waitFor();
  // The Trip ID stays in view while the row scrolls sideways (pinned).
  await ui.page.evaluate(() => {
    (document.querySelector('.virtual-table') as HTMLElement).scrollLeft = 600;
  });
  const idBox = await ui.page.locator('tbody th[scope="row"]').first().boundingBox();
  const tableBox = await ui.page.locator('.virtual-table').boundingBox();
  expect(idBox!.x).toBeLessThan(tableBox!.x + 200);
  // Its header too, painted above the headers that scroll under it.
  const idHeader = ui.page.getByRole('columnheader', { name: 'Trip ID' });
  expect((await idHeader.boundingBox())!.x).toBeLessThan(tableBox!.x + 200);
  const centre = await idHeader
    .boundingBox()
    .then((b) => ({ x: b!.x + b!.width / 2, y: b!.y + b!.height / 2 }));
  expect(
    await ui.page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('th')?.textContent, centre),
  ).toBe('Trip ID');
  await screenshot(ui.page, 'lists-reports-scrolled-pinned');
});
test('Billing: Select All ticks every matching trip, also those on pages not loaded', async () => {
  await searchToday('/generate-bill', 'Billing filters');
  await ui.page.getByText(`0 of ${ACKNOWLEDGED} selected`).waitFor();
  // The box ticks once the server has named every matching trip (not at once).
  await ui.page.getByRole('checkbox', { name: 'Select All' }).click();
  await ui.page.getByText(new RegExp(`^${ACKNOWLEDGED} of ${ACKNOWLEDGED} selected`)).waitFor();
  // A row of the second page (rows 200-229), loaded only now, is ticked too.
  await scrollTable('end');
  await ui.page.waitForFunction(() => document.querySelectorAll('tr.row-loading').length === 0);
  const boxes = ui.page.locator('tbody input[type="checkbox"]');
  expect(await boxes.count()).toBeGreaterThan(5);
  for (const box of await boxes.all()) expect(await box.isChecked()).toBe(true);
  await screenshot(ui.page, 'lists-billing-select-all');
});

test('Reports.xlsx: progress and Cancel while the pages are fetched, then the whole file with its total row', async () => {
  await searchReports();
  // Hold the export's page (limit=1000) a moment, so the progress and Cancel can be seen.
  let held = 0;
  await ui.page.route('**/logistics/api/reports?*limit=1000*', async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const filters = ui.page.getByRole('form', { name: 'Report filters' });
  await filters.getByRole('button', { name: 'Download Excel', exact: true }).click();
  await ui.page.getByRole('progressbar', { name: 'Excel export progress' }).waitFor();
  await screenshot(ui.page, 'lists-export-progress');
  // The page keeps answering while the export runs.
  await filters.getByLabel('Truck Number', { exact: true }).fill('MH');
  await filters.getByLabel('Truck Number', { exact: true }).fill('');
  await filters.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expectNotice(ui.page, 'The Excel download was cancelled.');
  await ui.page.getByRole('progressbar', { name: 'Excel export progress' }).waitFor({ state: 'detached' });

  const [download] = await Promise.all([
    ui.page.waitForEvent('download', { timeout: 60_000 }),
    filters.getByRole('button', { name: 'Download Excel', exact: true }).click(),
  ]);
  expect(held).toBeGreaterThanOrEqual(2);
  expect(download.suggestedFilename()).toBe('Reports.xlsx');
  const book = XLSX.read(fs.readFileSync(await download.path()), { type: 'buffer' });
  expect(book.SheetNames).toEqual(['Reports']);
  const [header, ...rows] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Reports, { header: 1, range: 1 }); // row 1 is the title
  expect(rows).toHaveLength(TRIPS + 1);
  const totalRow = rows[TRIPS];
  expect(totalRow[0]).toBe('Total');
  expect(totalRow[header.indexOf('Weight')]).toBe(TRIPS * WEIGHT);
  expect(new Set(rows.slice(0, TRIPS).map((r) => r[header.indexOf('Trip ID')])).size).toBe(TRIPS);
});
