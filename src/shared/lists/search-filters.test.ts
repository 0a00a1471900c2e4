import {
  checkBillDateOrder,
  checkGenerateBillFilters,
  checkTransactionsFilters,
  checkTripFilters,
  isBillId,
  normaliseBillId,
} from './search-filters';
import { eachInputGives } from '../test/tables';

describe('Reports, Business and Generate bill filters', () => {
  eachInputGives('at least one filter: %j -> %p', checkTripFilters, [
    [{}, 'Please select at least one filter'],
    [
      { startDate: '', endDate: null, vendor: '   ', truckNumber: undefined },
      'Please select at least one filter',
    ],
    [{ vendor: 'Shree' }, null],
    [{ truckNumber: 'MH12' }, null],
    [{ startDate: '2025-03-01', endDate: '2025-03-31' }, null],
  ]);

  eachInputGives('a date range with a truck number needs both dates: %j -> %p', checkTripFilters, [
    [{ truckNumber: 'MH12', startDate: '2025-03-01' }, 'Please select both start-date and end-date'],
    [{ truckNumber: 'MH12', endDate: '2025-03-01' }, 'Please select both start-date and end-date'],
    [{ truckNumber: 'MH12', startDate: '2025-03-01', endDate: '2025-03-02' }, null],
    [{ vendor: 'Shree', startDate: '2025-03-01' }, null],
  ]);

  const invisible = (label: string, codePoint: string) =>
    `${label} contains an invisible or text-direction character (${codePoint}) that is not allowed. Please retype it.`;
  eachInputGives('a typed vendor or truck with an invisible character names it: %j -> %p', checkTripFilters, [
    [{ vendor: 'Ka\u200bveri' }, invisible('Vendor', 'U+200B')],
    [{ truckNumber: 'MH12\u202e' }, invisible('Truck Number', 'U+202E')],
    [{ vendor: 'Shree', truckNumber: 'MH\ufeff12' }, invisible('Truck Number', 'U+FEFF')],
    // Sent trimmed, so a U+FEFF at either end never reaches the server.
    [{ truckNumber: '\ufeffMH12 ' }, null],
  ]);

  test('generate bill and revise bill: the end date not before the start date', () => {
    expect(checkBillDateOrder('2025-03-02', '2025-03-01')).toBe(
      'End date should be greater than or equal to Start Date.',
    );
    expect(checkBillDateOrder('2025-03-01', '2025-03-01')).toBeNull();
    expect(checkBillDateOrder('2025-03-01', '')).toBeNull();
    expect(checkGenerateBillFilters({})).toBe('Please select at least one filter');
    expect(checkGenerateBillFilters({ startDate: '2025-12-31', endDate: '2025-01-01' })).toBe(
      'End date should be greater than or equal to Start Date.',
    );
  });
});

describe('Transactions filters', () => {
  test('both dates, start not after end', () => {
    expect(checkTransactionsFilters('', '2025-03-01')).toBe('Please select both start and end dates.');
    expect(checkTransactionsFilters('2025-03-01', null)).toBe('Please select both start and end dates.');
    expect(checkTransactionsFilters('2025-03-02', '2025-03-01')).toBe(
      'End date should be greater than start date.',
    );
    expect(checkTransactionsFilters('2025-03-01', '2025-03-01')).toBeNull();
    expect(checkTransactionsFilters('2024-12-31', '2025-01-01')).toBeNull();
  });
});

describe('bill id', () => {
  test('upper-cased; B followed by digits only', () => {
    expect(normaliseBillId(' b1024 ')).toBe('B1024');
    expect(isBillId('b1024')).toBe(true);
    expect(isBillId('B')).toBe(false);
    expect(isBillId('B12a')).toBe(false);
    expect(isBillId('T1024')).toBe(false);
    expect(isBillId('B 12')).toBe(false);
  });
});
