import { COLUMN_FILTER_MESSAGES, filtersQueryValue, parseTripFilters } from './column-filters';

describe('parseTripFilters', () => {
  test('no filters, null or an empty text: nothing filters', () => {
    for (const source of [{}, { filters: null }, { filters: '' }, undefined, 'text'])
      expect(parseTripFilters(source)).toEqual({ ok: true, filters: {} });
  });

  test('an object or its JSON text: the non-blank texts, trimmed', () => {
    const expected = { ok: true, filters: { TruckNumber: 'MH12', Vendor: 'shree' } };
    expect(
      parseTripFilters({ filters: { TruckNumber: ' MH12 ', Vendor: 'shree', DriverName: '  ' } }),
    ).toEqual(expected);
    expect(parseTripFilters({ filters: JSON.stringify({ TruckNumber: 'MH12', Vendor: 'shree ' }) })).toEqual(
      expected,
    );
  });

  test.each([
    [{ filters: '{bad' }, COLUMN_FILTER_MESSAGES.badFilters],
    [{ filters: [] }, COLUMN_FILTER_MESSAGES.badFilters],
    [{ filters: 7 }, COLUMN_FILTER_MESSAGES.badFilters],
    [{ filters: { Rate: '1' } }, COLUMN_FILTER_MESSAGES.badKey],
    [{ filters: '{"__proto__":"x","TruckNumber":"a"}' }, COLUMN_FILTER_MESSAGES.badKey],
    [{ filters: { TruckNumber: ['MH'] } }, COLUMN_FILTER_MESSAGES.badText],
    [{ filters: { TruckNumber: 'x'.repeat(101) } }, COLUMN_FILTER_MESSAGES.badText],
  ])('%j is refused with its message', (source, message) => {
    expect(parseTripFilters(source)).toEqual({ ok: false, message });
  });
});

test('filtersQueryValue: JSON of the filters that filter, none when all are blank', () => {
  expect(filtersQueryValue({ TruckNumber: 'MH12', Vendor: ' ' })).toBe('{"TruckNumber":"MH12"}');
  expect(filtersQueryValue({ Vendor: '' })).toBeUndefined();
  expect(parseTripFilters({ filters: filtersQueryValue({ DriverName: 'Anil' }) })).toEqual({
    ok: true,
    filters: { DriverName: 'Anil' },
  });
});
