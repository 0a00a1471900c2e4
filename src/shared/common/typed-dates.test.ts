import { DATE_ENTRY_MESSAGES, readTypedDate, shownDate, typedDatesProblem } from './typed-dates';
import { datePresetRange, presetOfRange } from './date-presets';

// Counted from a day in 2026 (India): two-digit years are read around it.
const NOW = new Date('2026-11-28T06:00:00Z');
const read = (text: string) => readTypedDate(text, NOW);
const date = (iso: string) => ({ kind: 'date', iso });
const wrong = (problem: string) => ({ kind: 'wrong', problem });

describe('India writes day/month/year: every way a clerk types 1 November 2026', () => {
  test.each([
    '01112026',
    '011126',
    '01/11/2026',
    '1/11/2026',
    '1-11-26',
    '01-11-2026',
    '1.11.2026',
    '1 11 2026',
    '01 / 11 / 2026',
    ' 01/11/2026 ',
    '2026-11-01', // pasted from a file or another system
    '2026-11-1',
  ])('%p', (text) => {
    expect(read(text)).toEqual(date('2026-11-01'));
  });
});

test('the day always comes first, whatever the browser language would say', () => {
  expect(read('11/01/2026')).toEqual(date('2026-01-11'));
  expect(read('12/31/2026')).toEqual(wrong(DATE_ENTRY_MESSAGES.noMonth('12/31/2026', 31)));
});

