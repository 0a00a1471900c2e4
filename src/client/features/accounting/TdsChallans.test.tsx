import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import type { Challan, ChallanList } from '../../../shared/accounting/tds-challans-wire';
import { excelDateSerial } from '../../exports/workbook';
import { catchDownloads, downloadExcel, sheetRows, rowsUnder } from '../../test/downloads';
import { stubFetch } from '../../test/fetch-stub';
import { bodySentWith } from '../../test/forms';
import { libreOfficeRows } from '../../test/libre-office';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { TdsRegisterPage } from './TdsRegisterPage';
import { cellTexts, roleTexts } from '../../test/tables';
import { PAN_ROW, quietMonth, showTdsRegister, twoBillRegister } from '../../test/tds-data';

const CHALLAN: Challan = {
  id: 4,
  bsrCode: '0510308',
  depositDate: '2026-12-05',
  serial: '00042',
  section: '94C',
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
  panDeposit: { challanId: 4, challanSerial: '00042', taxDeposited: 580, status: 'deposited' },
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
  await user.type(form.getByLabelText('Date of deposit'), '2026-12-05');
  await user.type(form.getByLabelText('Challan serial number'), '4242');
  await user.type(form.getByLabelText('Fee'), '1.234');
  await user.click(form.getByRole('button', { name: 'Record Challan' }));
  // Each message is the field's description, all shown at once.
  await waitFor(() =>
    expect(form.getByLabelText('BSR code')).toHaveAccessibleDescription('BSR code must be 7 digits.'),
  );
  expect(form.getByLabelText('Date of deposit')).toHaveAccessibleDescription(
    'Please enter the date of deposit as dd/mm/yyyy.',
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
  await user.click(form.getByRole('button', { name: 'Record Challan' }));
  expect(await bodySentWith(calls, 'Challan recorded.')).toEqual({
    bsrCode: '0510308',
    depositDate: '2026-11-25',
    serial: '00043',
    section: '94C',
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

test("the 26Q file follows the return utility's deductee layout with the challan each row went to, and a challan sheet; LibreOffice shows it so", async () => {
  stubFetch({
    'GET /accounting/tds': { body: REGISTER },
    'GET /accounting/challans': { body: { challans: [CHALLAN], months: MONTHS } },
  });
  const downloads = catchDownloads();
  renderWithProviders(<TdsRegisterPage />, { preloadedState: signedInAs('accountant') });
  await showRegister();
  const book = await downloadExcel(downloads, 'TDS-26Q-2026-27-Q3.xlsx', [
    '26Q Q3 Oct-Dec',
    'Challans Q3 Oct-Dec',
  ]);
  downloads.restore();
  const deductees = rowsUnder(book, '26Q Q3 Oct-Dec', [
    'Sr. No.',
    'Deductee Code',
    'PAN of the Deductee',
    'Name of the Deductee',
    'Section Code',
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
    '94C',
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
    '94C',
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
      'Section Code',
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
      '94C',
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
    /^Form 26Q deductee details \(section code 94C\) \| FY 2026-27 Q3 \(Oct-Dec\) \| As of .+ \| Exported by /,
  );
  expect(shown[2]).toEqual([
    '1',
    '',
    'PANNOTAVBL',
    'Om Shree Carriers',
    '94C',
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
    /^Form 26Q challan details \(section code 94C\) \| FY 2026-27 Q3 \(Oct-Dec\)/,
  );
  expect(challanSheet[2]).toEqual([
    '1',
    '94C',
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
