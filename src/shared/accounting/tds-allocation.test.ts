import fc from 'fast-check';
import { toPaise } from '../common/money';
import {
  allocateDeposits,
  splitRow,
  type DeductionRow,
  type DepositChallan,
  type RowPart,
} from './tds-allocation';

const challan = (
  id: number,
  month: string,
  tax: number,
  depositDate = `${month}-28`,
  serial = String(10000 + id),
): DepositChallan => ({
  id,
  month,
  depositDate,
  serial,
  tax,
});

// The rule: TRACES, FAQs on short payment (traces61contents.tdscpc.gov.in/en/faq-dedu-default-sp.html):
// a challan may be split over many deductee rows, the credit tagged against it never more than its
// balance; tax deposited short of tax deducted is a short payment.
const part = (
  id: number | null,
  serial: string,
  deposited: number,
  notDeposited: number,
  share: number,
): RowPart => ({
  challanId: id,
  challanSerial: serial,
  taxDeposited: deposited,
  taxNotDeposited: notDeposited,
  status: id === null ? 'not deposited' : 'deposited',
  share,
});

test("a month's rows go to its challans, earliest rows first; a row spans two challans; the last is paid in part", () => {
  const rows: DeductionRow[] = [
    { dateOfCredit: '2026-11-20', tds: 300 },
    { dateOfCredit: '2026-11-02', tds: 580 },
    { dateOfCredit: '2026-10-15', tds: 100 },
    { dateOfCredit: '2026-11-10', tds: 420 },
  ];
  // The second challan is deposited first, so it pays first: 580 of its 600, then 20 of the 420 row;
  // the first challan pays that row's other 400.00, then 100.50 of the 300 row (199.50 short).
  const challans = [challan(1, '2026-11', 500.5, '2026-12-06'), challan(2, '2026-11', 600, '2026-12-05')];
  const allocation = allocateDeposits(rows, challans, ['2026-10', '2026-11', '2026-12']);
  expect(allocation.rows).toEqual([
    [part(1, '10001', 100.5, 199.5, 300)],
    [part(2, '10002', 580, 0, 580)],
    [part(null, '', 0, 100, 100)],
    [part(2, '10002', 20, 0, 20), part(1, '10001', 400, 0, 400)],
  ]);
  expect(allocation.months).toEqual([
    { month: '2026-10', deducted: 100, deposited: 0, balance: 100, notDeposited: 100, rowsNotDeposited: 1 },
    {
      month: '2026-11',
      deducted: 1300,
      deposited: 1100.5,
      balance: 199.5,
      notDeposited: 199.5,
      rowsNotDeposited: 1,
    },
    { month: '2026-12', deducted: 0, deposited: 0, balance: 0, notDeposited: 0, rowsNotDeposited: 0 },
  ]);
});

test('a 9,000.00 challan is used to the paisa: the row that does not fit whole takes its last 2,014.87', () => {
  // 4,000.00 + 2,985.13 = 6,985.13 paid whole; 9,000.00 - 6,985.13 = 2,014.87 goes to the 3,000.00 row
  // (985.13 short), the 983.88 row after it has nothing left: 985.13 + 983.88 = 1,969.01 not deposited,
  // which is 10,969.01 deducted - 9,000.00 deposited.
  const rows: DeductionRow[] = [
    { dateOfCredit: '2026-11-03', tds: 4000 },
    { dateOfCredit: '2026-11-09', tds: 2985.13 },
    { dateOfCredit: '2026-11-16', tds: 3000 },
    { dateOfCredit: '2026-11-24', tds: 983.88 },
  ];
  const allocation = allocateDeposits(rows, [challan(3, '2026-11', 9000)]);
  expect(allocation.rows).toEqual([
    [part(3, '10003', 4000, 0, 4000)],
    [part(3, '10003', 2985.13, 0, 2985.13)],
    [part(3, '10003', 2014.87, 985.13, 3000)],
    [part(null, '', 0, 983.88, 983.88)],
  ]);
  expect(allocation.months).toEqual([
    {
      month: '2026-11',
      deducted: 10969.01,
      deposited: 9000,
      balance: 1969.01,
      notDeposited: 1969.01,
      rowsNotDeposited: 2,
    },
  ]);
});

test("nil rows (reason T) and reductions are listed under their month's first challan, even once it is used up", () => {
  const rows: DeductionRow[] = [
    { dateOfCredit: '2026-10-31', tds: 50 },
    { dateOfCredit: '2026-11-01', tds: 2000 },
    { dateOfCredit: '2026-11-02', tds: 0 },
    { dateOfCredit: '2026-11-03', tds: -580 },
    { dateOfCredit: '2026-12-01', tds: 0 },
  ];
  const allocation = allocateDeposits(rows, [challan(7, '2026-11', 1000)]);
  expect(
    allocation.rows.map((parts) => parts.map((r) => [r.challanSerial, r.status, r.taxNotDeposited])),
  ).toEqual([
    [['', 'not deposited', 50]],
    [['10007', 'deposited', 1000]],
    [['10007', 'nothing to deposit', 0]],
    [['10007', 'nothing to deposit', 0]],
    // December has no challan to list it under.
    [['', 'nothing to deposit', 0]],
  ]);
  // 2,000.00 - 580.00 = 1,420.00 deducted, 1,000.00 deposited.
  expect(allocation.months.find((m) => m.month === '2026-11')).toMatchObject({
    deducted: 1420,
    deposited: 1000,
    balance: 420,
    notDeposited: 1000,
  });
});

