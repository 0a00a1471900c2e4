import type { z } from 'zod';
import { DateTime } from 'luxon';
import { todayInIndia } from '../common/dates';
import {
  CHALLAN_MESSAGES,
  challanFormSchema,
  challanInputSchema,
  monthLabel,
  quarterMonths,
} from './tds-challans';
import { form26QReasonCode } from './tds-rule';

const today = todayInIndia();
const thisMonth = today.slice(0, 7);
const good = {
  bsrCode: '0510308',
  depositDate: today,
  serial: '00042',
  month: thisMonth,
  tax: '5800',
  interest: '',
  fee: 0,
};

const messages = (input: unknown, schema: z.ZodType = challanInputSchema) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

test('a good challan is read with section 94C and nil interest and fee', () => {
  expect(challanInputSchema.parse(good)).toEqual({ ...good, section: '94C', tax: 5800, interest: 0, fee: 0 });
});

test('every mistake is named at once, next to its field', () => {
  expect(
    messages({
      bsrCode: '051030',
      depositDate: '2026-02-30',
      serial: '123456',
      month: '2026-13',
      tax: '0',
      interest: '1.234',
      fee: '-1',
      section: '194C',
    }),
  ).toEqual([
    `bsrCode: ${CHALLAN_MESSAGES.bsrInvalid}`,
    `serial: ${CHALLAN_MESSAGES.serialInvalid}`,
    `section: ${CHALLAN_MESSAGES.sectionInvalid}`,
    `month: ${CHALLAN_MESSAGES.monthInvalid}`,
    `tax: ${CHALLAN_MESSAGES.taxNotPositive}`,
    'interest: Interest can have at most 2 decimal places.',
    'fee: Fee cannot be negative.',
    `depositDate: ${CHALLAN_MESSAGES.dateInvalid}`,
  ]);
});

test.each([
  [{ tax: 0 }, `tax: ${CHALLAN_MESSAGES.taxNotPositive}`],
  [{ tax: '' }, `tax: ${CHALLAN_MESSAGES.taxNotPositive}`],
  [{ tax: undefined }, 'tax: Tax must be a valid number.'],
  [{ tax: '1000000000.01' }, 'tax: Tax can be at most 1,00,00,00,000.'],
  [{ tax: 'abc' }, 'tax: Tax must be a valid number.'],
  [{ bsrCode: '05103089' }, `bsrCode: ${CHALLAN_MESSAGES.bsrInvalid}`],
  [{ serial: '4242' }, `serial: ${CHALLAN_MESSAGES.serialInvalid}`],
  [
    { depositDate: DateTime.fromISO(today).plus({ days: 1 }).toISODate() },
    `depositDate: ${CHALLAN_MESSAGES.dateInFuture}`,
  ],
  [
    { month: DateTime.fromISO(today).plus({ months: 1 }).toFormat('yyyy-MM') },
    `depositDate: ${CHALLAN_MESSAGES.dateBeforeMonth}`,
  ],
])('%o is refused', (change, message) => expect(messages({ ...good, ...change })).toEqual([message]));

test('amounts grouped the Indian way, as the register shows the balance to deposit, are read as their digits', () => {
  expect(
    challanInputSchema.parse({ ...good, tax: '12,202.90', interest: '1,00,000', fee: '100,000.50' }),
  ).toMatchObject({ tax: 12202.9, interest: 100000, fee: 100000.5 });
  expect(messages({ ...good, tax: '12,20,2.90' })).toEqual(['tax: Tax must be a valid number.']);
});

test('the largest amounts pass', () => {
  expect(
    challanInputSchema.parse({ ...good, tax: 1_00_00_00_000, interest: '1000000000.00', fee: 99.99 }),
  ).toMatchObject({ tax: 1e9, interest: 1e9, fee: 99.99 });
});

test('the form takes the date as dd/mm/yyyy and answers the wire input', () => {
  const [y, m, d] = today.split('-');
  expect(challanFormSchema.parse({ ...good, depositDate: `${d}/${m}/${y}` })).toEqual({
    ...good,
    section: '94C',
    tax: 5800,
    interest: 0,
    fee: 0,
  });
  expect(messages({ ...good, depositDate: today }, challanFormSchema)).toEqual([
    `depositDate: ${CHALLAN_MESSAGES.formDateInvalid}`,
  ]);
});

test('months of a quarter and their labels', () => {
  expect(quarterMonths('2026-27', 'Q4')).toEqual(['2027-01', '2027-02', '2027-03']);
  expect(monthLabel('2026-11')).toBe('Nov 2026');
});

test("Form 26Q's reason code: T for a 194C(6) declaration, C for section 206AA's higher rate", () => {
  expect(form26QReasonCode({ reasonCode: 'T', section206AA: false })).toBe('T');
  expect(form26QReasonCode({ reasonCode: '', section206AA: true })).toBe('C');
  expect(form26QReasonCode({ reasonCode: '', section206AA: false })).toBe('');
});
