import fs from 'node:fs';
import { DateTime } from 'luxon';
import { quarterOf } from '../shared/accounting/month-end';
import { formatIndianDate, todayInIndia } from '../shared/common/dates';
import { monthLabel } from '../shared/accounting/tds-challans';
import { lawOfMonth, paymentCodeOf } from '../shared/accounting/law-in-force';
import { TALLY_MESSAGES } from '../shared/accounting/tally';
import { libreOfficeRows } from '../client/test/libre-office';
import { signedInNewUser, type ApiClient } from './support/api';
import { addAcknowledgedTrip, addTwoTripWorld, billThroughApi, keepForReview } from './support/billing-data';
import { expectNotice, signedInPagePerTest } from './support/browser';
import { dateBillOn } from './support/database';
import { openScreen } from './support/profiles';

/**
 * The accountant's books under the Income-tax Act, 2025 in the browser: last month's bill paid by a
 * challan with its payment code, revised today (the difference booked today, last month's rows as
 * they were), the quarter's Form 140 file read back in LibreOffice, and Tally change sets that
 * carry the bill until one is marked imported.
 */

const run = `n${Date.now().toString(36).slice(-5)}`;
const accountant = { username: `newact${run}`, password: `NewAct#${run}Pass9` };
let api: ApiClient;

const today = todayInIndia();
// Last month's 25th: its deduction month's challan is due on the 7th of this month.
const billDay = DateTime.fromISO(today).minus({ months: 1 }).set({ day: 25 }).toISODate()!;
const deductionMonth = billDay.slice(0, 7);
// Deposited on the 7th of this month, or today when that is still to come (a date of deposit is never in the future).
const depositDay = DateTime.min(
  DateTime.fromISO(`${deductionMonth}-07`).plus({ months: 1 }),
  DateTime.fromISO(today),
);
const { fy, quarter } = quarterOf(billDay);
/** Today's quarter, where the revision's difference is booked (another quarter than the bill's in Jan, Apr, Jul, Oct). */
const todays = quarterOf(today);
const law = lawOfMonth(deductionMonth);
/** The vendor's PAN (ABCPS1234K) is an individual's. */
const code = paymentCodeOf(law, 'individualOrHuf');
const BSR = '0510308';
const SERIAL = String((Date.now() + 7) % 100_000).padStart(5, '0');
/** Section numbers and forms of the repealed Act that a 2026-27 document may not cite. */
const REPEALED = /\b(194C|94C|26Q)\b/;

beforeAll(async () => {
  api = await signedInNewUser(accountant.username, 'accountant', accountant.password);
});
afterAll(async () => api?.dispose());
const ui = signedInPagePerTest(accountant);