test('rows of one day pay in bill-number order (B999 before B1000), so a later bill never takes an earlier deposit', () => {
  const rows: DeductionRow[] = [
    { dateOfCredit: '2026-11-05', tds: 600, billId: 'B1000' },
    { dateOfCredit: '2026-11-05', tds: 600, billId: 'B999' },
  ];
  const allocation = allocateDeposits(rows, [challan(1, '2026-11', 600)]);
  expect(allocation.rows.map((parts) => parts.map((p) => p.status))).toEqual([
    ['not deposited'],
    ['deposited'],
  ]);
});

test('a row over two challans is listed once per challan; credited and short deduction split by TDS, adding up to the row', () => {
  const row = { billId: 'B1009', amountCredited: 12345.67, tds: 123.46, shortDeducted: 2345.67 };
  const parts = [part(1, '10001', 0.01, 0, 0.01), part(2, '10002', 123.45, 0, 123.45)];
  // 1,234,567 x 1 / 12,346 = 99.997 paise -> 1.00; 234,567 x 1 / 12,346 = 18.999 paise -> 0.19.
  expect(
    splitRow(row, parts).map((r) => [r.challanSerial, r.amountCredited, r.tds, r.shortDeducted]),
  ).toEqual([
    ['10001', 1, 0.01, 0.19],
    ['10002', 12344.67, 123.45, 2345.48],
  ]);
  expect(splitRow(row, [part(1, '10001', 123.46, 0, 123.46)])).toEqual([
    {
      ...row,
      challanId: 1,
      challanSerial: '10001',
      taxDeposited: 123.46,
      taxNotDeposited: 0,
      status: 'deposited',
    },
  ]);
});

const month = fc.constantFrom('2026-10', '2026-11', '2026-12');
const rowArb = fc.record({
  dateOfCredit: fc
    .tuple(month, fc.integer({ min: 1, max: 28 }))
    .map(([m, d]) => `${m}-${String(d).padStart(2, '0')}`),
  tds: fc.integer({ min: 0, max: 5_000_00 }).map((p) => p / 100),
});
const challansArb = fc
  .array(
    fc.record({
      month,
      tax: fc.integer({ min: 1, max: 10_000_00 }).map((p) => p / 100),
      day: fc.integer({ min: 1, max: 28 }),
    }),
    { maxLength: 5 },
  )
  .map((list) =>
    list.map((c, i) => challan(i + 1, c.month, c.tax, `${c.month}-${String(c.day).padStart(2, '0')}`)),
  );

test('properties: no challan pays more than its tax, only its own month; every row adds up; only the last rows go short', () => {
  fc.assert(
    fc.property(fc.array(rowArb, { maxLength: 30 }), challansArb, (rows, challans) => {
      const { rows: allocated, months } = allocateDeposits(rows, challans);
      const parts = allocated.flat();
      for (const c of challans) {
        const paid = parts.reduce((s, a) => s + (a.challanId === c.id ? toPaise(a.taxDeposited) : 0), 0);
        expect(paid).toBeLessThanOrEqual(toPaise(c.tax));
      }
      allocated.forEach((rowParts, i) => {
        const sum = (pick: (p: (typeof rowParts)[number]) => number) =>
          rowParts.reduce((s, p) => s + toPaise(pick(p)), 0);
        expect(sum((p) => p.share)).toBe(toPaise(rows[i].tds));
        expect(sum((p) => p.taxDeposited) + sum((p) => p.taxNotDeposited)).toBe(toPaise(rows[i].tds));
        for (const p of rowParts) {
          if (p.challanId !== null)
            expect(challans.find((c) => c.id === p.challanId)!.month).toBe(rows[i].dateOfCredit.slice(0, 7));
          expect(p.status === 'nothing to deposit').toBe(rows[i].tds === 0);
        }
      });
      for (const m of months) {
        const inMonth = rows
          .map((r, i) => ({ r, parts: allocated[i], i }))
          .filter(({ r }) => r.dateOfCredit.startsWith(m.month) && r.tds > 0);
        inMonth.sort((x, y) => x.r.dateOfCredit.localeCompare(y.r.dateOfCredit) || x.i - y.i);
        const unpaid = ({ parts: p }: (typeof inMonth)[number]) => p.some((x) => x.taxNotDeposited > 0);
        // Once a row goes short, every later row of the month is wholly not deposited.
        const firstShort = inMonth.findIndex(unpaid);
        if (firstShort >= 0)
          expect(inMonth.slice(firstShort + 1).every(({ parts: p }) => p[0].status === 'not deposited')).toBe(
            true,
          );
        const deducted = inMonth.reduce((s, { r }) => s + toPaise(r.tds), 0);
        const deposited = challans.filter((c) => c.month === m.month).reduce((s, c) => s + toPaise(c.tax), 0);
        expect(toPaise(m.deducted)).toBe(deducted);
        expect(toPaise(m.deposited)).toBe(deposited);
        expect(toPaise(m.balance)).toBe(Math.max(0, deducted - deposited));
        // No challan money is left unused while a row of its month goes short.
        expect(toPaise(m.notDeposited)).toBe(Math.max(0, deducted - deposited));
        expect(m.rowsNotDeposited).toBe(inMonth.filter(unpaid).length);
      }
    }),
  );
});
