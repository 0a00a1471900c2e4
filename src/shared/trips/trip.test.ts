import {
  TRIP_MESSAGES,
  checkTripFile,
  checkTripSubmit,
  tripSubmitSchema,
  differenceInWeight,
  lookupRate,
  parseTripForm,
  parseTripNumber,
  parseTripRowEdit,
  tripRowEditSchema,
  rateAndFreight,
  tripFilePath,
  tripLookupsFrom,
  type TripSubmitFields,
} from './';
import { SAMPLE_TRIP } from '../test/samples';

const destinations = [
  { from: 'Pune', to: 'Mumbai', rate: 1450 },
  { from: 'Mumbai', to: 'Pune', rate: 1400 },
  { from: 'Navi mumbai', to: 'Nashik', rate: 1333 },
];
const lookups = tripLookupsFrom(
  [{ truck_no: 'MH12KL1111' }, { truck_no: 'KA01AB2222' }],
  [{ company_name: 'Shree Ganesh Roadlines' }, { company_name: 'Om Sai Carriers' }],
  destinations,
);

const valid: TripSubmitFields = {
  TruckNumber: 'MH12KL1111',
  Vendor: 'Shree Ganesh Roadlines',
  DestinationFrom: 'Pune',
  DestinationTo: 'Mumbai',
  TruckType: 'Bulker',
  TransactionStatus: 'Open',
};
const check = (overrides: TripSubmitFields, isNew = true) =>
  checkTripSubmit({ ...valid, ...overrides }, lookups, { isNew });

describe('look-ups', () => {
  test('origins and destinations come from the rate rows, once each', () => {
    expect(lookups.origins).toEqual(['Pune', 'Mumbai', 'Navi mumbai']);
    expect(lookups.destinations).toEqual(['Mumbai', 'Pune', 'Nashik']);
  });

  test('lookupRate matches the pair whatever its case and spacing; 0 when unknown or empty', () => {
    expect(lookupRate(destinations, 'pune', 'MUMBAI')).toBe(1450);
    expect(lookupRate(destinations, ' navi   Mumbai ', 'nashik')).toBe(1333);
    expect(lookupRate(destinations, 'Mumbai', 'Mumbai')).toBe(0);
    expect(lookupRate(destinations, 'Pune', '')).toBe(0);
    expect(lookupRate([{ from: 'Pune', to: 'Mumbai' }], 'Pune', 'Mumbai')).toBe(0); // a manager's list has no rates
  });

  test("rateAndFreight: the trip form's live values (SPEC.md section 4)", () => {
    expect(rateAndFreight(destinations, 'Pune', 'Mumbai', '12.345')).toEqual({ rate: 1450, freight: 17900 });
    expect(rateAndFreight(destinations, 'navi mumbai', 'NASHIK', 0.5)).toEqual({ rate: 1333, freight: 667 });
    expect(rateAndFreight(destinations, 'Pune', 'Mumbai', '')).toEqual({ rate: 0, freight: 0 });
    expect(rateAndFreight(destinations, 'Pune', 'Mumbai', '0')).toEqual({ rate: 0, freight: 0 });
    expect(rateAndFreight(destinations, 'Pune', 'Mumbai', 'abc')).toEqual({ rate: 0, freight: 0 });
    expect(rateAndFreight(destinations, 'Pune', 'Nashik', 10)).toEqual({ rate: 0, freight: 0 });
    expect(rateAndFreight(destinations, '', 'Mumbai', 10)).toEqual({ rate: 0, freight: 0 });
  });

  test('differenceInWeight = Weight - ActualWeight, exact to the kilogram; null until both are known', () => {
    expect(differenceInWeight(12.345, 12.1)).toBe(0.245);
    expect(differenceInWeight(10, 10.5)).toBe(-0.5);
    expect(differenceInWeight(10, null)).toBeNull();
    expect(differenceInWeight(null, 3)).toBeNull();
  });
});

