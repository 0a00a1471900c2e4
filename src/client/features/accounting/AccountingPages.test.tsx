import { screen, within } from '@testing-library/react';
import { user } from '../../test/user';
import { DEFAULT_LEDGERS } from '../../../shared/accounting/month-end';
import { bodySentWith, expectMistakesNamed, submitRange } from '../../test/forms';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { catchDownloads, downloadExcel, sheetRows, rowsUnder } from '../../test/downloads';
import { OutstandingPage } from './OutstandingPage';
import { SettingsPage } from './SettingsPage';
import { TallyExportPage } from './TallyExportPage';
import { TdsRegisterPage } from './TdsRegisterPage';
import type { OutstandingReport } from '../../../shared/accounting/wire';
import { cellTexts } from '../../test/tables';
import { quietMonth, showTdsRegister, twoBillRegister } from '../../test/tds-data';

const buckets = (a: number, b: number, c: number, d: number) => ({
  '0-30': a,
  '31-60': b,
  '61-90': c,
  '>90': d,
});

const OUTSTANDING: OutstandingReport = {
  asOf: '2026-11-23',
  rows: [
    {
      vendor: 'Om Shree Carriers',
      billed: 21259.75,
      paid: 1259.75,
      outstanding: 20000,
      buckets: buckets(20000, 0, 0, 0),
    },
    {
      vendor: 'Shree Ganesh Roadlines',
      billed: 83879,
      paid: 20969.75,
      outstanding: 62909.25,
      buckets: buckets(20969.75, 20000, 20969.75, 969.75),
    },
  ],
  total: {
    vendor: 'Total',
    billed: 105138.75,
    paid: 22229.5,
    outstanding: 82909.25,
    buckets: buckets(40969.75, 20000, 20969.75, 969.75),
  },
};

test('Outstanding shows billed, paid, outstanding and ageing per vendor with a total row, and writes them to Excel', async () => {
  stubFetch({
    'GET /accounting/outstanding': { body: OUTSTANDING },
    'GET /accounting/vendors': { body: { vendors: ['Om Shree Carriers'] } },
  });
  const downloads = catchDownloads();
  renderWithProviders(<OutstandingPage />, { preloadedState: signedInAs('accountant') });
  const total = await screen.findByRole('row', { name: /^Total / });
  expect(cellTexts(total)).toEqual([
    '1,05,138.75',
    '22,229.50',
    '82,909.25',
    '40,969.75',
    '20,000.00',
    '20,969.75',
    '969.75',
  ]);
  const rows = rowsUnder(
    await downloadExcel(downloads, 'Outstanding-2026-11-23.xlsx', ['Outstanding']),
    'Outstanding',
    ['Vendor', 'Billed', 'Paid', 'Outstanding', '0-30 days', '31-60 days', '61-90 days', 'Over 90 days'],
  );
  expect(rows.at(-1)).toEqual(['Total', 105138.75, 22229.5, 82909.25, 40969.75, 20000, 20969.75, 969.75]);
  downloads.restore();
});

