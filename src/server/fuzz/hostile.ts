import fc from 'fast-check';
import { MAX_ANY_TEXT_LENGTH } from '../../shared/common/text-rules';
import { BOUNDED_FIELD_NAMES, boundaryNumber } from './bounds';

/**
 * Generators of hostile input for the route fuzzer. "Poison" is refused by the input
 * gate or the body parser whatever the route; "junk" is anything an attacker may send (wrong
 * types, odd numbers, impossible dates, injection text) that every route must survive.
 */

/** Characters no text may contain. */
export const forbiddenChar = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\r',
  '\ud800',
  '\udfff',
  '\u000b',
);

/**
 * Invisible and direction-changing characters, refused like the forbidden ones. A joiner is sent
 * after a Latin letter: after an Indic letter or an emoji it is allowed.
 */
export const invisibleChar = fc.constantFrom(
  '\u200b',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2069',
  '\ufeff',
  '\u2028',
  '\u2029',
  '\u00ad',
  '\u2060',
  '\u2064',
  '\u180e',
  '\u061c',
  'x\u200c',
  'x\u200d',
  '\u3164',
  '\u{e0041}',
);

/** A string that carries a forbidden, invisible or direction-changing character somewhere. */
export const poisonedText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.oneof(forbiddenChar, invisibleChar), fc.string({ maxLength: 12 }))
  .map(([a, bad, b]) => `${a}${bad}${b}`);

export const overlongText = fc
  .integer({ min: MAX_ANY_TEXT_LENGTH + 1, max: 300_000 })
  .map((n) => 'x'.repeat(n));

/** Text an attacker tries: injection, traversal, odd unicode, odd numbers and dates. */
export const junkText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '   ',
    "' OR '1'='1",
    "'; DROP TABLE trips; --",
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '%2e%2e%2f',
    '<script>alert(1)</script>',
    '${7*7}',
    '{{7*7}}',
    'NaN',
    'Infinity',
    '-Infinity',
    '-1',
    '0',
    '1e308',
    '-0',
    '0x10',
    '2026-02-30',
    '0000-01-01',
    '9999-99-99',
    '2026-13-01',
    '1900-00-00',
    'null',
    'undefined',
    'true',
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    '𝕏𝕐ℤ',
    '🚚🚚🚚',
    'ﬀ',
    'İ',
    '\u00a0',
    '\u200b',
    'T0',
    'T-1',
    'B99999999999999999999',
    '$ne',
    '[object Object]',
    '__proto__',
    'constructor',
    // Not NFC (read as the composed form), and joiners where Indic scripts and emoji need them.
    'Cafe\u0301',
    'e\u0301',
    '\u1e9b\u0323',
    'A\u030anna',
    '\u0915\u094d\u200d\u0937',
    '\u0d28\u0d4d\u200d',
    '👨\u200d👩',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

export const junkNumber = fc.constantFrom(
  -1,
  -0.0001,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  0.1 + 0.2,
  123456789012.345,
  -99999999,
);

/** A JSON value of any type, shallow. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: junkText },
  { weight: 2, arbitrary: junkNumber },
  { weight: 1, arbitrary: boundaryNumber },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, true, false, [], {}, { $ne: '' }, { $gt: 0 }, ['B1'], [1, 2], [[]]),
  },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), junkText, { maxKeys: 3 }) },
);

/** Field names the app's routes read (so junk lands where it is looked at), plus random ones. */
export const FIELD_NAMES = [
  'username',
  'password',
  'profile',
  'currentPassword',
  'newPassword',
  'retypePassword',
  'vendor',
  'vendorName',
  'truckNumber',
  'truckNo',
  'from',
  'to',
  'destinationFrom',
  'destinationTo',
  'rate',
  'weight',
  'actualWeight',
  'freight',
  'diesel',
  'advance',
  'toll',
  'adblue',
  'greasing',
  'short',
  'localDate',
  'startDate',
  'endDate',
  'date',
  'month',
  'year',
  'bill_id',
  'billId',
  'tripIds',
  'trips',
  'ids',
  '_id',
  'id',
  'TripID',
  'remarks',
  'text',
  'amount',
  'applyTaxes',
  'pan',
  'gst',
  'bankName',
  'accountNumber',
  'ifsc',
  'ownerName',
  'tdsRate',
  'phone',
  'address',
  'document',
  'docType',
  'transactionStatus',
  'search',
  'page',
  'limit',
  'offset',
  'sort',
  'q',
  'status',
  'name',
  'mode',
  'reference',
];
export const fieldName = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom(...BOUNDED_FIELD_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
);

export const junkBody = fc.dictionary(fieldName, junkValue, { maxKeys: 8 });

/** Wraps a poisoned string somewhere inside a junk body: as a value, a key, or nested in an array/object. */
export const poisonedBody = fc
  .tuple(
    junkBody,
    fieldName,
    fc.oneof(poisonedText, overlongText),
    fc.constantFrom('value', 'key', 'array', 'object'),
  )
  .map(([body, name, bad, where]) => {
    const out: Record<string, unknown> = { ...body };
    if (where === 'key') out[bad.slice(0, 1000)] = 'x';
    else if (where === 'array') out[name] = ['ok', bad];
    else if (where === 'object') out[name] = { text: bad, amount: 1 };
    else out[name] = bad;
    return out;
  });

/** JSON text nested deeper than any body of the app (as text: JSON.stringify would recurse). */
export const deepJson = fc
  .integer({ min: 9, max: 2000 })
  .map((depth) => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`);
