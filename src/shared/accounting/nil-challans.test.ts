import { nilChallansOf } from './nil-challans';

// A month whose rows deduct nothing goes under a nil challan: 0.00, BSR code and serial blank, dated the
// quarter's last day (KDK Softwares, "TDS on Payment to Transporter u/s 194C"; CAclubindia, "Nil return by
// RPU"). Not confirmed from Protean's RPU instructions for Form 140.
const nilRow = (dateOfCredit: string) =>
  ({ dateOfCredit, status: 'nothing to deposit', paymentCode: '1023' }) as const;
const taxRow = (dateOfCredit: string) =>
  ({ dateOfCredit, status: 'not deposited', paymentCode: '1023' }) as const;

test('a month of declared transporters only, with no challan, gets one nil challan dated the last day of the quarter', () => {
  expect(
    nilChallansOf({
      fy: '2026-27',
      quarter: 'Q3',
      rows: [nilRow('2026-10-03'), nilRow('2026-10-25')],
      challans: [],
    }),
  ).toEqual([
    {
      bsrCode: '',
      depositDate: '2026-12-31',
      serial: '',
      section: '1023',
      month: '2026-10',
      tax: 0,
      interest: 0,
      fee: 0,
      total: 0,
      minorHead: '200',
    },
  ]);
});

test('no nil challan where the month has a challan (its nil rows go under it) or tax still to deposit', () => {
  const rows = [nilRow('2026-10-03'), nilRow('2026-11-03'), taxRow('2026-11-10'), nilRow('2026-12-31')];
  const nil = nilChallansOf({ fy: '2026-27', quarter: 'Q3', rows, challans: [{ month: '2026-10' }] });
  expect(nil.map((c) => c.month)).toEqual(['2026-12']);
  expect(nilChallansOf({ fy: '2026-27', quarter: 'Q3', rows: [], challans: [] })).toEqual([]);
});

test("a quarter of the 1961 Act's years is dated by its own end: Q4 of 2025-26 on 31/03/2026", () => {
  const nil = nilChallansOf({
    fy: '2025-26',
    quarter: 'Q4',
    rows: [{ dateOfCredit: '2026-03-31', status: 'nothing to deposit', paymentCode: '94C' }],
    challans: [],
  });
  expect(nil.map((c) => [c.depositDate, c.section, c.tax])).toEqual([['2026-03-31', '94C', 0]]);
});