describe('checkTripSubmit: SPEC.md section 5, in order', () => {
  test('a complete new trip passes; names match whatever their case', () => {
    expect(check({})).toBeNull();
    expect(
      check({
        TruckNumber: 'mh12 kl1111',
        Vendor: ' shree ganesh  ROADLINES',
        DestinationFrom: 'pune',
        DestinationTo: 'mumbai',
      }),
    ).toBeNull();
  });

  test('1. an unknown truck first, and the truck field is cleared', () => {
    expect(
      check({ TruckNumber: 'MH99ZZ0000', Vendor: 'Nobody', DestinationFrom: 'Atlantis', TruckType: '' }),
    ).toEqual({
      message: 'Please enter valid truck number',
      field: 'TruckNumber',
      clearField: 'TruckNumber',
    });
  });

  test('2. then an unknown vendor (not cleared)', () => {
    expect(check({ Vendor: 'Shree', DestinationFrom: 'Atlantis' })).toEqual({
      message: 'Please enter valid vendor',
      field: 'Vendor',
    });
  });

  test('3. then From among the origins and To among the destinations; that field is cleared', () => {
    expect(check({ DestinationFrom: 'Nashik', TruckType: '' })).toEqual({
      message: 'Please enter valid destination',
      field: 'DestinationFrom',
      clearField: 'DestinationFrom',
    });
    expect(check({ DestinationTo: 'Navi mumbai' })).toEqual({
      message: 'Please enter valid destination',
      field: 'DestinationTo',
      clearField: 'DestinationTo',
    });
  });

  test('4. then the required fields (an empty field is judged here, not by checks 1-3)', () => {
    const required = 'Please fill the required fields before submitting';
    for (const field of Object.keys(valid) as Array<keyof TripSubmitFields>) {
      expect(
        check({ [field]: '  ', TransactionStatus: field === 'TransactionStatus' ? '' : 'Billed' }),
      ).toEqual({ message: required, field });
    }
    expect(check({ TruckType: 'Tanker' })).toEqual({ message: required, field: 'TruckType' });
    expect(check({ TruckNumber: null })).toEqual({ message: required, field: 'TruckNumber' });
  });

  test('5. then the status: a new trip can only be Open', () => {
    expect(check({ TransactionStatus: 'Acknowledged' })).toEqual({
      message: 'Invalid transaction status',
      field: 'TransactionStatus',
    });
    expect(check({ TransactionStatus: 'Billed' })).toEqual({
      message: 'Invalid transaction status',
      field: 'TransactionStatus',
    });
    expect(check({ TransactionStatus: 'Closed' })).toEqual({
      message: 'Invalid transaction status',
      field: 'TransactionStatus',
    });
    // An existing trip keeps its status, whichever it is.
    expect(check({ TransactionStatus: 'Acknowledged' }, false)).toBeNull();
    expect(check({ TransactionStatus: 'Billed' }, false)).toBeNull();
    expect(check({ TransactionStatus: 'Closed' }, false)).toEqual({
      message: 'Invalid transaction status',
      field: 'TransactionStatus',
    });
  });
});

describe('parseTripForm: numbers and text', () => {
  const form = (o: Record<string, unknown>) => parseTripForm({ ...valid, ...o });

  test('reads numbers typed as text or sent as numbers; empty is null; kept as typed', () => {
    const result = form({
      Weight: ' 12.346 ',
      DieselAmount: 5000.51,
      Advance: '2000',
      Toll: '',
      Adblue: null,
      DONumber: 45021,
      TruckNumber: 'mh12kl1111',
      DriverName: '  Ramesh   Yadav ',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        ...SAMPLE_TRIP,
        Weight: 12.346,
        DieselAmount: 5000.51,
        DieselSlipNumber: null,
        Advance: 2000,
        Toll: null,
        Adblue: null,
        Greasing: null,
      },
    });
  });

  test('ignores Freight, Rate and TDS_Rate: they are computed', () => {
    const result = form({ Freight: 1, Rate: 2, TDS_Rate: 3 });
    expect(result.ok && Object.keys(result.value)).not.toContain('Freight');
  });

  test('refuses what is not a plain non-negative number, in form order', () => {
    expect(form({ Weight: '1e3', Toll: -1 })).toEqual({
      ok: false,
      message: 'Weight must be a valid number.',
    });
    expect(form({ Toll: -1 })).toEqual({ ok: false, message: 'Toll cannot be negative.' });
    expect(form({ DieselAmount: '12,000' })).toEqual({
      ok: false,
      message: 'Diesel Amount must be a valid number.',
    });
    expect(form({ Weight: 1_000 })).toEqual({ ok: false, message: 'Weight can be at most 999.999.' });
    expect(form({ Greasing: true })).toEqual({ ok: false, message: 'Greasing must be a valid number.' });
    expect(form({ DriverName: 'x'.repeat(61) })).toEqual({
      ok: false,
      message: 'Driver Name must be at most 60 characters.',
    });
  });

  test.each([
    [
      'DriverName',
      'Ramu\u200b Kaka',
      'Driver Name contains an invisible or text-direction character (U+200B)',
    ],
    ['DONumber', '\u202e4502', 'DO Number contains an invisible or text-direction character (U+202E)'],
    [
      'DieselSlipNumber',
      'DS1\ufeff',
      'Diesel Slip Number contains an invisible or text-direction character (U+FEFF)',
    ],
  ])('refuses an invisible character in %s, naming the field by its label', (field, text, start) => {
    expect(form({ [field]: text })).toEqual({
      ok: false,
      message: `${start} that is not allowed. Please retype it.`,
    });
  });

  test('parseTripNumber', () => {
    expect(parseTripNumber('')).toBeNull();
    expect(parseTripNumber(undefined)).toBeNull();
    expect(parseTripNumber('.5')).toBe(0.5);
    expect(parseTripNumber('0x10')).toBeNaN();
    expect(parseTripNumber(Infinity)).toBeNaN();
  });
});

