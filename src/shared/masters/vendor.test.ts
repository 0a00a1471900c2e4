import {
  checkVendorInput,
  GST_APPLICABLE_OPTIONS,
  normaliseVendorInput,
  toAlphanumericUpper,
  toTitleCase,
  VENDOR_FIELDS,
  VENDOR_HINTS,
  VENDOR_LABELS,
  VENDOR_MESSAGES,
  vendorInputSchema,
} from './vendor';
import { EMPTY_VENDOR_OPTIONALS, SAI_KRUPA_STORED, SAMPLE_VENDOR } from '../test/samples';
import { firstIssue } from '../common/validation';
import { eachInputGives, eachMessageIs } from '../test/tables';

const valid = SAMPLE_VENDOR;
const withField = (overrides: Record<string, unknown>) => ({ ...valid, ...overrides });

function expectMessage(input: unknown, message: string) {
  expect(checkVendorInput(input)).toEqual({ ok: false, message });
  expect(firstIssue(vendorInputSchema.safeParse(input))).toBe(message);
}

function expectStored(input: unknown) {
  const result = checkVendorInput(input);
  if (!result.ok) throw new Error(`expected valid, got: ${result.message}`);
  return result.value;
}

describe('toTitleCase', () => {
  eachInputGives('%j -> %j', toTitleCase, [
    ['sharma roadlines', 'Sharma Roadlines'],
    ['  SHARMA   ROADLINES  pvt LTD ', 'Sharma Roadlines Pvt Ltd'],
    ['sai-krupa transport (india)', 'Sai-Krupa Transport (India)'],
    ['r.k. logistics', 'R.K. Logistics'],
    ['m/s. om transport', 'M/S. Om Transport'],
    ['', ''],
  ]);
});

test('toAlphanumericUpper keeps upper-case letters and digits only (what the PAN/GST/IFSC inputs accept)', () => {
  expect(toAlphanumericUpper('aaa-pl 1234c!')).toBe('AAAPL1234C');
});

describe('normaliseVendorInput', () => {
  test('applies the storage form of every field and drops unknown keys', () => {
    expect(
      normaliseVendorInput({
        companyName: ' sai  KRUPA transport ',
        companyOwner: 'suresh jadhav',
        tdsRate: ' 1.5 ',
        pan: 'aabfs 1234k',
        gst: '27aabfs1234k1z2',
        gstApplicable: 'no',
        email: ' Billing@SaiKrupa.IN ',
        mobile: '98220 11111',
        bankName: '  Bank of   Maharashtra ',
        bankAccount: ' 6012 3456 789 ',
        ifscCode: 'mahb0000123',
        _id: '7',
        index: 3,
      }),
    ).toEqual({ ...SAI_KRUPA_STORED, tdsRate: '1.5' });
  });

  test('missing fields become empty text; numbers become text', () => {
    const out = normaliseVendorInput({ mobile: 9822012345 });
    expect(out.mobile).toBe('9822012345');
    expect(out.companyName).toBe('');
    expect(out.tdsRate).toBe('');
    expect(normaliseVendorInput(null)).toEqual(Object.fromEntries(VENDOR_FIELDS.map((f) => [f, ''])));
  });

  test('normalising twice changes nothing (client and server store the same values)', () => {
    const once = normaliseVendorInput(withField({ companyName: 'om  SAI', pan: 'aaapl 1234c' }));
    expect(normaliseVendorInput(once)).toEqual(once);
  });
});

