import fs from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import type { Download } from 'playwright-core';
import { quarterOf } from '../shared/accounting/month-end';
import { BILLING_MESSAGES } from '../shared/billing';
import { todayInIndia } from '../shared/common/dates';
import { toPaise } from '../shared/common/money';
import { signedInNewUser, type ApiClient } from './support/api';
import { addTwoTripWorld, billThroughApi, keepForReview, pdfFileText } from './support/billing-data';
import { expectNotice, screenshot, signedInPagePerTest } from './support/browser';
import { confirmGenerateBill } from './support/generate-bill';
import { namedMistakes, waitForMistakes } from './support/forms';
import { openScreen } from './support/profiles';

/**
 * The month end as an accountant in the browser: bill two trips, pay the bill in part
 * (Part-paid), pay the rest (Paid), read the vendor statement (closing balance = billed - paid)
 * and its PDF, the TDS register of the quarter, and the Tally file (parsed: every voucher
 * balances, one journal for the bill and one payment voucher per payment). Each test makes its
 * own vendor, trips, bill and payments through the API, so a statement holds that test's bill only.
 */

/** The accountant's API client, for each test's own data. */
let api: ApiClient;
const run = Date.now().toString(36).slice(-5);
const accountant = { username: `month${run}`, password: `Month#${run}Pass9` };
const today = todayInIndia();

// Rate 1150, TDS 1 %: trip 1 = 24,725 - 247.25 - 4,000 - 1,500 - 320 = 18,657.75;
// trip 2 = 26,450 - 264.50 - 4,500 - 2,000 - 320 = 19,365.50. Net 38,023.25; TDS 511.75.
const NET = 38023.25;
const FIRST_PART = 20000;
const TDS_TOTAL = '511.75';

beforeAll(async () => {
  api = await signedInNewUser(accountant.username, 'accountant', accountant.password);
});
afterAll(async () => api?.dispose());
/** Each test's own tab, signed in as the accountant. */
const ui = signedInPagePerTest(accountant);

let worlds = 0;
/** A vendor, truck and route of the test's own, and its two acknowledged trips. */
async function ownTrips() {
  worlds += 1;
  const digits = String(Date.now() + worlds).slice(-6);
  return addTwoTripWorld(api, `${run}${worlds}`, digits);
}

/** The test's own bill of its two trips (no remarks), unpaid. */
async function ownBill() {
  const { data, trips } = await ownTrips();
  const { billId } = await billThroughApi(api, trips, []);
  return { data, billId };
}

// Every payment its own UTR and cheque number: one already used is asked about before it is saved.
let referenceSeq = 0;
const ownReferences = () => {
  const n = `${Date.now() % 1_000_000}${++referenceSeq}`;
  return { utr: `SBIN42${n}`, cheque: `0${n}` };
};

/** The test's own bill, paid as the Payments test pays it: 20,000 by NEFT, the rest by cheque. */
async function ownPaidBill() {
  const { data, billId } = await ownBill();
  const { utr, cheque } = ownReferences();
  await api.post('/payments', {
    billId,
    date: today,
    mode: 'NEFT',
    reference: utr,
    amount: String(FIRST_PART),
    note: '',
  });
  await api.post('/payments', {
    billId,
    date: today,
    mode: 'Cheque',
    reference: cheque,
    amount: (NET - FIRST_PART).toFixed(2),
    note: '',
  });
  return { data, billId };
}

async function downloadOf(click: () => Promise<void>): Promise<{ download: Download; file: string }> {
  const [download] = await Promise.all([ui.page.waitForEvent('download'), click()]);
  const file = await download.path();
  keepForReview(file, download.suggestedFilename());
  return { download, file };
}

const summary = () => ui.page.getByLabel('Bill summary');

test('Billing: the two trips become one bill', async () => {
  const { data, trips } = await ownTrips();
  await openScreen(ui.page, 'generate-bill');
  const filters = ui.page.getByRole('form', { name: 'Billing filters' });
  await filters.getByLabel('Vendor', { exact: true }).fill(data.vendorName);
  await filters.getByRole('button', { name: 'Search trips to bill', exact: true }).click();
  for (const t of trips)
    await ui.page.getByRole('checkbox', { name: `Select ${t.TripID}`, exact: true }).check();
  const { response } = await confirmGenerateBill(ui.page);
  expect(response.headers()['x-bill-net']).toBe(NET.toFixed(2));
  await expectNotice(ui.page, BILLING_MESSAGES.generated);
});

