import { auditFieldLabel, auditSubject, auditValueText, formatAuditTime } from './audit-display';

test('stored keys read as labels', () => {
  expect(
    ['reversalReason', 'billId', 'truck_type', 'DONumber', 'TDS_Rate', 'companyOwner'].map(auditFieldLabel),
  ).toEqual(['Reversal Reason', 'Bill ID', 'Truck Type', 'DO Number', 'TDS Rate', 'Company Owner']);
});

test('values read as a clerk reads them', () => {
  expect(auditValueText('loadingManager')).toBe('Loading Manager');
  expect(auditValueText('2026-03-07')).toBe('07/03/2026');
  expect(auditValueText('2026-11-23T06:30:00.000Z')).toBe('23/11/2026 12:00');
  expect(auditValueText({ companyName: 'Om Carriers', gstApplicable: false })).toBe(
    'Company Name: Om Carriers; GST Applicable: No',
  );
  expect([null, undefined, '', [], {}].map((v) => auditValueText(v))).toEqual(['—', '—', '—', '—', '—']);
  expect(formatAuditTime('2026-12-31T19:00:00.000Z')).toBe('01/01/2027 00:30');
});

test('a payment is named by its bill and reference; a trip needs no other name', () => {
  expect(auditSubject('payment', null, { billId: 'B1034', mode: 'NEFT', reference: 'UTR8' })).toBe(
    'Bill B1034, NEFT UTR8',
  );
  expect(auditSubject('payment', { billId: 'B1034', mode: 'Cash', reference: '' }, null)).toBe('Bill B1034');
  expect(auditSubject('vehicle', null, { truck_no: 'MH12KL1111' })).toBe('MH12KL1111');
  expect(
    auditSubject(
      'vehicle',
      { truck_no: 'MH12KL1111', field_name: 'mv_tax', document: null },
      { truck_no: 'MH12KL1111', field_name: 'mv_tax', document: {} },
    ),
  ).toBe('MH12KL1111, MV Tax');
  expect(auditSubject('trip', null, { TripID: 'T1' })).toBeNull();
});

test("labels come from the screens' own field label maps (trip, vendor, vehicle documents, challans)", () => {
  expect(
    [
      'gstApplicable',
      'ifscCode',
      'ActualWeight',
      'DieselSlipImage',
      'mv_tax',
      'basic_and_KA_permit',
      'bsrCode',
      'declaration194C6Date',
      'field_name',
    ].map(auditFieldLabel),
  ).toEqual([
    'GST Applicable',
    'IFSC Code',
    'Actual Weight',
    'Diesel Slip Image',
    'MV Tax',
    'Basic & KA Permit',
    'BSR code',
    "Transporter's Declaration Received On",
    'Document',
  ]);
});

test("a list of documents reads by the documents' labels, not their stored keys", () => {
  // The document-blocking setting, and a vehicle document's upload or reset.
  expect(auditValueText(['insurance', 'fitness', 'basic_and_KA_permit'], 'blockExpired')).toBe(
    'Insurance, Fitness, Basic & KA Permit',
  );
  expect(auditValueText('mv_tax', 'field_name')).toBe('MV Tax');
  // Elsewhere the same word is just text.
  expect(auditValueText('fitness', 'remarks')).toBe('fitness');
});

test('records inside records, and lists of records, read as labelled values in parentheses', () => {
  // A new vehicle's documents, keyed by document.
  const documents = {
    insurance: { start_date: '2026-01-01', end_date: '2026-12-31', file_name: 'policy.pdf' },
    mv_tax: { start_date: '2026-04-01', end_date: '2027-03-31', file_name: 'tax.pdf' },
  };
  expect(auditValueText(documents, 'documents')).toBe(
    'Insurance: (Start Date: 01/01/2026; End Date: 31/12/2026; File Name: policy.pdf); MV Tax: (Start Date: 01/04/2026; End Date: 31/03/2027; File Name: tax.pdf)',
  );
  // A bill's remarks.
  expect(
    auditValueText(
      [
        { text: 'Loading', amount: 500 },
        { text: 'Penalty', amount: -200 },
      ],
      'remarks',
    ),
  ).toBe('(Text: Loading; Amount: 500), (Text: Penalty; Amount: -200)');
});