describe('a valid vendor', () => {
  test('is stored with the normalised values and a numeric TDS rate', () => {
    expect(
      expectStored(withField({ companyName: 'om sai transport', tdsRate: '1.25', ifscCode: 'sbin0001234' })),
    ).toEqual({
      ...valid,
      companyName: 'Om Sai Transport',
      tdsRate: 1.25,
    });
  });

  test('every optional field may be empty', () => {
    const stored = expectStored(withField(EMPTY_VENDOR_OPTIONALS));
    expect(stored).toMatchObject(EMPTY_VENDOR_OPTIONALS);
  });

  test.each([
    ['companyName', 'Abc'],
    ['companyName', 'A'.repeat(40)],
    ['companyOwner', 'Raj'],
    ['pan', 'ABCDE12345'],
    ['gst', '29ABCDE1234F1Z5'],
    ['email', 'a.b-c@mail.co.in'],
    ['mobile', '0123456789'],
    ['bankName', 'B'.repeat(40)],
    ['bankName', 'Bank of Baroda 2'],
    ['bankAccount', '123456789'],
    ['bankAccount', '123456789012345678'],
    ['ifscCode', 'HDFC0ABC123'],
    ['tdsRate', 0],
    ['tdsRate', 100],
    ['tdsRate', '0.01'],
    ['tdsRate', 99.99],
    ['gstApplicable', 'No'],
  ])('%s %j', (field, value) => {
    expect(checkVendorInput(withField({ [field]: value })).ok).toBe(true);
  });
});

