import fs from 'node:fs';
import { DateTime } from 'luxon';
import { QUARTER_LABELS, quarterOf, quarterRange } from '../shared/accounting/month-end';
import { formatIndianDate, todayInIndia } from '../shared/common/dates';
import { monthLabel } from '../shared/accounting/tds-challans';
import { lawOfQuarter, paymentCodeOf, paymentCodesOf } from '../shared/accounting/law-in-force';
import { libreOfficeRows } from '../client/test/libre-office';
import { signedInNewUser, type ApiClient } from './support/api';
import { addTwoTripWorld, billThroughApi, keepForReview, reviseThroughApi } from './support/billing-data';
import { screenshot, signedInPagePerTest } from './support/browser';
import { dateBillOn } from './support/database';

/**
 * The accountant files last quarter's TDS return in the browser: a bill of that quarter, its TDS
 * deposited (a challan), the quarter's statement downloaded and read back in LibreOffice, the quarter closed;
 * then the bill is revised today: the difference lands in today's (open) quarter and the closed
 * quarter's register stays exactly as filed.
 */

const run = Date.now().toString(36).slice(-5);
const accountant = { username: `filing${run}`, password: `Filing#${run}Pass9` };
let api: ApiClient;

const today = todayInIndia();
const current = quarterOf(today);
// The quarter before today's: ended, so it may be filed and closed.
const last = quarterOf(
  DateTime.fromISO(quarterRange(current.fy, current.quarter).startDate).minus({ days: 1 }).toISODate()!,
);
const lastRange = quarterRange(last.fy, last.quarter);
// The old bill: made on the quarter's 15th day; its TDS deposited on the 7th of the next month.
const billDay = DateTime.fromISO(lastRange.startDate).plus({ days: 14 }).toISODate()!;
const deductionMonth = billDay.slice(0, 7);
const depositDay = DateTime.fromISO(`${deductionMonth}-07`).plus({ months: 1 });
/** The law of last quarter: Form 26Q and section code 94C up to March 2026, Form 140 and a payment code after. */
const law = lawOfQuarter(last.fy, last.quarter);
/** The vendor's PAN (ABCPS1234K) is an individual's: payment code 1023 under the 2025 Act. */
const code = paymentCodeOf(law, 'individualOrHuf');
const BSR = '0510308';
const SERIAL = String(Date.now() % 100_000).padStart(5, '0');

// Rate 1150, TDS 1 % (PAN ABCPS1234K, an individual): trip 1 freight 24,725 (TDS 247.25), trip 2
// 26,450 (TDS 264.50). The bill: 51,175.00 credited, TDS 511.75.
const TDS = '511.75';

beforeAll(async () => {
  api = await signedInNewUser(accountant.username, 'accountant', accountant.password);
});
afterAll(async () => api?.dispose());
const ui = signedInPagePerTest(accountant);

async function showRegister(fy: string, quarter: string) {
  const page = ui.page;
  if (!page.url().endsWith('/tds-register')) await page.goto(`${new URL(page.url()).origin}/tds-register`);
  const filters = page.getByRole('form', { name: 'TDS register filters' });
  await filters.getByLabel('Financial Year', { exact: true }).fill(fy);
  await filters.getByLabel('Quarter', { exact: true }).selectOption(quarter);
  await filters.getByRole('button', { name: 'Show Register', exact: true }).click();
  // The caption names the quarter's Act and year: 'TDS register (Income-tax Act, 2025), Tax year 2026-27 Q2 (...)'.
  await page
    .getByRole('table', { name: new RegExp(`^TDS register \\(.+\\), .*${fy} ${quarter} `) })
    .waitFor();
}

