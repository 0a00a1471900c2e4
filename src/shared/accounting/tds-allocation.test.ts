import fc from 'fast-check';
import { toPaise } from '../common/money';
import { allocateDeposits, type DeductionRow, type DepositChallan } from './tds-allocation';

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

test("a month's rows go to its challans, earliest rows first, until each challan's tax is used up", () => {
  const rows: DeductionRow[] = [
    { dateOfCredit: '2026-11-20', tds: 300 },
    { dateOfCredit: '2026-11-02', tds: 580 },
    { dateOfCredit: '2026-10-15', tds: 100 },
    { dateOfCredit: '2026-11-10', tds: 420 },
  ];
  // The second challan is deposited first, so it pays first.
  const challans = [challan(1, '2026-11', 500.5, '2026-12-06'), challan(2, '2026-11', 600, '2026-12-05')];
  const allocation = allocateDeposits(rows, challans, ['2026-10', '2026-11', '2026-12']);
  expect(allocation.rows).toEqual([
    { challanId: null, challanSerial: '', taxDeposited: 0, status: 'not deposited' },
    { challanId: 2, challanSerial: '10002', taxDeposited: 580, status: 'deposited' },
    { challanId: null, challanSerial: '', taxDeposited: 0, status: 'not deposited' },
    { challanId: 1, challanSerial: '10001', taxDeposited: 420, status: 'deposited' },
  ]);
  expect(allocation.months).toEqual([
    { month: '2026-10', deducted: 100, deposited: 0, balance: 100, notDeposited: 100, rowsNotDeposited: 1 },
    {
      month: '2026-11',
      deducted: 1300,
      deposited: 1100.5,
      balance: 199.5,
      notDeposited: 300,
      rowsNotDeposited: 1,
    },
    { month: '2026-12', deducted: 0, deposited: 0, balance: 0, notDeposited: 0, rowsNotDeposited: 0 },
  ]);
});

test("a challan pays only its own month's deductions; nil rows need no deposit and take the month's challan", () => {
  const rows: DeductionRow[] = [
    { dateOfCredit: '2026-10-31', tds: 50 },
    { dateOfCredit: '2026-11-01', tds: 0 },
    { dateOfCredit: '2026-12-01', tds: 0 },
  ];
  const allocation = allocateDeposits(rows, [challan(7, '2026-11', 1000)]);
  expect(allocation.rows.map((r) => [r.challanSerial, r.status])).toEqual([
    ['', 'not deposited'],
    ['10007', 'nothing to deposit'],
    ['', 'nothing to deposit'],
  ]);
  expect(allocation.months.find((m) => m.month === '2026-11')).toMatchObject({
    deducted: 0,
    deposited: 1000,
    balance: 0,
  });
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

test('properties: no challan pays more than its tax, only its own month, and covered rows are the earliest of their month', () => {
  fc.assert(
    fc.property(fc.array(rowArb, { maxLength: 30 }), challansArb, (rows, challans) => {
      const { rows: allocated, months } = allocateDeposits(rows, challans);
      for (const c of challans) {
        const paid = allocated.reduce((s, a) => s + (a.challanId === c.id ? toPaise(a.taxDeposited) : 0), 0);
        expect(paid).toBeLessThanOrEqual(toPaise(c.tax));
      }
      allocated.forEach((a, i) => {
        if (a.challanId !== null)
          expect(challans.find((c) => c.id === a.challanId)!.month).toBe(rows[i].dateOfCredit.slice(0, 7));
        if (a.status === 'deposited') expect(a.taxDeposited).toBe(rows[i].tds);
        expect(a.status === 'nothing to deposit').toBe(rows[i].tds === 0);
      });
      for (const m of months) {
        const inMonth = rows
          .map((r, i) => ({ r, a: allocated[i], i }))
          .filter(({ r }) => r.dateOfCredit.startsWith(m.month) && r.tds > 0);
        inMonth.sort((x, y) => x.r.dateOfCredit.localeCompare(y.r.dateOfCredit) || x.i - y.i);
        // Once a row is not deposited, no later row of the month is.
        const firstMissing = inMonth.findIndex(({ a }) => a.status === 'not deposited');
        if (firstMissing >= 0)
          expect(inMonth.slice(firstMissing).every(({ a }) => a.status === 'not deposited')).toBe(true);
        const deducted = inMonth.reduce((s, { r }) => s + toPaise(r.tds), 0);
        const deposited = challans.filter((c) => c.month === m.month).reduce((s, c) => s + toPaise(c.tax), 0);
        expect(toPaise(m.deducted)).toBe(deducted);
        expect(toPaise(m.deposited)).toBe(deposited);
        expect(toPaise(m.balance)).toBe(Math.max(0, deducted - deposited));
        expect(toPaise(m.notDeposited)).toBe(
          inMonth.filter(({ a }) => a.status === 'not deposited').reduce((s, { r }) => s + toPaise(r.tds), 0),
        );
        // One challan covering the month's whole deduction leaves nothing undeposited.
        if (challans.some((c) => c.month === m.month && toPaise(c.tax) >= deducted)) {
          const big = challans.filter((c) => c.month === m.month);
          if (big.length === 1) expect(m.rowsNotDeposited).toBe(0);
        }
      }
    }),
  );
});