describe('an invalid vendor gives the rule message', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['company name empty', { companyName: '' }, VENDOR_MESSAGES.companyNameRequired],
    ['company name blank', { companyName: '   ' }, VENDOR_MESSAGES.companyNameRequired],
    ['company name absent', { companyName: undefined }, VENDOR_MESSAGES.companyNameRequired],
    ['company name not text', { companyName: { x: 1 } }, VENDOR_MESSAGES.companyNameRequired],
    ['company name too short', { companyName: 'Ab' }, VENDOR_MESSAGES.companyNameLength],
    ['company name too long', { companyName: 'A'.repeat(41) }, VENDOR_MESSAGES.companyNameLength],
    ['owner empty', { companyOwner: '' }, VENDOR_MESSAGES.companyOwnerRequired],
    ['owner too short', { companyOwner: 'Al' }, VENDOR_MESSAGES.companyOwnerLength],
    ['owner too long', { companyOwner: 'O'.repeat(41) }, VENDOR_MESSAGES.companyOwnerLength],
    ['PAN 9 characters', { pan: 'AAAPL1234' }, 'PAN must be either empty or exactly 10 characters!'],
    ['PAN 11 characters', { pan: 'AAAPL1234CX' }, 'PAN must be either empty or exactly 10 characters!'],
    ['PAN with a symbol', { pan: 'AAAPL-234C' }, 'PAN can have only letters and digits!'],
    ['GST 14 characters', { gst: '27AAAPL1234C1Z' }, 'GST must be either empty or exactly 15 characters!'],
    ['GST with a symbol', { gst: '27AAAPL1234C1Z/' }, 'GST can have only letters and digits!'],
    ['email without domain dot', { email: 'accounts@ganesh' }, 'Invalid email address!'],
    ['email without @', { email: 'accounts.ganesh.in' }, 'Invalid email address!'],
    ['email with a space', { email: 'acc ounts@ganesh.in' }, 'Invalid email address!'],
    ['mobile 9 digits', { mobile: '982201234' }, 'Mobile number must be exactly 10 digits or empty!'],
    ['mobile 11 digits', { mobile: '98220123456' }, 'Mobile number must be exactly 10 digits or empty!'],
    ['mobile with a letter', { mobile: '98220l2345' }, 'Mobile number must be exactly 10 digits or empty!'],
    ['mobile with +91', { mobile: '+919822012345' }, 'Mobile number must be exactly 10 digits or empty!'],
    [
      'bank name 41 characters',
      { bankName: 'B'.repeat(41) },
      'Bank name must be at most 40 characters or empty!',
    ],
    [
      'bank name with a dot',
      { bankName: 'HDFC Bank Ltd.' },
      'Bank name can have only letters, digits and spaces!',
    ],
    [
      'bank name with symbols, short',
      { bankName: 'Bank!!@@' },
      'Bank name can have only letters, digits and spaces!',
    ],
    [
      'account 8 digits',
      { bankAccount: '12345678' },
      'Bank account number must be between 9 and 18 digits or empty!',
    ],
    [
      'account 19 digits',
      { bankAccount: '1'.repeat(19) },
      'Bank account number must be between 9 and 18 digits or empty!',
    ],
    [
      'account with a letter',
      { bankAccount: '12345678A' },
      'Bank account number must be between 9 and 18 digits or empty!',
    ],
    ['IFSC fifth not zero', { ifscCode: 'SBIN1001234' }, 'Invalid IFSC code!'],
    ['IFSC digit in bank code', { ifscCode: 'SB1N0001234' }, 'Invalid IFSC code!'],
    ['IFSC too short', { ifscCode: 'SBIN000123' }, 'Invalid IFSC code!'],
    ['TDS empty', { tdsRate: '' }, VENDOR_MESSAGES.tdsRateRequired],
    ['TDS absent', { tdsRate: undefined }, VENDOR_MESSAGES.tdsRateRequired],
    ['TDS above 100', { tdsRate: 100.01 }, VENDOR_MESSAGES.tdsRateRange],
    ['TDS negative', { tdsRate: '-1' }, VENDOR_MESSAGES.tdsRateRange],
    ['TDS text', { tdsRate: 'two' }, VENDOR_MESSAGES.tdsRateRange],
    ['TDS with percent', { tdsRate: '2%' }, VENDOR_MESSAGES.tdsRateRange],
    ['TDS three decimals', { tdsRate: '1.005' }, VENDOR_MESSAGES.tdsRateStep],
    ['GST applicable Select', { gstApplicable: 'Select' }, VENDOR_MESSAGES.gstApplicableRequired],
    ['GST applicable empty', { gstApplicable: '' }, VENDOR_MESSAGES.gstApplicableRequired],
    ['GST applicable other', { gstApplicable: 'Maybe' }, VENDOR_MESSAGES.gstApplicableRequired],
  ];
  test.each(cases)('%s', (_name, overrides, message) => {
    expectMessage(withField(overrides), message);
  });

  test('rules are checked in SPEC.md order: the first broken one is reported', () => {
    expectMessage(
      withField({ companyName: '', pan: 'x', ifscCode: 'x' }),
      VENDOR_MESSAGES.companyNameRequired,
    );
    expectMessage(withField({ pan: 'x', gst: 'x' }), VENDOR_MESSAGES.pan);
    expectMessage(withField({ ifscCode: 'x', tdsRate: 500 }), VENDOR_MESSAGES.ifscCode);
    expectMessage({}, VENDOR_MESSAGES.companyNameRequired);
  });

  test('every broken rule is reported, one per field, so a form names them all at once', () => {
    const result = vendorInputSchema.safeParse(
      withField({ companyName: 'ab', pan: 'x', bankName: 'Bank!!@@', ifscCode: 'x', tdsRate: 500 }),
    );
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      companyName: VENDOR_MESSAGES.companyNameLength,
      pan: VENDOR_MESSAGES.pan,
      bankName: VENDOR_MESSAGES.bankNameCharacters,
      ifscCode: VENDOR_MESSAGES.ifscCode,
      tdsRate: VENDOR_MESSAGES.tdsRateRange,
    });
  });
});

describe('SPEC.md section 8 vendor messages, verbatim', () => {
  // The section 5 words (PAN, GST, email, mobile, bank, IFSC) are checked above, through the rules.
  eachMessageIs('the Vendor screen says %s in SPEC.md words: %j', VENDOR_MESSAGES, [
    ['listError', 'Error fetching data. Please try again later.'],
    ['empty', 'No data available.'],
    ['duplicateFallback', 'Duplicate vendor entry detected.'],
    ['submitFailed', 'Failed to submit vendor. Please try again.'],
    ['deleted', 'Vendor deleted successfully!'],
    ['deleteFailed', 'Failed to delete Vendor.'],
  ]);
});

test('every field has a label and a hint; GST applicable is Yes or No', () => {
  for (const field of VENDOR_FIELDS) {
    expect(VENDOR_LABELS[field]).toBeTruthy();
    expect(VENDOR_HINTS[field]).toBeTruthy();
  }
  expect(GST_APPLICABLE_OPTIONS).toEqual(['Yes', 'No']);
});