const registerTable = () => ui.page.getByRole('table', { name: /^TDS register \(/ });

test("files last quarter: challan with its payment code, Form 140 read back, quarter closed; a later revision lands in today's quarter and the filed register stays", async () => {
  const page = ui.page;
  const { trips } = await addTwoTripWorld(api, `Q${run}`, String(Date.now()).slice(-6));
  const { billId } = await billThroughApi(api, trips, []);
  await dateBillOn(billId, billDay);

  // Last quarter's register: the bill, not yet deposited.
  await showRegister(last.fy, last.quarter);
  const billRow = registerTable()
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: billId, exact: true }) });
  await billRow.getByRole('cell', { name: '51,175.00', exact: true }).waitFor();
  await billRow.getByRole('cell', { name: TDS, exact: true }).waitFor();

  // The challan of the bill's month pays its TDS: the row takes the challan's serial.
  const challan = page.getByRole('form', { name: 'Record a challan' });
  await challan.getByLabel('BSR code', { exact: true }).fill(BSR);
  await challan.getByLabel('Date of deposit', { exact: true }).fill(depositDay.toFormat('dd/MM/yyyy'));
  await challan.getByLabel('Challan serial number', { exact: true }).fill(SERIAL);
  await challan
    .getByLabel('Month of deduction', { exact: true })
    .selectOption({ label: monthLabel(deductionMonth) });
  if (paymentCodesOf(law).length > 1)
    await challan.getByLabel('Payment code', { exact: true }).selectOption(code);
  await challan.getByLabel('Tax', { exact: true }).fill(TDS);
  await challan.getByRole('button', { name: 'Record Challan', exact: true }).click();
  await billRow.getByRole('cell', { name: SERIAL, exact: true }).waitFor();
  await screenshot(page, 'quarter-filing-challan', { fullPage: true });

  // The quarter's statement (Form 140 for a 2026-27 quarter) as the return utility lays it out, read back in LibreOffice.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Excel', exact: true }).click(),
  ]);
  const form = law.quarterlyStatement.replace('Form ', '');
  expect(download.suggestedFilename()).toBe(`TDS-${form}-${last.fy}-${last.quarter}.xlsx`);
  const file = await download.path();
  keepForReview(file, download.suggestedFilename());
  const deductees = libreOfficeRows(fs.readFileSync(file), 1);
  const header = deductees.find((r) => r.includes('Challan Serial No.'))!;
  const cell = (row: string[], name: string) => row[header.indexOf(name)];
  const ours = deductees.find((r) => r.includes(billId))!;
  expect([
    cell(ours, 'Deductee Code'),
    cell(ours, 'PAN of the Deductee'),
    cell(ours, law.codeName === 'section code' ? 'Section Code' : 'Payment Code'),
    cell(ours, 'Date of Payment/Credit'),
    cell(ours, 'Amount Paid/Credited'),
    cell(ours, 'TDS'),
    cell(ours, 'Date of Deduction'),
    cell(ours, 'Challan Serial No.'),
  ]).toEqual([
    '02',
    'ABCPS1234K',
    code,
    formatIndianDate(billDay),
    '51,175.00',
    TDS,
    formatIndianDate(billDay),
    SERIAL,
  ]);
  const challans = libreOfficeRows(fs.readFileSync(file), 2);
  expect(
    challans.some(
      (r) => r.includes(BSR) && r.includes(SERIAL) && r.includes(depositDay.toFormat('dd/MM/yyyy')),
    ),
  ).toBe(true);

  // Filed: the accountant closes the quarter.
  const period = page.getByRole('region', {
    name: `${last.quarter} ${last.fy} (${QUARTER_LABELS[last.quarter]}) period`,
  });
  await period.getByRole('button', { name: 'Close quarter', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Close quarter' })
    .getByRole('button', { name: 'Close quarter', exact: true })
    .click();
  await period.getByRole('status').filter({ hasText: 'as filed' }).waitFor();
  const filed = await registerTable().innerText();

  // Today the bill loses its second trip: its quarter is closed, so the difference is booked today.
  await reviseThroughApi(api, billId, { keep: [trips[0]], drop: [trips[1]], add: [], remarks: [] });

  await page.reload();
  await showRegister(last.fy, last.quarter);
  expect(await registerTable().innerText()).toBe(filed);

  await showRegister(current.fy, current.quarter);
  const difference = registerTable()
    .getByRole('row')
    .filter({ hasText: `difference of ${billId} (revised ${formatIndianDate(today)})` });
  await difference.getByRole('cell', { name: '-26,450.00', exact: true }).waitFor();
  await difference.getByRole('cell', { name: '-264.50', exact: true }).waitFor();
  await screenshot(page, 'quarter-filing-difference', { fullPage: true });
});
