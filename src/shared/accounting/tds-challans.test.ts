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
/** A challan of this month (tax year 2026-27 or later): it quotes a payment code of the 2025 Act. */
const good = {
  bsrCode: '0510308',
  depositDate: today,
  serial: '00042',
  month: thisMonth,
  section: '1024',
  tax: '5800',
  interest: '',
  fee: 0,
};

const messages = (input: unknown, schema: z.ZodType = challanInputSchema) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

test('a good challan is read with its payment code and nil interest and fee', () => {
  expect(challanInputSchema.parse(good)).toEqual({ ...good, tax: 5800, interest: 0, fee: 0 });
  expect(challanInputSchema.parse({ ...good, section: ' 1023 ' }).section).toBe('1023');
});

test('the code is the law of the month of deduction: 94C up to March 2026, 1023 or 1024 from April 2026', () => {
  const march = { ...good, month: '2026-03', depositDate: '2026-04-07' };
  // A 2025-26 challan quotes section code 94C; left out, it is the only code, so it is given.
  expect(challanInputSchema.parse({ ...march, section: undefined }).section).toBe('94C');
  expect(challanInputSchema.parse({ ...march, section: '94C' }).section).toBe('94C');
  expect(messages({ ...march, section: '1024' })).toEqual([
    'section: Section must be 94C (payments to contractors, section 194C).',
  ]);
  // A 2026-27 challan quotes a payment code, which depends on the deductee: it must be chosen.
  expect(messages({ ...good, section: '94C' })).toEqual([
    'section: Payment code must be 1023 or 1024 (payments to contractors, section 393(1) [Table: Sl. No. 6(i)] of the Income-tax Act, 2025).',
  ]);
  expect(messages({ ...good, section: undefined })).toEqual([
    'section: Please choose the payment code: 1023 (contractor an individual or HUF) or 1024 (any other contractor).',
  ]);
  expect(messages({ ...good, section: '' })).toEqual([
    `section: ${CHALLAN_MESSAGES.sectionRequired(thisMonth)}`,
  ]);
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
    }),
  ).toEqual([
    `bsrCode: ${CHALLAN_MESSAGES.bsrInvalid}`,
    `serial: ${CHALLAN_MESSAGES.serialInvalid}`,
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

test('the form takes the date as its date box reads it (dd/mm/yyyy typed, or the YYYY-MM-DD it gives) and answers the wire input', () => {
  const [y, m, d] = today.split('-');
  const wire = { ...good, tax: 5800, interest: 0, fee: 0 };
  expect(challanFormSchema.parse({ ...good, depositDate: `${d}/${m}/${y}` })).toEqual(wire);
  expect(challanFormSchema.parse({ ...good, depositDate: today })).toEqual(wire);
  expect(messages({ ...good, depositDate: '31/04/2026' }, challanFormSchema)).toEqual([
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