async function showRegister(shown = { fy, quarter }) {
  await openScreen(ui.page, 'tds-register');
  const filters = ui.page.getByRole('form', { name: 'TDS register filters' });
  await filters.getByLabel('Financial Year', { exact: true }).fill(shown.fy);
  await filters.getByLabel('Quarter', { exact: true }).selectOption(shown.quarter);
  await filters.getByRole('button', { name: 'Show Register', exact: true }).click();
  // The caption names the quarter's Act and year: 'TDS register (Income-tax Act, 2025), Tax year ...'.
  return ui.page.getByRole('table', { name: /^TDS register \(/ });
}

async function downloaded(click: () => Promise<unknown>) {
  const [download] = await Promise.all([ui.page.waitForEvent('download'), click()]);
  const file = await download.path();
  keepForReview(file, download.suggestedFilename());
  return { name: download.suggestedFilename(), text: fs.readFileSync(file) };
}

test("last month's bill: a challan with its payment code, a revision booked today, Form 140 in LibreOffice, change sets until imported", async () => {
  const page = ui.page;
  const { data, trips } = await addTwoTripWorld(api, run, String(Date.now()).slice(-6));
  const { billId } = await billThroughApi(api, trips, []);
  await dateBillOn(billId, billDay);
  // A trip of this month joins the bill today: 20 t at 1150 = 23,000.00 credited, TDS 230.00.
  const added = await addAcknowledgedTrip(
    api,
    data,
    { weight: 20, actualWeight: 19.9, dieselAmount: 3000, advance: 1000, toll: 320 },
    3,
  );

  // (1) The challan of last month, with the 2025 Act's payment code.
  let register = await showRegister();
  const billRow = register
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: billId, exact: true }) });
  await billRow.getByRole('cell', { name: '511.75', exact: true }).waitFor();
  const challan = page.getByRole('form', { name: 'Record a challan' });
  await challan.getByLabel('BSR code', { exact: true }).fill(BSR);
  await challan.getByLabel('Date of deposit', { exact: true }).fill(depositDay.toFormat('dd/MM/yyyy'));
  await challan.getByLabel('Challan serial number', { exact: true }).fill(SERIAL);
  await challan
    .getByLabel('Month of deduction', { exact: true })
    .selectOption({ label: monthLabel(deductionMonth) });
  await challan.getByLabel('Payment code', { exact: true }).selectOption(code);
  await challan.getByLabel('Tax', { exact: true }).fill('511.75');
  await challan.getByRole('button', { name: 'Record Challan', exact: true }).click();
  await billRow.getByRole('cell', { name: SERIAL, exact: true }).waitFor();
  await billRow.getByRole('cell', { name: code, exact: true }).waitFor();

  // (3) Revise Bill: the new trip joins last month's bill.
  await openScreen(page, 'revise-bill');
  const search = page.getByRole('form', { name: 'Revise bill search' });
  await search.getByLabel('Bill ID', { exact: true }).fill(billId);
  await search.getByRole('button', { name: 'Search bills to revise', exact: true }).click();
  await page
    .getByRole('table', { name: 'Acknowledged Trips' })
    .getByRole('checkbox', { name: `Select ${added.TripID}`, exact: true })
    .check();
  await page.getByRole('button', { name: 'Update Bill', exact: true }).click();
  await downloaded(() =>
    page
      .getByRole('dialog', { name: `Update Bill ${billId}` })
      .getByRole('button', { name: 'Update Bill', exact: true })
      .click(),
  );

  // Last month's rows stay with their challan; the difference is credited and deducted today.
  register = await showRegister();
  await billRow.getByRole('cell', { name: formatIndianDate(billDay), exact: true }).waitFor();
  await billRow.getByRole('cell', { name: '51,175.00', exact: true }).waitFor();
  await billRow.getByRole('cell', { name: SERIAL, exact: true }).waitFor();
  const booked = todays.fy === fy && todays.quarter === quarter ? register : await showRegister(todays);
  const difference = booked
    .getByRole('row')
    .filter({ hasText: `difference of ${billId} (revised ${formatIndianDate(today)})` });
  await difference.getByRole('cell', { name: formatIndianDate(today), exact: true }).waitFor();
  await difference.getByRole('cell', { name: '23,000.00', exact: true }).waitFor();
  await difference.getByRole('cell', { name: '230.00', exact: true }).waitFor();
  if (booked !== register) register = await showRegister();
  expect(await register.innerText()).toContain(law.section);
  expect(await register.innerText()).not.toMatch(REPEALED);

  // (2) The quarter's statement: Form 140, the payment code, no repealed section, read in LibreOffice.
  const statement = await downloaded(() =>
    page.getByRole('button', { name: 'Download Excel', exact: true }).click(),
  );
  expect(statement.name).toBe(`TDS-140-${fy}-${quarter}.xlsx`);
  const sheets = [1, 2].map((n) => libreOfficeRows(statement.text, n));
  const shown = sheets.flat(2).join('\n');
  // The return quotes payment codes, not sections: the title names the form and the codes.
  expect(shown).toContain('Form 140 deductee details (payment codes 1023, 1024)');
  expect(shown).not.toMatch(REPEALED);
  const header = sheets[0].find((r) => r.includes('Challan Serial No.'))!;
  const ours = sheets[0].find((r) => r.includes(billId) && r.includes(SERIAL))!;
  expect(ours[header.indexOf('Payment Code')]).toBe(code);

  // (4) Tally: two change sets before any import both carry the bill; after Mark Imported nothing is left.
  await openScreen(page, 'tally-export');
  const makeSet = () => page.getByRole('button', { name: 'Make Change Set', exact: true }).click();
  const first = await downloaded(makeSet);
  const second = await downloaded(makeSet);
  for (const set of [first, second]) expect(set.text.toString('utf8')).toContain(`bill-${billId}`);
  const sequence = Number(/^Tally-(\d{4})-/.exec(second.name)![1]);
  await page.getByRole('button', { name: `Mark export ${sequence} imported`, exact: true }).click();
  await expectNotice(page, TALLY_MESSAGES.markedImported(sequence));
  await makeSet();
  await expectNotice(page, TALLY_MESSAGES.nothingChanged);
});
