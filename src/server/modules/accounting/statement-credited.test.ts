import { quarterOf } from '../../../shared/accounting/month-end';
import { todayInIndia } from '../../../shared/common/dates';
import { fromPaise, toPaise } from '../../../shared/common/money';
import { pdfText } from '../../test/billing-fixture';
import { useMonthEndWorld, VENDOR_WITH_PAN } from '../../test/month-end-fixtures';

// One default trip of Shree Ganesh (PAN ABCDE1234F, TDS 2 %): freight 29,000.00, TDS 580.00, deductions
// 100 + 5,000 + 2,000 + 350.25 = 7,450.25. Loading charges +2,500.00 bear TDS at 2 %: 50.00; damage
// -1,200.00 does not reduce it. Credited as the return has it: 29,000.00 + 2,500.00 = 31,500.00;
// TDS 580.00 + 50.00 = 630.00; net 29,000.00 - 580.00 - 7,450.25 + 2,500.00 - 1,200.00 - 50.00 = 22,219.75.
const world = useMonthEndWorld(90_000, { businessTan: 'PNES12345A' });
const today = todayInIndia();
let billId: string;

beforeAll(async () => {
  billId = await world.bill(
    [await world.acknowledgedTrip()],
    [
      { text: 'Loading charges', amount: 2500 },
      { text: 'Damage', amount: -1200 },
    ],
  );
}, 60_000);

const statementUrl = (path: string) =>
  `/accounting/${path}?vendor=${encodeURIComponent(VENDOR_WITH_PAN)}&startDate=${today}&endDate=${today}`;

test("the vendor statement shows the amount credited as the TDS register has it, the deductor's TAN, the PAN and the payment code", async () => {
  const statement = (await world.as.accountant.get(statementUrl('statement'))).json();
  expect(statement).toMatchObject({
    deductorTan: 'PNES12345A',
    vendorPan: 'ABCDE1234F',
    taxCode: { label: 'Payment code', code: '1024 (section 393(1) [Table: Sl. No. 6(i)])' },
    totalFreight: 29000,
    totalCredited: 31500,
    totalTds: 630,
    totalBilled: 22219.75,
  });
  const [entry] = statement.entries;
  expect([
    entry.freight,
    entry.credited,
    entry.tds,
    entry.deductions,
    entry.adjustments,
    entry.debit,
  ]).toEqual([29000, 31500, 630, 7450.25, 1300, 22219.75]);
  // The register credits the same 31,500.00 (the return's "Amount Paid/Credited") and deducts the same 630.00.
  const { fy, quarter } = quarterOf(today);
  const register = (await world.as.accountant.get(`/accounting/tds?fy=${fy}&quarter=${quarter}`)).json();
  const row = register.rows.find((r: { billId: string }) => r.billId === billId);
  expect([row.amountCredited, row.tds]).toEqual([entry.credited, entry.tds]);

  // Transactions.xlsx's TDS column: the trip lines' TDS plus the bill line's TDS on charges, 580.00 + 50.00.
  const listed = (
    await world.as.accountant.post('/list-all-transactions', { startDate: today, endDate: today })
  ).json();
  const bill = listed.find((b: { billing_id: string }) => b.billing_id === billId);
  const tripsTds = bill.trips.reduce((s: number, t: { tds: number }) => s + toPaise(t.tds), 0);
  expect([bill.charges_tds, fromPaise(tripsTds + toPaise(bill.charges_tds))]).toEqual([50, row.tds]);
  // Trips + remarks - TDS on charges = final amount: 20,969.75 + 1,300.00 - 50.00 = 22,219.75.
  const footed = fromPaise(toPaise(bill.amount) + toPaise(bill.remarks_amount) - toPaise(bill.charges_tds));
  expect([footed, bill.final_amount]).toEqual([22219.75, 22219.75]);

  const text = pdfText(await world.as.accountant.get(statementUrl('statement/pdf')));
  expect(text).toContain(
    "Deductor's TAN: PNES12345A, Vendor's PAN: ABCDE1234F, Payment code: 1024 (section 393(1) [Table: Sl. No. 6(i)])",
  );
  expect(text).toMatch(
    new RegExp(
      `Bill ${billId}\\s+${billId}\\s+29,000\\.00\\s+31,500\\.00\\s+630\\.00\\s+7,450\\.25\\s+1,300\\.00\\s+22,219\\.75`,
    ),
  );
});
