import { permissionsFor } from '../auth/permissions';
import type { Profile } from '../auth/profiles';
import { resolveSearch } from './search';

// SPEC.md section 2 (Shell, search rule) and section 6 (Search row), in SPEC's words.
const EMPTY = 'Please enter a valid Trip ID/Bill ID';
const INVALID = 'Invalid input.';
const LOADING_NO_ACCESS = 'You do not have access to this section'; // section 6: no final period
const NO_ACCESS = 'You do not have access to this section.';

const search = (profile: Profile, input: string) => resolveSearch(input, permissionsFor(profile));

describe.each(['accountant', 'admin'] as const)('%s (full access)', (profile) => {
  test('T... opens the trip form', () => {
    expect(search(profile, 'T123')).toEqual({ kind: 'trip', id: 'T123', to: '/home/T123' });
  });

  test('B... opens the revise screen with the bill id', () => {
    expect(search(profile, 'B42')).toEqual({ kind: 'bill', id: 'B42', to: '/revise-bill?bill_id=B42' });
  });

  test('lower-case input is upper-cased', () => {
    expect(search(profile, 't77')).toEqual({ kind: 'trip', id: 'T77', to: '/home/T77' });
    expect(search(profile, 'b9')).toEqual({ kind: 'bill', id: 'B9', to: '/revise-bill?bill_id=B9' });
  });

  test('surrounding spaces are ignored', () => {
    expect(search(profile, '  T5 ')).toEqual({ kind: 'trip', id: 'T5', to: '/home/T5' });
  });

  test.each(['X12', '123', 'ABC', '#T1'])('%s gives "Invalid input."', (input) => {
    expect(search(profile, input)).toEqual({ kind: 'error', message: INVALID });
  });

  test.each(['', '   '])('%j gives the empty-box message', (input) => {
    expect(search(profile, input)).toEqual({ kind: 'error', message: EMPTY });
  });
});

describe('loadingManager: any search is refused', () => {
  test.each(['T1', 'B1', 'X1', 't1', 'b1'])('%s', (input) => {
    expect(search('loadingManager', input)).toEqual({ kind: 'error', message: LOADING_NO_ACCESS });
  });

  test.each(['', '   '])('an empty box %j gives the access message too', (input) => {
    expect(search('loadingManager', input)).toEqual({ kind: 'error', message: LOADING_NO_ACCESS });
  });
});

describe('unloadingManager: bill ids are refused', () => {
  test('T... opens the trip form', () => {
    expect(search('unloadingManager', 't10')).toEqual({ kind: 'trip', id: 'T10', to: '/home/T10' });
  });

  test.each(['B1', 'b1'])('%s gives the no-access alert', (input) => {
    expect(search('unloadingManager', input)).toEqual({ kind: 'error', message: NO_ACCESS });
  });

  test('other input is invalid', () => {
    expect(search('unloadingManager', 'Q1')).toEqual({ kind: 'error', message: INVALID });
  });

  test('an empty box asks for an id', () => {
    expect(search('unloadingManager', '')).toEqual({ kind: 'error', message: EMPTY });
  });
});

test('the id is URL-encoded in the target', () => {
  expect(search('admin', 'T1/../x')).toEqual({ kind: 'trip', id: 'T1/../X', to: '/home/T1%2F..%2FX' });
  expect(search('admin', 'B1&x=y')).toEqual({
    kind: 'bill',
    id: 'B1&X=Y',
    to: '/revise-bill?bill_id=B1%26X%3DY',
  });
});
