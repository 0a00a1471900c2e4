import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import type { Challan, ChallanList } from '../../../shared/accounting/tds-challans-wire';
import { excelDateSerial } from '../../exports/workbook';
import { catchDownloads, downloadExcel, sheetRows, sheetTitleText, rowsUnder } from '../../test/downloads';
import { stubFetch } from '../../test/fetch-stub';
import { bodySentWith } from '../../test/forms';
import { libreOfficeRows } from '../../test/libre-office';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { TdsRegisterPage } from './TdsRegisterPage';
import { tdsExportSpec } from './accounting-exports';
import { cellTexts, roleTexts } from '../../test/tables';
import { PAN_ROW, quietMonth, showTdsRegister, twoBillRegister } from '../../test/tds-data';

const CHALLAN: Challan = {
  id: 4,
  bsrCode: '0510308',
  depositDate: '2026-12-05',
  serial: '00042',
  section: '1024',
  month: '2026-11',
  tax: 600,
  interest: 12.5,
  fee: 0,
  total: 612.5,
  minorHead: '200',
  recordedBy: 'accounts',
  recordedAt: '2026-12-05T06:30:00.000Z',
};
const MONTHS: ChallanList['months'] = [
  quietMonth('2026-10'),
  {
    month: '2026-11',
    deducted: 6380,
    deposited: 600,
    balance: 5780,
    notDeposited: 5800,
    rowsNotDeposited: 1,
  },
  quietMonth('2026-12'),
];
// Shree Ganesh Roadlines is a company here (the PAN's fourth letter C): deductee code 01.
const COMPANY_ROW = { ...PAN_ROW, pan: 'ABCCE1234F' };
const REGISTER = twoBillRegister({
  panRow: COMPANY_ROW,
  panCode: '01',
  panDeposit: {
    challanId: 4,
    challanSerial: '00042',
    taxDeposited: 580,
    taxNotDeposited: 0,
    status: 'deposited',
  },
  challans: [CHALLAN],
  months: MONTHS,
});

async function showRegister() {
  await showTdsRegister(user, '2026-27', 'Q3');
  return screen.findByRole('region', { name: 'Challans' });
}

test("the register names each row's challan or flags it not deposited; the panel shows each month and the quarter's challans", async () => {
  const { calls } = stubFetch({
    'GET /accounting/tds': { body: REGISTER },
    'GET /accounting/challans': { body: { challans: [CHALLAN], months: MONTHS } },
  });
  renderWithProviders(<TdsRegisterPage />, { preloadedState: signedInAs('accountant') });
  const panel = await showRegister();
  const cells = (billId: string) => cellTexts(screen.getByRole('row', { name: new RegExp(billId) }));
  expect(cells('B1005').at(-1)).toBe('not deposited');
  expect(cells('B1001').at(-1)).toBe('00042');
  const months = roleTexts(
    await within(panel).findByRole('table', { name: 'Deposits by month of deduction' }),
    'row',
  );
  expect(months).toEqual([
    'MonthDeductedDepositedBalance to depositNot deposited',
    'Oct 20260.000.000.00-',
    'Nov 20266,380.00600.005,780.005,800.00 (1 row)',
    'Dec 20260.000.000.00-',
  ]);
  const challans = within(within(panel).getByRole('table', { name: 'Challans of the quarter' })).getAllByRole(
    'row',
  );
  expect(cellTexts(challans[1]).slice(0, 8)).toEqual([
    '00042',
    '0510308',
    '05/12/2026',
    'Nov 2026',
    '600.00',
    '12.50',
    '0.00',
    '612.50',
  ]);
  expect(calls.map((c) => c.path)).toContain('/accounting/challans?fy=2026-27&quarter=Q3');
});

