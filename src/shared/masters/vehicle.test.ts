import { firstIssue } from '../common/validation';
import { eachMessageIs } from '../test/tables';
import {
  DOCUMENT_KEYS,
  DOCUMENT_LABELS,
  EXPIRY_WARNING_DAYS,
  VEHICLE_MESSAGES,
  daysLeft,
  documentLabel,
  documentSlotIssue,
  documentSlotProblem,
  endDateField,
  isDocumentKey,
  isFlagged,
  isValid,
  isValidTruckNumber,
  normaliseTruckNumber,
  startDateField,
  truckNumberKey,
  truckNumberProblem,
  truckNumberSchema,
  uploadProblem,
  vehicleDetailsSchema,
} from './vehicle';

const pdfHead = new TextEncoder().encode('%PDF-1.4\n');

describe('messages', () => {
  // The rules' own words (truck number, document slot, upload) are checked below, through the rules.
  eachMessageIs('the server and the Vehicle screen say %s in SPEC.md words: %j', VEHICLE_MESSAGES, [
    ['truckExists', 'Truck already exists.'],
    ['added', 'Vehicle Details added successfully'],
    ['addFailed', 'Error: Adding vehicle details failed'],
    ['uploaded', 'File uploaded successfully!'],
    ['uploadFailed', 'Error uploading file. Please try again.'],
    ['deleted', 'Vehicle deleted successfully!'],
    ['deleteFailed', 'Failed to delete Vehicle.'],
    ['documentReset', 'Document reset successfully!'],
    ['resetFailed', 'Failed to reset document.'],
    ['empty', 'No vehicle data found.'],
  ]);
});

describe('documents', () => {
  const documents = [
    ['registration', 'Registration'],
    ['insurance', 'Insurance'],
    ['fitness', 'Fitness'],
    ['mv_tax', 'MV Tax'],
    ['puc', 'PUC'],
    ['ka_tax', 'KA Tax'],
    ['basic_and_KA_permit', 'Basic & KA Permit'],
  ];

  test('the seven keys in order, with their labels', () => {
    expect(DOCUMENT_KEYS).toEqual(documents.map(([key]) => key));
    expect(DOCUMENT_KEYS.map(documentLabel)).toEqual(documents.map(([, label]) => label));
    expect(Object.keys(DOCUMENT_LABELS)).toEqual([...DOCUMENT_KEYS]);
  });

  test('any other field_name is shown raw', () => {
    expect(documentLabel('national_permit')).toBe('national_permit');
    expect(documentLabel('Registration')).toBe('Registration');
    expect(documentLabel('')).toBe('');
  });

  test('isDocumentKey knows only the seven keys (case matters)', () => {
    expect(isDocumentKey('mv_tax')).toBe(true);
    expect(isDocumentKey('basic_and_KA_permit')).toBe(true);
    expect(isDocumentKey('basic_and_ka_permit')).toBe(false);
    expect(isDocumentKey('toString')).toBe(false);
    expect(isDocumentKey(undefined)).toBe(false);
  });

  test('add form date field names', () => {
    expect(startDateField('puc')).toBe('puc_startDate');
    expect(endDateField('basic_and_KA_permit')).toBe('basic_and_KA_permit_endDate');
  });
});

describe('truck number', () => {
  test('the input box upper-cases, removes spaces and keeps at most 10 characters', () => {
    expect(normaliseTruckNumber('mh 12 kl 1111')).toBe('MH12KL1111');
    expect(normaliseTruckNumber(' ka01ab12345 ')).toBe('KA01AB1234');
    expect(normaliseTruckNumber('gj\t05')).toBe('GJ05');
  });

  test('the stored key is never cut short', () => {
    expect(truckNumberKey('mh12 kl 11112')).toBe('MH12KL11112');
  });

  test.each(['MH12KL1111', 'ka01ab0001', 'TN 09 BC 4321', 'gj05zz9999'])('%s is valid', (value) => {
    expect(isValidTruckNumber(value)).toBe(true);
    expect(truckNumberProblem(value)).toBeNull();
    const parsed = truckNumberSchema.safeParse(value);
    expect(parsed.success && parsed.data).toBe(truckNumberKey(value));
  });

  test.each([
    '',
    'MH12KL111',
    'MH12KL11112',
    'M112KL1111',
    'MH1AKL1111',
    'MH12K11111',
    'MH12KL111A',
    'MH-12-KL-1111',
    'MH12KLM1111',
  ])('%p gives the format message', (value) => {
    expect(isValidTruckNumber(value)).toBe(false);
    expect(truckNumberProblem(value)).toBe('Use format: MH12KL1111');
    expect(firstIssue(truckNumberSchema.safeParse(value))).toBe('Use format: MH12KL1111');
  });

  test('a missing truck number gives the format message', () => {
    expect(truckNumberProblem(undefined)).toBe('Use format: MH12KL1111');
    expect(firstIssue(truckNumberSchema.safeParse(undefined))).toBe('Use format: MH12KL1111');
  });
});