test('Payments: a part payment makes the bill Part-paid, the rest makes it Paid', async () => {
  const { billId } = await ownBill();
  await openScreen(ui.page, 'payments');
  await ui.page.getByLabel('Bill ID', { exact: true }).fill(billId);
  await ui.page.getByRole('button', { name: 'Find Bill', exact: true }).click();
  await summary().getByText('Unpaid', { exact: true }).waitFor();
  await summary()
    .locator('div', { hasText: 'Net Payable' })
    .getByText('38,023.25', { exact: true })
    .waitFor();

  const form = ui.page.getByRole('form', { name: 'Record payment' });
  const { utr, cheque } = ownReferences();
  await form.getByLabel('Amount (Rs.)', { exact: true }).fill(String(FIRST_PART));
  await form.getByRole('button', { name: 'Record Payment', exact: true }).click();
  await waitForMistakes(form, 1);
  expect(await namedMistakes(form)).toEqual({
    Reference: 'Reference (UTR or cheque number) is required for this payment mode.',
  });
  await form.getByLabel('Reference', { exact: true }).fill(utr);
  await form.getByRole('button', { name: 'Record Payment', exact: true }).click();
  await expectNotice(ui.page, `Payment recorded against bill ${billId}.`);
  await summary().getByText('Part-paid', { exact: true }).waitFor();
  await summary()
    .locator('div', { hasText: 'Outstanding' })
    .getByText('18,023.25', { exact: true })
    .waitFor();

  await form.getByLabel('Mode', { exact: true }).selectOption('Cheque');
  await form.getByLabel('Reference', { exact: true }).fill(cheque);
  await form.getByLabel('Amount (Rs.)', { exact: true }).fill('18023.25');
  await form.getByRole('button', { name: 'Record Payment', exact: true }).click();
  // The status itself (the summary's 'Paid' term is there all along).
  await summary().getByRole('definition').getByText('Paid', { exact: true }).waitFor();
  await ui.page.getByRole('cell', { name: cheque, exact: true }).waitFor();
  await screenshot(ui.page, 'payments-paid');
});

test("Payments: a vendor's unpaid bills are listed to pick from; Pay opens the bill", async () => {
  const { data, billId } = await ownBill();
  await openScreen(ui.page, 'payments');
  const unpaid = ui.page.getByRole('region', { name: 'Unpaid bills' });
  await unpaid.getByLabel('Vendor', { exact: true }).selectOption(data.vendorName);
  const row = unpaid
    .getByRole('row')
    .filter({ has: ui.page.getByRole('cell', { name: billId, exact: true }) });
  await row.getByRole('cell', { name: '38,023.25', exact: true }).first().waitFor();
  await row.getByRole('button', { name: `Pay ${billId}`, exact: true }).click();
  await summary().getByText('Unpaid', { exact: true }).waitFor();
  await summary()
    .locator('div', { hasText: 'Net Payable' })
    .getByText('38,023.25', { exact: true })
    .waitFor();
  await screenshot(ui.page, 'payments-pick-list');
});

test('Outstanding: the vendor statement closes at billed minus paid, on screen and in its PDF', async () => {
  const { data, billId } = await ownPaidBill();
  await openScreen(ui.page, 'outstanding');
  await ui.page.getByRole('rowheader', { name: data.vendorName, exact: true }).waitFor();
  const statement = ui.page.getByRole('form', { name: 'Vendor statement' });
  await statement.getByLabel('Vendor', { exact: true }).selectOption(data.vendorName);
  await statement.getByLabel('From', { exact: true }).fill(today);
  await statement.getByLabel('To', { exact: true }).fill(today);
  await statement.getByRole('button', { name: 'Show Statement', exact: true }).click();
  const table = ui.page.getByRole('table', { name: new RegExp(`Statement of ${data.vendorName}`) });
  await table.getByRole('cell', { name: `Bill ${billId}`, exact: true }).waitFor();
  const closing = table.getByRole('row').filter({ hasText: 'Closing balance' });
  await closing.getByRole('cell', { name: '0.00', exact: true }).waitFor();
  await screenshot(ui.page, 'outstanding-statement');

  const { download, file } = await downloadOf(() =>
    statement.getByRole('button', { name: 'Download Statement PDF', exact: true }).click(),
  );
  expect(download.suggestedFilename()).toMatch(/^Statement-.*\.pdf$/);
  const text = pdfFileText(file);
  expect(text).toContain('Vendor Statement');
  // Gross freight, amount credited, TDS, deductions, remarks and GST, then billed (net) and paid.
  expect(text).toMatch(
    /Total\s+[\d,]+\.\d\d\s+[\d,]+\.\d\d\s+[\d,]+\.\d\d\s+[\d,]+\.\d\d\s+-?[\d,]+\.\d\d\s+38,023\.25\s+38,023\.25/,
  );
  expect(text).toMatch(/Closing balance\s+0\.00/);
});