test('the vendor statement needs a vendor and an ordered range, then shows opening, entries and closing', async () => {
  const { calls } = stubFetch({
    'GET /accounting/outstanding': { body: OUTSTANDING },
    'GET /accounting/vendors': { body: { vendors: ['Om Shree Carriers'] } },
    'GET /accounting/statement': {
      body: {
        vendor: 'Om Shree Carriers',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        openingBalance: 0,
        totalBilled: 21259.75,
        totalPaid: 1259.75,
        closingBalance: 20000,
        totalFreight: 129000,
        totalTds: 1290,
        totalDeductions: 106450.25,
        totalAdjustments: 0,
        totalCredited: 129000,
        deductorTan: 'PNES12345A',
        vendorPan: '',
        taxCode: { label: 'Section', code: '194C' },
        entries: [
          {
            date: '2026-11-23',
            kind: 'Bill',
            reference: 'B1005',
            billId: 'B1005',
            freight: 129000,
            credited: 129000,
            tds: 1290,
            deductions: 106450.25,
            adjustments: 0,
            debit: 21259.75,
            credit: 0,
            balance: 21259.75,
          },
          {
            date: '2026-11-23',
            kind: 'Payment',
            reference: 'NEFT UTR9',
            billId: 'B1005',
            freight: 0,
            credited: 0,
            tds: 0,
            deductions: 0,
            adjustments: 0,
            debit: 0,
            credit: 1259.75,
            balance: 20000,
          },
        ],
      },
    },
  });
  renderWithProviders(<OutstandingPage />, { preloadedState: signedInAs('accountant') });
  await user.click(await screen.findByRole('button', { name: 'Show Statement' }));
  expect(await screen.findByText('Please select a vendor.')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Vendor'), 'Om Shree Carriers');
  await submitRange('2026-11-30', '2026-11-01', 'Show Statement');
  expect(
    await screen.findByText('End date should be greater than or equal to Start Date.'),
  ).toBeInTheDocument();
  await submitRange('2026-11-01', '2026-11-30', 'Show Statement');
  const table = within(await screen.findByRole('table', { name: /Statement of Om Shree Carriers/ }));
  expect(
    table
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1].textContent),
  ).toEqual(['Opening balance', 'Bill B1005', 'Payment NEFT UTR9', 'Closing balance', 'Total']);
  // The bill with its gross freight, TDS and deductions (Form 26AS shows the gross and the TDS).
  expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Date',
    'Particulars',
    'Bill',
    'Gross Freight',
    'Amount Credited',
    'TDS',
    'Deductions',
    'Remarks and GST',
    'Billed (net)',
    'Paid',
    'Balance',
  ]);
  expect(cellTexts(table.getAllByRole('row')[2])).toEqual([
    '23/11/2026',
    'Bill B1005',
    'B1005',
    '1,29,000.00',
    '1,29,000.00',
    '1,290.00',
    '1,06,450.25',
    '0.00',
    '21,259.75',
    '',
    '21,259.75',
  ]);
  expect(cellTexts(table.getAllByRole('row')[3])).toEqual([
    '23/11/2026',
    'Payment NEFT UTR9',
    'B1005',
    '',
    '',
    '',
    '',
    '',
    '',
    '1,259.75',
    '20,000.00',
  ]);
  // Whose TDS and under what: the deductor's TAN, the vendor's PAN (none: Om Shree has no PAN), the section.
  expect(
    screen.getByText("Deductor's TAN: PNES12345A, Vendor's PAN: none, Section: 194C"),
  ).toBeInTheDocument();
  expect(calls.find((c) => c.path.startsWith('/accounting/statement'))!.path).toBe(
    '/accounting/statement?vendor=Om+Shree+Carriers&startDate=2026-11-01&endDate=2026-11-30',
  );
});

const MONTHS = ['2026-10', '2026-11', '2026-12'].map(quietMonth);
const REGISTER = twoBillRegister({ panCode: '02', months: MONTHS });

