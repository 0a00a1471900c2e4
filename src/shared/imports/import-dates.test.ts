import { importDate } from './import-dates';

test('DD/MM/YYYY (with /, - or .) and YYYY-MM-DD are read as dates; anything else is left for the rule to name', () => {
  expect(['31/12/2026', '1/3/2027', '05-06-2026', '05.06.2026', '2026-12-31'].map(importDate)).toEqual([
    '2026-12-31',
    '2027-03-01',
    '2026-06-05',
    '2026-06-05',
    '2026-12-31',
  ]);
  expect(['31/02/2026', '12/31/2026', 'soon', ' '].map(importDate)).toEqual([
    '31/02/2026',
    '12/31/2026',
    'soon',
    '',
  ]);
});

test('a cell is read as a date box reads a typed date: two-digit years and digits alone too, day first', () => {
  expect(['1-11-26', '01112026', '\u200e01/11/2026'].map(importDate)).toEqual([
    '2026-11-01',
    '2026-11-01',
    '2026-11-01',
  ]);
});