test("TDS register: the quarter shows the bill's TDS with the vendor's PAN", async () => {
  const { billId } = await ownBill();
  await openScreen(ui.page, 'tds-register');
  const { fy, quarter } = quarterOf(today);
  await ui.page.getByLabel('Financial Year', { exact: true }).fill(fy);
  await ui.page.getByLabel('Quarter', { exact: true }).selectOption(quarter);
  await ui.page.getByRole('button', { name: 'Show Register', exact: true }).click();
  const row = ui.page
    .getByRole('row')
    .filter({ has: ui.page.getByRole('cell', { name: billId, exact: true }) });
  await row.getByRole('cell', { name: 'ABCPS1234K', exact: true }).waitFor();
  await row.getByRole('cell', { name: TDS_TOTAL, exact: true }).waitFor();
  await row.getByRole('cell', { name: '51,175.00', exact: true }).waitFor();
  await screenshot(ui.page, 'tds-register');
});

test('Tally export: the XML parses and every voucher balances; the bill and both payments are in it', async () => {
  const { data, billId } = await ownPaidBill();
  await openScreen(ui.page, 'tally-export');
  await ui.page.getByLabel('Start Date', { exact: true }).fill(today);
  await ui.page.getByLabel('End Date', { exact: true }).fill(today);
  const { download, file } = await downloadOf(() =>
    ui.page.getByRole('button', { name: 'Download Tally XML', exact: true }).click(),
  );
  // The export's number leads the name (Tally-0003-...): files sort in the order they were made.
  expect(download.suggestedFilename()).toMatch(new RegExp(`^Tally-\\d{4}-${today}-${today}-vouchers\\.xml$`));
  const xml = fs.readFileSync(file, 'utf8');
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (n) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST'].includes(n),
  }).parse(xml);
  expect(parsed.ENVELOPE.HEADER.TALLYREQUEST).toBe('Import Data');
  const vouchers: Array<{
    '@_VCHTYPE': string;
    VOUCHERNUMBER: string;
    NARRATION: string;
    'ALLLEDGERENTRIES.LIST': Array<{ LEDGERNAME: string; AMOUNT: string }>;
  }> = parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map((m: { VOUCHER: unknown }) => m.VOUCHER);
  for (const v of vouchers)
    expect(v['ALLLEDGERENTRIES.LIST'].reduce((s, e) => s + toPaise(e.AMOUNT), 0)).toBe(0);
  const ours = vouchers.filter((v) => v.NARRATION.includes(billId));
  expect(ours.map((v) => v['@_VCHTYPE']).sort()).toEqual(['Journal', 'Payment', 'Payment']);
  const journal = ours.find((v) => v['@_VCHTYPE'] === 'Journal')!;
  expect(journal.VOUCHERNUMBER).toBe(billId);
  const amount = (ledger: string) =>
    journal['ALLLEDGERENTRIES.LIST'].find((e) => e.LEDGERNAME === ledger)?.AMOUNT;
  expect(amount('Freight Charges')).toBe('-51175.00');
  expect(amount(data.vendorName)).toBe(NET.toFixed(2));
  expect(amount('TDS Payable - Contractors')).toBe(TDS_TOTAL);
  const paid = ours
    .filter((v) => v['@_VCHTYPE'] === 'Payment')
    .map((v) => v['ALLLEDGERENTRIES.LIST'].find((e) => e.LEDGERNAME === data.vendorName)!.AMOUNT);
  expect(paid.sort()).toEqual(['-18023.25', '-20000.00']);
});

test('Tally change sets: made twice before any import, both carry the bill; once one is marked imported, the next leaves it out', async () => {
  const { billId } = await ownPaidBill();
  await openScreen(ui.page, 'tally-export');
  const makeSet = () =>
    downloadOf(() => ui.page.getByRole('button', { name: 'Make Change Set', exact: true }).click());
  const numberOf = (download: Download) =>
    Number(/^Tally-(\d{4})-changes-vouchers\.xml$/.exec(download.suggestedFilename())![1]);
  const voucherId = `freight-office-bill-${billId}`;

  // A lost download, a second tab: nothing counts as sent until the accountant says it was imported.
  const first = await makeSet();
  const second = await makeSet();
  expect(numberOf(second.download)).toBeGreaterThan(numberOf(first.download));
  for (const set of [first, second]) expect(fs.readFileSync(set.file, 'utf8')).toContain(voucherId);

  const imported = ui.page.getByRole('button', {
    name: `Mark export ${numberOf(second.download)} imported`,
    exact: true,
  });
  await imported.click();
  await imported.waitFor({ state: 'detached' });
  await screenshot(ui.page, 'tally-change-sets', { fullPage: true });

  // Tally now holds the bill: the next set is refused as empty, or carries only later changes.
  const nothing = ui.page
    .locator('.notice-area [role="alert"]', { hasText: 'Nothing changed since the last export.' })
    .first();
  const [next] = await Promise.all([
    Promise.race([
      ui.page.waitForEvent('download').then(async (d) => fs.readFileSync((await d.path())!, 'utf8')),
      nothing.waitFor().then(() => ''),
    ]),
    ui.page.getByRole('button', { name: 'Make Change Set', exact: true }).click(),
  ]);
  expect(next).not.toContain(voucherId);
});
