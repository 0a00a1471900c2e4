import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { TdsRegister, TdsRegisterRow } from '../../shared/accounting/wire';
import type {
  Challan,
  MonthDeposits,
  RowDeposit,
  TdsRegisterWithDeposits,
} from '../../shared/accounting/tds-challans-wire';
import { NO_PAN_DEDUCTION } from '../../shared/test/samples';

/** Q3 of 2026-27, the quarter the TDS register tests show. */
export const Q3_2026 = {
  fy: '2026-27',
  quarter: 'Q3',
  startDate: '2026-10-01',
  endDate: '2026-12-31',
} as const;

/** A freight bill of Om Shree Carriers (2026-27), who gave no PAN: TDS at 20% (section 397(2) of the 2025 Act). */
export const NO_PAN_ROW = {
  vendor: 'Om Shree Carriers',
  billId: 'B1005',
  dateOfCredit: '2026-11-23',
  ...NO_PAN_DEDUCTION,
} as const satisfies TdsRegisterRow;

/** A freight bill of Shree Ganesh Roadlines, with a valid PAN (not an individual's: payment code 1024): TDS at 2%. */
export const PAN_ROW = {
  ...NO_PAN_ROW,
  vendor: 'Shree Ganesh Roadlines',
  pan: 'ABCDE1234F',
  panMissing: false,
  paymentCode: '1024',
  billId: 'B1001',
  dateOfCredit: '2026-11-13',
  tdsRate: 2,
  tds: 580,
  panStatus: 'VALID',
  section206AA: false,
} as const satisfies TdsRegisterRow;

/** Q3 2026-27 with the two bills above: what they credit and deduct together. */
export const Q3_2026_TWO_BILLS = {
  ...Q3_2026,
  totalCredited: NO_PAN_ROW.amountCredited + PAN_ROW.amountCredited,
  totalTds: NO_PAN_ROW.tds + PAN_ROW.tds,
  totalShortDeducted: 0,
} as const;

/** The register's line for the vendor of `row`, whose only bill it is. */
export const vendorLine = (row: TdsRegisterRow, deducteeCode: string): TdsRegister['vendors'][number] => ({
  vendor: row.vendor,
  pan: row.pan,
  panMissing: row.panMissing,
  amountCredited: row.amountCredited,
  tds: row.tds,
  panStatus: row.panStatus,
  deducteeCode,
  warnings: [],
  shortDeducted: 0,
});

/** A month of the quarter with nothing deducted or deposited. */
export const quietMonth = (month: string) => ({
  month,
  deducted: 0,
  deposited: 0,
  balance: 0,
  notDeposited: 0,
  rowsNotDeposited: 0,
});

/** A register row's deposit while no challan pays it: all its TDS still to deposit. */
const notDeposited = (row: TdsRegisterRow): RowDeposit => ({
  challanId: null,
  challanSerial: '',
  taxDeposited: 0,
  taxNotDeposited: row.tds,
  status: 'not deposited',
});

interface TwoBillRegister {
  /** The bill with a PAN (PAN_ROW or a variant of it), its deductee code and what deposits its TDS. */
  panRow?: TdsRegisterRow;
  panCode: string;
  panDeposit?: RowDeposit;
  challans?: Challan[];
  months: MonthDeposits[];
}

/** The TDS register of Q3_2026_TWO_BILLS with its deposits: the no-PAN bill is never deposited. */
export const twoBillRegister = ({
  panRow = PAN_ROW,
  panCode,
  panDeposit = notDeposited(panRow),
  challans = [],
  months,
}: TwoBillRegister): TdsRegisterWithDeposits => ({
  ...Q3_2026_TWO_BILLS,
  rows: [
    { ...NO_PAN_ROW, ...notDeposited(NO_PAN_ROW) },
    { ...panRow, ...panDeposit },
  ],
  vendors: [vendorLine(NO_PAN_ROW, ''), vendorLine(panRow, panCode)],
  challans,
  months,
});

/** Asks the TDS register page for a quarter, as the accountant does. */
export async function showTdsRegister(user: UserEvent, fy: string, quarter: string) {
  await user.clear(screen.getByLabelText('Financial Year'));
  await user.type(screen.getByLabelText('Financial Year'), fy);
  await user.selectOptions(screen.getByLabelText('Quarter'), quarter);
  await user.click(screen.getByRole('button', { name: 'Show Register' }));
}