describe('29 February, and the last day of each month', () => {
  test.each([
    ['29/02/2024', date('2024-02-29')],
    ['29/02/2028', date('2028-02-29')],
    ['29/02/2000', date('2000-02-29')], // divisible by 400: a leap year
    ['29/02/2027', wrong('29/02/2027 is not a date: February 2027 has 28 days.')],
    ['29/02/2100', wrong('29/02/2100 is not a date: February 2100 has 28 days.')], // divisible by 100 only
    ['290227', wrong('29/02/2027 is not a date: February 2027 has 28 days.')],
    ['31/04/2026', wrong('31/04/2026 is not a date: April 2026 has 30 days.')],
    ['31/06/2026', wrong('31/06/2026 is not a date: June 2026 has 30 days.')],
    ['30/04/2026', date('2026-04-30')],
    ['31/12/2026', date('2026-12-31')],
    ['32/01/2026', wrong('32/01/2026 is not a date: January 2026 has 31 days.')],
  ])('%p', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('day 00, month 00 or 13, years out of the business range', () => {
  test.each([
    ['00/01/2026', wrong('00/01/2026 is not a date: days start at 01.')],
    ['00012026', wrong('00/01/2026 is not a date: days start at 01.')],
    ['01/00/2026', wrong('01/00/2026 is not a date: there is no month 0 (months run from 01 to 12).')],
    ['01/13/2026', wrong('01/13/2026 is not a date: there is no month 13 (months run from 01 to 12).')],
    ['01/01/1899', wrong('01/01/1899 is not a date of the years 1900 to 2999.')],
    ['01/01/3000', wrong('01/01/3000 is not a date of the years 1900 to 2999.')],
    ['0000-01-01', wrong('01/01/0000 is not a date of the years 1900 to 2999.')],
  ])('%p', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('two-digit years: within 20 years ahead of this year, else the century before', () => {
  test.each([
    ['1/11/26', '2026-11-01'],
    ['1/11/00', '2000-11-01'],
    ['1/11/41', '2041-11-01'], // a registration valid 15 years
    ['1/11/46', '2046-11-01'],
    ['1/11/47', '1947-11-01'],
    ['1/11/99', '1999-11-01'],
  ])('%p', (text, iso) => {
    expect(read(text)).toEqual(date(iso));
  });

  test('the window moves with the year', () => {
    expect(readTypedDate('1/1/47', new Date('2027-06-01T00:00:00Z'))).toEqual(date('2047-01-01'));
  });
});

describe('what cannot be a date is named, not guessed', () => {
  test.each([
    'soon',
    '1/11',
    '1/11/2026/5',
    '0111202',
    '011120266',
    '2026/11/01',
    '1//11/2026',
    '1/11/026',
    '1st Nov 2026',
    '01-11-2026 10:00',
  ])('%p', (text) => {
    expect(read(text)).toEqual(wrong(DATE_ENTRY_MESSAGES.format));
  });

  test('an empty box (or only spaces and invisible characters) is empty, not wrong', () => {
    for (const text of ['', '   ', '\u200b', '\u00a0\u200e']) expect(read(text)).toEqual({ kind: 'empty' });
  });
});

describe('invisible Unicode and other scripts from a paste are read as what the clerk sees', () => {
  test.each([
    ['zero-width space', '01\u200b/11/2026'],
    ['left-to-right mark around it (WhatsApp)', '\u200e01/11/2026\u200e'],
    ['right-to-left override inside', '01/\u202e11/2026'],
    ['byte-order mark first (a CSV)', '\ufeff01/11/2026'],
    ['soft hyphen', '01/11/20\u00ad26'],
    ['no-break and narrow spaces', '01\u00a011\u202f2026'],
    ['full-width digits and slashes', '０１／１１／２０２６'],
    ['Devanagari digits', '०१/११/२०२६'],
    ['Gujarati digits', '૦૧-૧૧-૨૦૨૬'],
    ['en dash', '01–11–2026'],
    ['minus sign', '01\u221211\u22122026'],
    ['fraction slash', '01\u204411\u20442026'],
    ['a tab and a new line', '\t01/11/2026\n'],
  ])('%s', (_case, text) => {
    expect(read(text)).toEqual(date('2026-11-01'));
  });
});

test('a date box shows a date dd/mm/yyyy and anything else as typed', () => {
  expect(shownDate('2026-11-01')).toBe('01/11/2026');
  expect(shownDate('31/04/2026')).toBe('31/04/2026');
  expect(shownDate('')).toBe('');
});

test('a search names the first box that holds no date, by its label', () => {
  const labels = { startDate: 'Start Date', endDate: 'End Date' };
  expect(typedDatesProblem({ startDate: '2026-11-01', endDate: '' }, labels)).toBeNull();
  expect(typedDatesProblem({ startDate: '2026-11-01', endDate: '31/04/2026' }, labels)).toBe(
    'End Date: 31/04/2026 is not a date: April 2026 has 30 days.',
  );
  expect(typedDatesProblem({ startDate: 'soon', endDate: 'later' }, labels)).toBe(
    'Start Date: Enter the date as dd/mm/yyyy, e.g. 01/11/2026.',
  );
});

describe('date presets, counted from India today', () => {
  test.each([
    ['today', '2026-11-28', '2026-11-28', '2026-11-28'],
    ['yesterday', '2026-11-28', '2026-11-27', '2026-11-27'],
    ['yesterday', '2026-03-01', '2026-02-28', '2026-02-28'],
    ['yesterday', '2026-01-01', '2025-12-31', '2025-12-31'],
    ['thisMonth', '2026-11-28', '2026-11-01', '2026-11-28'],
    ['lastMonth', '2026-11-28', '2026-10-01', '2026-10-31'],
    ['lastMonth', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['lastMonth', '2024-03-15', '2024-02-01', '2024-02-29'],
    ['lastMonth', '2026-01-10', '2025-12-01', '2025-12-31'],
  ] as const)('%s on %s is %s to %s', (preset, today, startDate, endDate) => {
    expect(datePresetRange(preset, today)).toEqual({ startDate, endDate });
  });

  test('a range shows the preset it is', () => {
    expect(presetOfRange({ startDate: '2026-10-01', endDate: '2026-10-31' }, '2026-11-28')).toBe('lastMonth');
    expect(presetOfRange({ startDate: '2026-10-01', endDate: '2026-10-30' }, '2026-11-28')).toBeNull();
  });
});
