import {
  capitaliseDestination,
  checkFreightPayload,
  FREIGHT_MESSAGES,
  freightPairKey,
  freightPayloadSchema,
} from './freight';
import { firstIssue } from '../common/validation';
import { eachInputGives, eachMessageIs } from '../test/tables';

const payload = (from: unknown, to: unknown, rate: unknown) => ({
  from_destination: from,
  to_destination: to,
  rate,
});

describe('capitaliseDestination', () => {
  eachInputGives('%j -> %j', capitaliseDestination, [
    ['pune', 'Pune'],
    ['MUMBAI', 'Mumbai'],
    ['  navi   MUMBAI  ', 'Navi mumbai'],
    ['jNPT', 'Jnpt'],
    ['', ''],
  ]);
});

test('freightPairKey compares pairs whatever their case and spacing', () => {
  expect(freightPairKey(' PUNE', 'navi  mumbai')).toBe(freightPairKey('Pune', 'Navi Mumbai'));
  expect(freightPairKey('Pune', 'Mumbai')).not.toBe(freightPairKey('Mumbai', 'Pune'));
});

describe('freight payload: valid', () => {
  test('destinations capitalised, a whole rate kept', () => {
    expect(checkFreightPayload(payload(' pune ', 'MUMBAI', 1450))).toEqual({
      ok: true,
      value: { from_destination: 'Pune', to_destination: 'Mumbai', rate: 1450 },
    });
  });

  test.each([
    ['1450', 1450],
    ['  99 ', 99],
    ['1450.00', 1450],
    [0, 0],
    ['0', 0],
    [100_000, 100_000],
  ])('rate %j is stored as %j', (rate, stored) => {
    const result = checkFreightPayload(payload('Pune', 'Mumbai', rate));
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ rate: stored }) });
  });

  test('the schema gives the same values for the server', () => {
    expect(freightPayloadSchema.parse(payload('nagpur', 'WARDHA', '721'))).toEqual({
      from_destination: 'Nagpur',
      to_destination: 'Wardha',
      rate: 721,
    });
  });
});

describe('freight payload: invalid, with the rule message', () => {
  const cases: [string, unknown, string][] = [
    ['missing from', payload('', 'Mumbai', 100), 'From is required.'],
    ['blank to', payload('Pune', '   ', 100), 'To is required.'],
    ['empty rate', payload('Pune', 'Mumbai', ''), 'Rate is required.'],
    ['absent rate', { from_destination: 'Pune', to_destination: 'Mumbai' }, 'Rate is required.'],
    ['null rate', payload('Pune', 'Mumbai', null), 'Rate is required.'],
    ['empty object', {}, 'From is required.'],
    ['no object', null, 'From is required.'],
    ['a string body', 'Pune', FREIGHT_MESSAGES.required],
    ['a number as from', payload(12, 'Mumbai', 1), 'From is required.'],
    ['text rate', payload('Pune', 'Mumbai', 'abc'), FREIGHT_MESSAGES.rateNotNumber],
    ['rate with a unit', payload('Pune', 'Mumbai', '1450/t'), FREIGHT_MESSAGES.rateNotNumber],
    ['exponent rate', payload('Pune', 'Mumbai', '1e3'), FREIGHT_MESSAGES.rateNotNumber],
    ['boolean rate', payload('Pune', 'Mumbai', true), FREIGHT_MESSAGES.rateNotNumber],
    ['infinite rate', payload('Pune', 'Mumbai', Infinity), FREIGHT_MESSAGES.rateNotNumber],
    ['negative rate', payload('Pune', 'Mumbai', -1), FREIGHT_MESSAGES.rateNegative],
    ['small negative rate', payload('Pune', 'Mumbai', '-0.4'), FREIGHT_MESSAGES.rateNegative],
    ['huge rate', payload('Pune', 'Mumbai', 100_001), FREIGHT_MESSAGES.rateTooLarge],
    ['rate with paise', payload('Pune', 'Mumbai', '1450.5'), FREIGHT_MESSAGES.rateNotWhole],
    ['rate with three decimals', payload('Pune', 'Mumbai', 9999999.999), FREIGHT_MESSAGES.rateNotWhole],
    ['tiny rate', payload('Pune', 'Mumbai', 1e-7), FREIGHT_MESSAGES.rateNotWhole],
    ['long destination', payload('Pune', 'M'.repeat(61), 1), 'To must be at most 60 characters.'],
  ];
  test.each(cases)('%s', (_name, input, message) => {
    expect(checkFreightPayload(input)).toEqual({ ok: false, message });
    expect(firstIssue(freightPayloadSchema.safeParse(input ?? {}))).toBe(message);
  });

  test('every broken field is reported on its own path, in the form order', () => {
    const result = freightPayloadSchema.safeParse(payload('P'.repeat(61), '', '12.5'));
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['from_destination', 'From must be at most 60 characters.'],
      ['to_destination', 'To is required.'],
      ['rate', FREIGHT_MESSAGES.rateNotWhole],
    ]);
  });

  test('a 60-character destination is allowed', () => {
    expect(checkFreightPayload(payload('Pune', 'M'.repeat(60), 1)).ok).toBe(true);
  });
});

describe('SPEC.md section 8 freight messages, verbatim', () => {
  eachMessageIs('the Freight screen says %s in SPEC.md words: %j', FREIGHT_MESSAGES, [
    ['listError', 'Error fetching data. Please try again later.'],
    ['empty', 'No freight data available.'],
    ['added', 'Data submitted successfully!'],
    ['duplicate', 'Duplicate entry detected. Please check the data.'],
    ['addFailed', 'Failed to submit data. Please try again.'],
    ['updated', 'Freight updated successfully!'],
    ['updateFailed', 'Failed to update row.'],
    ['updateConflict', 'Conflict: Freight already exists.'],
    ['notFound', 'Freight entry not found.'],
    ['errorPrefix', 'Error: '],
    ['network', 'Network error or server is down.'],
    ['deleted', 'Freight deleted successfully!'],
    ['deleteFailed', 'Failed to delete Freight.'],
  ]);
});