describe('vehicle details', () => {
  test('valid details are normalised', () => {
    const result = vehicleDetailsSchema.safeParse({
      truck_no: 'mh 12 kl 1111',
      make: '  Tata   Prima ',
      companyOwner: ' Ramesh Patil ',
    });
    expect(result.success && result.data).toEqual({
      truck_no: 'MH12KL1111',
      make: 'Tata Prima',
      companyOwner: 'Ramesh Patil',
    });
  });

  test('rules in form order: truck number, make, company owner', () => {
    expect(firstIssue(vehicleDetailsSchema.safeParse({}))).toBe('Use format: MH12KL1111');
    expect(
      firstIssue(vehicleDetailsSchema.safeParse({ truck_no: 'MH12KL1111', make: ' ', companyOwner: '' })),
    ).toBe(VEHICLE_MESSAGES.makeRequired);
    expect(firstIssue(vehicleDetailsSchema.safeParse({ truck_no: 'MH12KL1111', make: 'Tata' }))).toBe(
      VEHICLE_MESSAGES.ownerRequired,
    );
    expect(
      firstIssue(
        vehicleDetailsSchema.safeParse({ truck_no: 'MH12KL1111', make: 'x'.repeat(61), companyOwner: 'A' }),
      ),
    ).toBe('Make must be at most 60 characters.');
    expect(
      firstIssue(
        vehicleDetailsSchema.safeParse({
          truck_no: 'MH12KL1111',
          make: 'Tata',
          companyOwner: 'x'.repeat(61),
        }),
      ),
    ).toBe('Company owner must be at most 60 characters.');
  });

  test('every field broken at once is named, each on its own path', () => {
    const result = vehicleDetailsSchema.safeParse({ truck_no: 'MH12K', make: ' ', companyOwner: '' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['truck_no', 'Use format: MH12KL1111'],
      ['make', VEHICLE_MESSAGES.makeRequired],
      ['companyOwner', VEHICLE_MESSAGES.ownerRequired],
    ]);
  });

  test.each([
    [{ hasFile: true, startDate: '2026-01-01' }, VEHICLE_MESSAGES.datesRequiredWithFile, 'endDate'],
    [
      { hasFile: false, startDate: '2026-01-01', endDate: '2026-12-31' },
      VEHICLE_MESSAGES.fileRequiredWithDates,
      'file',
    ],
    [{ hasFile: false, endDate: '2026-12-31' }, VEHICLE_MESSAGES.bothDatesRequired, 'startDate'],
    [
      { hasFile: true, startDate: '2026-05-02', endDate: '2026-05-01' },
      VEHICLE_MESSAGES.endBeforeStart,
      'endDate',
    ],
  ])('a slot problem names the input it is about: %j', (slot, message, field) => {
    expect(documentSlotIssue(slot)).toEqual({ message, field });
  });
});