test('the TDS register of 2026-27 Q3 flags vendors without PAN on screen and in the Form 140 file, citing no repealed section', async () => {
  const { calls } = stubFetch({
    'GET /accounting/tds': { body: REGISTER },
    'GET /accounting/challans': { body: { challans: [], months: MONTHS } },
  });
  const downloads = catchDownloads();
  renderWithProviders(<TdsRegisterPage />, { preloadedState: signedInAs('accountant') });
  await showTdsRegister(user, '2026-27', 'Q3');
  expect(await screen.findByRole('alert')).toHaveTextContent('PAN missing for: Om Shree Carriers.');
  expect(calls[0].path).toBe('/accounting/tds?fy=2026-27&quarter=Q3');
  const total = screen.getByRole('row', { name: /^Total for the quarter/ });
  expect(cellTexts(total)).toEqual(['58,000.00', '', '6,380.00', '']);
  expect(
    within(screen.getByRole('row', { name: /B1005/ }))
      .getAllByRole('cell')
      .at(-1),
  ).toHaveTextContent('not deposited');
  expect(screen.getByRole('alert')).toHaveTextContent('before filing Form 140.');
  expect(screen.getByRole('columnheader', { name: 'Higher Rate (section 397(2))' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Payment Code' })).toBeInTheDocument();
  expect(screen.getByText(/^TDS register \(Income-tax Act, 2025\), Tax year 2026-27 Q3/)).toBeInTheDocument();
  expect(cellTexts(screen.getByRole('row', { name: /B1001/ })).slice(3, 5)).toEqual([
    '393(1) [Table: Sl. No. 6(i)]',
    '1024',
  ]);
  const book = await downloadExcel(downloads, 'TDS-140-2026-27-Q3.xlsx', [
    '140 Q3 Oct-Dec',
    'Challans Q3 Oct-Dec',
  ]);
  const rows = sheetRows(book, '140 Q3 Oct-Dec');
  expect(rows[0][4]).toBe('Payment Code');
  // The return utility's deductee layout (TdsChallans.test.tsx reads every column): a PAN-less vendor as PANNOTAVBL, reason C for the higher rate.
  expect(rows[1].slice(0, 5)).toEqual([1, null, 'PANNOTAVBL', 'Om Shree Carriers', null]);
  expect(rows[1].slice(14, 18)).toEqual(['C', null, 'B1005', 'not deposited']);
  expect(rows[2].slice(0, 5)).toEqual([2, '02', 'ABCDE1234F', 'Shree Ganesh Roadlines', '1024']);
  // No repealed section in the quarter's file.
  expect(JSON.stringify(rows)).not.toMatch(/194C|206AA|26Q|94C/);
  downloads.restore();
});

test('the TDS register shows the rate applied, the higher no-PAN rate, the reason code, the PAN status, the vendor warnings and a short deduction', async () => {
  const rows = [
    {
      ...REGISTER.rows[0],
      billId: 'B1007',
      tdsRate: 1,
      tds: 290,
      taxNotDeposited: 290,
      section206AA: false,
      shortDeducted: 5510,
    },
    {
      ...REGISTER.rows[1],
      vendor: 'Small Fleet Transport',
      pan: 'AAAPL1234C',
      billId: 'B1008',
      tdsRate: 0,
      tds: 0,
      reasonCode: 'T',
      taxNotDeposited: 0,
      status: 'nothing to deposit' as const,
    },
  ];
  const vendors = [
    {
      ...REGISTER.vendors[0],
      tds: 290,
      shortDeducted: 5510,
      warnings: [
        "No PAN: section 397(2) of the Income-tax Act, 2025 asks TDS at 20% (or the vendor's rate if higher).",
      ],
    },
    { ...REGISTER.vendors[1], vendor: 'Small Fleet Transport', pan: 'AAAPL1234C', tds: 0 },
  ];
  stubFetch({
    'GET /accounting/tds': { body: { ...REGISTER, rows, vendors, totalTds: 290, totalShortDeducted: 5510 } },
    'GET /accounting/challans': { body: { challans: [], months: MONTHS } },
  });
  renderWithProviders(<TdsRegisterPage />, { preloadedState: signedInAs('accountant') });
  await user.click(screen.getByRole('button', { name: 'Show Register' }));
  expect(
    await screen.findByText(/TDS short-deducted under section 397\(2\) \(no valid PAN\): Rs\. 5,510\.00/),
  ).toBeInTheDocument();
  const cells = (billId: string) => cellTexts(screen.getByRole('row', { name: new RegExp(billId) }));
  expect(cells('B1007').slice(-5)).toEqual(['290.00', 'No', '', 'PANNOTAVBL', 'not deposited']);
  expect(cells('B1008').slice(-6)).toEqual(['0', '0.00', 'No', 'T', 'VALID', '']);
  expect(
    screen.getByText(/TDS check: No PAN: section 397\(2\) of the Income-tax Act, 2025 asks TDS at 20%/),
  ).toBeInTheDocument();
});

test('Tally export checks the dates, then saves Tally-{start}-{end}.xml', async () => {
  const downloads = catchDownloads();
  const { calls } = stubFetch({
    'GET /export/tally': { body: {} },
    'GET /export/tally/log': { body: { exports: [] } },
  });
  renderWithProviders(<TallyExportPage />, { preloadedState: signedInAs('accountant') });
  await user.click(screen.getByRole('button', { name: 'Download Tally XML' }));
  expect(await screen.findAllByText('Please select both start and end dates.')).toHaveLength(2); // beside each date
  await user.type(screen.getByLabelText('Start Date'), '2026-11-01');
  await user.type(screen.getByLabelText('End Date'), '2026-11-30');
  await user.click(screen.getByRole('button', { name: 'Download Tally XML' }));
  expect(await screen.findByText('Tally file downloaded.')).toBeInTheDocument();
  expect(calls.find((c) => c.path.startsWith('/export/tally?'))!.path).toBe(
    '/export/tally?startDate=2026-11-01&endDate=2026-11-30',
  );
  expect(downloads.files.map((f) => f.name)).toEqual(['Tally-2026-11-01-2026-11-30.xml']);
  downloads.restore();
});

test('Settings saves the ledger names; an empty one is refused', async () => {
  const { calls } = stubFetch({
    'GET /settings/ledgers': { body: { ledgers: DEFAULT_LEDGERS } },
    'GET /settings/tds': { body: { setting: { higherRateWithoutPan: true } } },
    'POST /settings/ledgers': ({ body }) => ({ body: { message: 'Ledger names saved.', ledgers: body } }),
    'GET /settings/tally-company': { body: { companyName: 'Sai Freight Carriers' } },
    'GET /settings/vendor-ledgers': { body: { vendors: [] } },
    'GET /health': { body: { status: 'ok', backups: { kind: 'server' } } },
  });
  renderWithProviders(<SettingsPage />, { preloadedState: signedInAs('admin') });
  const freight = await screen.findByLabelText('Freight expense');
  await user.clear(freight);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await expectMistakesNamed(screen.getByRole('form', { name: 'Tally ledgers' }), {
    'Freight expense': 'Every ledger name is required.',
  });
  await user.type(freight, 'Lorry Freight');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await bodySentWith(calls, 'Ledger names saved.')).toEqual({
    ...DEFAULT_LEDGERS,
    freightExpense: 'Lorry Freight',
  });
});