test('the challan form names every mistake at once next to its field, then sends the wire input; delete asks first', async () => {
  const { calls } = stubFetch({
    'GET /accounting/tds': { body: REGISTER },
    'GET /accounting/challans': { body: { challans: [CHALLAN], months: MONTHS } },
    'POST /accounting/challans': {
      status: 201,
      body: { message: 'Challan recorded.', challan: { ...CHALLAN, id: 5 } },
    },
    'DELETE /accounting/challans/4': { body: { message: 'Challan deleted.', challan: CHALLAN } },
  });
  renderWithProviders(<TdsRegisterPage />, { preloadedState: signedInAs('accountant') });
  const panel = await showRegister();
  const form = within(within(panel).getByRole('form', { name: 'Record a challan' }));
  await user.type(form.getByLabelText('BSR code'), '051030');
  await user.type(form.getByLabelText('Date of deposit'), '31042026');
  await user.type(form.getByLabelText('Challan serial number'), '4242');
  await user.type(form.getByLabelText('Fee'), '1.234');
  await user.click(form.getByRole('button', { name: 'Record Challan' }));
  // Each message is the field's description, all shown at once.
  await waitFor(() =>
    expect(form.getByLabelText('BSR code')).toHaveAccessibleDescription('BSR code must be 7 digits.'),
  );
  // The date box names why the typed date is none (the form's rule refuses it too).
  expect(form.getByLabelText('Date of deposit')).toHaveAccessibleDescription(
    '31/04/2026 is not a date: April 2026 has 30 days.',
  );
  expect(form.getByLabelText('Challan serial number')).toHaveAccessibleDescription(
    'Challan serial number must be 5 digits.',
  );
  expect(form.getByLabelText('Tax')).toHaveAccessibleDescription('Tax must be more than 0.');
  expect(form.getByLabelText('Fee')).toHaveAccessibleDescription('Fee can have at most 2 decimal places.');
  expect(form.getByLabelText('Interest')).not.toHaveAccessibleDescription();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  for (const [label, value] of [
    ['BSR code', '0510308'],
    ['Date of deposit', '25/11/2026'],
    ['Challan serial number', '00043'],
    ['Tax', '5800'],
    ['Fee', ''],
  ]) {
    await user.clear(form.getByLabelText(label));
    if (value) await user.type(form.getByLabelText(label), value);
  }
  await user.selectOptions(form.getByLabelText('Month of deduction'), '2026-11');
  // A 2026-27 challan quotes the payment code of the deductees it pays (2025 Act); none chosen is refused.
  expect(roleTexts(form.getByLabelText('Payment code'), 'option')).toEqual(['Choose...', '1023', '1024']);
  expect(form.getByText('Minor head 200')).toBeInTheDocument();
  await user.click(form.getByRole('button', { name: 'Record Challan' }));
  await waitFor(() =>
    expect(form.getByLabelText('Payment code')).toHaveAccessibleDescription(
      'Please choose the payment code: 1023 (contractor an individual or HUF) or 1024 (any other contractor).',
    ),
  );
  await user.selectOptions(form.getByLabelText('Payment code'), '1024');
  await user.click(form.getByRole('button', { name: 'Record Challan' }));
  expect(await bodySentWith(calls, 'Challan recorded.')).toEqual({
    bsrCode: '0510308',
    depositDate: '2026-11-25',
    serial: '00043',
    section: '1024',
    month: '2026-11',
    tax: 5800,
    interest: 0,
    fee: 0,
  });

  await user.click(within(panel).getByRole('button', { name: 'Delete challan 00042' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Delete challan 00042 of 05/12/2026 (BSR code 0510308, tax Rs. 600.00)?');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Challan deleted.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'DELETE' && c.path === '/accounting/challans/4')).toBe(true);
});

test("a closed quarter's challans are shown as filed: no form, no delete", async () => {
  stubFetch({
    'GET /accounting/tds': {
      body: { ...REGISTER, closed: { closedAt: '2027-01-20T05:00:00.000Z', closedBy: 'accounts' } },
    },
    'GET /accounting/challans': { body: { challans: [CHALLAN], months: MONTHS } },
  });
  renderWithProviders(<TdsRegisterPage />, { preloadedState: signedInAs('accountant') });
  const panel = await showRegister();
  expect(
    await within(panel).findByText(
      'This quarter is closed: its challans stay as filed. An admin may reopen it to change them.',
    ),
  ).toBeInTheDocument();
  expect(within(panel).queryByRole('form', { name: 'Record a challan' })).not.toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Delete challan 00042' })).not.toBeInTheDocument();
});

test("the 2026-27 Q3 file is Form 140's, follows the return utility's deductee layout with the payment code and the challan each row went to, and a challan sheet; LibreOffice shows it so", async () => {
  stubFetch({
    'GET /accounting/tds': { body: REGISTER },
    'GET /accounting/challans': { body: { challans: [CHALLAN], months: MONTHS } },
  });
  const downloads = catchDownloads();
  renderWithProviders(<TdsRegisterPage />, { preloadedState: signedInAs('accountant') });
  await showRegister();
  const book = await downloadExcel(downloads, 'TDS-140-2026-27-Q3.xlsx', [
    '140 Q3 Oct-Dec',
    'Challans Q3 Oct-Dec',
  ]);
  downloads.restore();
  const deductees = rowsUnder(book, '140 Q3 Oct-Dec', [
    'Sr. No.',
    'Deductee Code',
    'PAN of the Deductee',
    'Name of the Deductee',
    'Payment Code',
    'Date of Payment/Credit',
    'Amount Paid/Credited',
    'TDS',
    'Surcharge',
    'Education Cess',
    'Total Tax Deducted',
    'Total Tax Deposited',
    'Date of Deduction',
    'Rate at which Deducted (%)',
    'Reason for Non-deduction/Lower/Higher Deduction',
    'Challan Serial No.',
    'Bill ID',
    'Deposit Status',
  ]);
  const nov23 = excelDateSerial('2026-11-23');
  const nov13 = excelDateSerial('2026-11-13');
  expect(deductees[1]).toEqual([
    1,
    null,
    'PANNOTAVBL',
    'Om Shree Carriers',
    null,
    nov23,
    29000,
    5800,
    0,
    0,
    5800,
    0,
    nov23,
    20,
    'C',
    null,
    'B1005',
    'not deposited',
  ]);
  expect(deductees[2]).toEqual([
    2,
    '01',
    'ABCCE1234F',
    'Shree Ganesh Roadlines',
    '1024',
    nov13,
    29000,
    580,
    0,
    0,
    580,
    580,
    nov13,
    2,
    null,
    '00042',
    'B1001',
    null,
  ]);
  expect(deductees.at(-1)).toEqual([
    'Total',
    ...Array(5).fill(''),
    58000,
    6380,
    0,
    0,
    6380,
    580,
    ...Array(6).fill(''),
  ]);
  expect(sheetRows(book, 'Challans Q3 Oct-Dec')).toEqual([
    [
      'Sr. No.',
      'Payment Code',
      'TDS',
      'Surcharge',
      'Education Cess',
      'Interest',
      'Fee',
      'Others',
      'Total',
      'BSR Code',
      'Date on which Tax Deposited',
      'Challan Serial No.',
      'Minor Head',
      'Book Entry',
      'Month of Deduction',
    ],
    [
      1,
      '1024',
      600,
      0,
      0,
      12.5,
      0,
      0,
      612.5,
      '0510308',
      excelDateSerial('2026-12-05'),
      '00042',
      '200',
      'N',
      'Nov 2026',
    ],
    ['Total', '', 600, 0, 0, 12.5, 0, 0, 612.5, '', '', '', '', '', ''],
  ]);

  // As a clerk sees it: leading zeros kept, Indian grouping, dd/mm/yyyy, the title row on each sheet.
  const bytes = await downloads.files[0].blob.arrayBuffer();
  const shown = libreOfficeRows(bytes);
  expect(shown[0][0]).toMatch(
    /^Form 140 deductee details \(payment codes 1023, 1024\) \| Tax year 2026-27 Q3 \(Oct-Dec\) \| As of .+ \| Exported by /,
  );
  expect(shown[2]).toEqual([
    '1',
    '',
    'PANNOTAVBL',
    'Om Shree Carriers',
    '',
    '23/11/2026',
    '29,000.00',
    '5,800.00',
    '0.00',
    '0.00',
    '5,800.00',
    '0.00',
    '23/11/2026',
    '20',
    'C',
    '',
    'B1005',
    'not deposited',
  ]);
  expect(shown[3].slice(0, 3)).toEqual(['2', '01', 'ABCCE1234F']);
  const challanSheet = libreOfficeRows(bytes, 2);
  expect(challanSheet[0][0]).toMatch(
    /^Form 140 challan details \(payment codes 1023, 1024\) \| Tax year 2026-27 Q3 \(Oct-Dec\)/,
  );
  expect(challanSheet[2]).toEqual([
    '1',
    '1024',
    '600.00',
    '0.00',
    '0.00',
    '12.50',
    '0.00',
    '0.00',
    '612.50',
    '0510308',
    '05/12/2026',
    '00042',
    '200',
    'N',
    'Nov 2026',
  ]);
}, 120_000);

test('a 2025-26 quarter keeps the 1961 names: Form 26Q, section 194C, section code 94C, the challan form offers 94C only', async () => {
  // Q4 of 2025-26: deductions up to 31/03/2026 fall under the Income-tax Act, 1961.
  const march = (row: typeof PAN_ROW) => ({
    ...row,
    dateOfCredit: '2026-03-20',
    section: '194C',
    paymentCode: '94C',
  });
  const q4Months = ['2026-01', '2026-02', '2026-03'].map(quietMonth);
  const register = {
    ...twoBillRegister({ panRow: march(PAN_ROW), panCode: '02', months: q4Months }),
    fy: '2025-26',
    quarter: 'Q4' as const,
    startDate: '2026-01-01',
    endDate: '2026-03-31',
  };
  register.rows = register.rows.map((r) => ({
    ...r,
    dateOfCredit: '2026-03-20',
    section: '194C',
    paymentCode: '94C',
  }));
  stubFetch({
    'GET /accounting/tds': { body: register },
    'GET /accounting/challans': { body: { challans: [], months: q4Months } },
  });
  const downloads = catchDownloads();
  renderWithProviders(<TdsRegisterPage />, { preloadedState: signedInAs('accountant') });
  await showTdsRegister(user, '2025-26', 'Q4');
  const panel = await screen.findByRole('region', { name: 'Challans' });
  expect(screen.getByRole('alert')).toHaveTextContent('before filing Form 26Q.');
  expect(cellTexts(screen.getByRole('row', { name: /B1001/ })).slice(3, 5)).toEqual(['194C', '94C']);
  const form = within(within(panel).getByRole('form', { name: 'Record a challan' }));
  expect(roleTexts(form.getByLabelText('Section'), 'option')).toEqual(['94C']);
  const book = await downloadExcel(downloads, 'TDS-26Q-2025-26-Q4.xlsx', [
    '26Q Q4 Jan-Mar',
    'Challans Q4 Jan-Mar',
  ]);
  downloads.restore();
  const rows = sheetRows(book, '26Q Q4 Jan-Mar');
  expect(rows[0].slice(0, 5)).toEqual([
    'Sr. No.',
    'Deductee Code',
    'PAN of the Deductee',
    'Name of the Deductee',
    'Section Code',
  ]);
  expect(rows[2].slice(0, 5)).toEqual([2, '02', 'ABCDE1234F', 'Shree Ganesh Roadlines', '94C']);
  expect(sheetTitleText(book, '26Q Q4 Jan-Mar')).toMatch(
    /^Form 26Q deductee details \(section code 94C\) \| FY 2025-26 Q4 \(Jan-Mar\)/,
  );
});

test('a row its challan paid in part shows the serial and what is still not deposited, on screen and in the 26Q file', async () => {
  // 580.00 deducted; the challan had 500.00 left for it: 80.00 short.
  const partly = twoBillRegister({
    panRow: COMPANY_ROW,
    panCode: '01',
    panDeposit: {
      challanId: 4,
      challanSerial: '00042',
      taxDeposited: 500,
      taxNotDeposited: 80,
      status: 'deposited',
    },
    challans: [CHALLAN],
    months: MONTHS,
  });
  stubFetch({
    'GET /accounting/tds': { body: partly },
    'GET /accounting/challans': { body: { challans: [CHALLAN], months: MONTHS } },
  });
  renderWithProviders(<TdsRegisterPage />, { preloadedState: signedInAs('accountant') });
  await showRegister();
  expect(cellTexts(screen.getByRole('row', { name: /B1001/ })).at(-1)).toBe('00042 80.00 not deposited');
  const spec = tdsExportSpec(partly);
  const row = spec.rows.find((r) => r.billId === 'B1001')!;
  const value = (header: string) => spec.columns.find((c) => c.header === header)!.value(row);
  expect([value('Total Tax Deducted'), value('Total Tax Deposited'), value('Challan Serial No.')]).toEqual([
    580,
    500,
    '00042',
  ]);
  expect(value('Deposit Status')).toBe('80.00 not deposited');
});