describe('document slot', () => {
  test('an empty slot and a complete slot are fine', () => {
    expect(documentSlotProblem({ hasFile: false })).toBeNull();
    expect(documentSlotProblem({ hasFile: false, startDate: '', endDate: '  ' })).toBeNull();
    expect(documentSlotProblem({ hasFile: true, startDate: '2026-01-01', endDate: '2026-12-31' })).toBeNull();
    expect(documentSlotProblem({ hasFile: true, startDate: '2026-01-01', endDate: '2026-01-01' })).toBeNull();
  });

  test('a file needs both dates', () => {
    const message = 'Both start and end dates are required when a file is uploaded.';
    expect(documentSlotProblem({ hasFile: true })).toBe(message);
    expect(documentSlotProblem({ hasFile: true, startDate: '2026-01-01' })).toBe(message);
    expect(documentSlotProblem({ hasFile: true, endDate: '2026-01-01' })).toBe(message);
  });

  test('dates need a file', () => {
    expect(documentSlotProblem({ hasFile: false, startDate: '2026-01-01', endDate: '2026-12-31' })).toBe(
      'A file must be uploaded when start and end dates are provided.',
    );
  });

  test('one date alone without a file', () => {
    const message = 'Both start and end dates should be provided.';
    expect(documentSlotProblem({ hasFile: false, startDate: '2026-01-01' })).toBe(message);
    expect(documentSlotProblem({ hasFile: false, startDate: null, endDate: '2026-01-01' })).toBe(message);
  });

  test('the end is not before the start', () => {
    expect(documentSlotProblem({ hasFile: true, startDate: '2026-05-02', endDate: '2026-05-01' })).toBe(
      'End date should be greater than or equal to the start date.',
    );
  });

  test('dates must be real dates', () => {
    expect(documentSlotProblem({ hasFile: true, startDate: '2026-02-30', endDate: '2026-12-31' })).toBe(
      VEHICLE_MESSAGES.invalidDate,
    );
    expect(documentSlotProblem({ hasFile: true, startDate: '01/02/2026', endDate: '2026-12-31' })).toBe(
      VEHICLE_MESSAGES.invalidDate,
    );
  });
});

describe('upload', () => {
  test('a PDF of at most 1 MB is fine', () => {
    expect(uploadProblem({ name: 'rc.pdf', size: 1048576 })).toBeNull();
    expect(uploadProblem({ name: 'RC.PDF', size: 10, head: pdfHead })).toBeNull();
  });

  test('no file', () => {
    expect(uploadProblem(null)).toBe('Please select a file to upload.');
    expect(uploadProblem(undefined)).toBe('Please select a file to upload.');
  });

  test('not a PDF, by name or by content', () => {
    expect(uploadProblem({ name: 'rc.png', size: 10 })).toBe('File type should be .pdf only');
    expect(uploadProblem({ name: 'rc.pdf.exe', size: 10 })).toBe('File type should be .pdf only');
    expect(uploadProblem({ name: 'rc.pdf', size: 10, head: new TextEncoder().encode('GIF89a') })).toBe(
      'File type should be .pdf only',
    );
  });

  test('over 1 MB', () => {
    expect(uploadProblem({ name: 'rc.pdf', size: 1048577 })).toBe('File size should be 1MB or less');
  });
});

describe('validity', () => {
  // 2026-03-10 18:45 UTC is already 2026-03-11 in India.
  const now = new Date('2026-03-10T18:45:00Z');

  test('days left are counted from the India date', () => {
    expect(daysLeft('2026-03-11', now)).toBe(0);
    expect(daysLeft('2026-03-12', now)).toBe(1);
    expect(daysLeft('2026-03-16', now)).toBe(5);
    expect(daysLeft('2026-03-01', now)).toBe(-10);
    expect(daysLeft('2027-03-11', now)).toBe(365);
  });

  test('a missing document has 0 days left', () => {
    expect(daysLeft(null, now)).toBe(0);
    expect(daysLeft(undefined, now)).toBe(0);
    expect(daysLeft('', now)).toBe(0);
  });

  test('valid while days left is above 0', () => {
    expect(isValid(1)).toBe(true);
    expect(isValid(0)).toBe(false);
    expect(isValid(-3)).toBe(false);
  });

  test('flagged at 5 days or fewer', () => {
    expect(EXPIRY_WARNING_DAYS).toBe(5);
    expect(isFlagged(6)).toBe(false);
    expect(isFlagged(5)).toBe(true);
    expect(isFlagged(0)).toBe(true);
    expect(isFlagged(-20)).toBe(true);
    expect(isFlagged(7, 7)).toBe(true);
  });
});