describe('parseTripRowEdit', () => {
  test('the status comes first and must be Open or Acknowledged', () => {
    const select = { ok: false, message: 'Please select a valid transaction status' };
    expect(parseTripRowEdit({ weight: 'abc' })).toEqual(select);
    expect(parseTripRowEdit({ transactionStatus: '' })).toEqual(select);
    expect(parseTripRowEdit({ transactionStatus: 'Billed' })).toEqual(select);
  });

  test.each([
    [{ localDate: '2025-02-30' }, 'Please select a valid date.'],
    [{ actualWeight: '-1' }, 'Actual Weight cannot be negative.'],
    [{ weight: '12.3456' }, 'Weight can have at most 3 decimal places.'],
    [{ short: '10.005' }, 'Short can have at most 2 decimal places.'],
  ])('then the date, weights and short: an Open row with %j is refused', (fields, message) => {
    expect(parseTripRowEdit({ transactionStatus: 'Open', ...fields })).toEqual({ ok: false, message });
  });

  test('absent fields stay absent, empty ones clear', () => {
    expect(
      parseTripRowEdit({
        transactionStatus: 'Acknowledged',
        localDate: '2025-03-01',
        weight: '12.346',
        actualWeight: '',
        short: '10.01',
      }),
    ).toEqual({
      ok: true,
      value: {
        transactionStatus: 'Acknowledged',
        localDate: '2025-03-01',
        weight: 12.346,
        actualWeight: null,
        short: 10.01,
      },
    });
    expect(parseTripRowEdit({ transactionStatus: 'Open' })).toEqual({
      ok: true,
      value: { transactionStatus: 'Open' },
    });
    expect(Object.keys((parseTripRowEdit({ transactionStatus: 'Open' }) as { value: object }).value)).toEqual(
      ['transactionStatus'],
    );
  });

  test('the schema names every broken rule on its own field, in the row order (the row edit shows them all)', () => {
    const parsed = tripRowEditSchema.safeParse({
      transactionStatus: 'Billed',
      localDate: '2025-02-30',
      weight: 'abc',
      actualWeight: '-1',
      short: '10.005',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['transactionStatus', 'Please select a valid transaction status'],
      ['localDate', 'Please select a valid date.'],
      ['weight', 'Weight must be a valid number.'],
      ['actualWeight', 'Actual Weight cannot be negative.'],
      ['short', 'Short can have at most 2 decimal places.'],
    ]);
  });
});

describe('files', () => {
  test('a trip file is a PDF of at most 1 MB; the size message names the size in mb', () => {
    expect(checkTripFile({ name: 'slip.pdf', size: 1048576 })).toBeNull();
    expect(checkTripFile({ name: 'SLIP.PDF', size: 10 })).toBeNull();
    expect(checkTripFile({ name: 'slip.pdf', size: 1572864 })).toBe(
      'File size is 1.50 mb. Please upload file upto 1 mb',
    );
    expect(checkTripFile({ name: 'slip.pdf', size: 1048577 })).toBe(
      'File size is 1.00 mb. Please upload file upto 1 mb',
    );
    expect(checkTripFile({ name: 'slip.jpg', size: 10 })).toBe('File type should be .pdf only');
    expect(TRIP_MESSAGES.fileSize(2 * 1048576)).toBe('File size is 2.00 mb. Please upload file upto 1 mb');
  });

  test('the download path of an attachment', () => {
    expect(tripFilePath('42', 'WeightmentSlip')).toBe('/api/download/42/WeightmentSlip');
  });
});

describe('tripSubmitSchema: the same checks for the trip form', () => {
  test('a valid form passes; a refused one carries one issue on the field at fault, with SPEC words', () => {
    const schema = tripSubmitSchema(lookups, { isNew: true });
    expect(schema.safeParse({ ...valid }).success).toBe(true);
    const refused = schema.safeParse({ ...valid, DestinationTo: 'Navi mumbai' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => ({ path: i.path, message: i.message }))).toEqual([
      { path: ['DestinationTo'], message: 'Please enter valid destination' },
    ]);
  });

  test('every broken rule is an issue on its own field, in SPEC order', () => {
    const schema = tripSubmitSchema(lookups, { isNew: true });
    const refused = schema.safeParse({
      ...valid,
      TruckNumber: 'MH99XX0000',
      Vendor: 'Nobody',
      DestinationTo: 'Delhi',
      TruckType: '',
    });
    expect(refused.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['TruckNumber', 'Please enter valid truck number'],
      ['Vendor', 'Please enter valid vendor'],
      ['DestinationTo', 'Please enter valid destination'],
      ['TruckType', 'Please fill the required fields before submitting'],
    ]);
  });
});
