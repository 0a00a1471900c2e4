import { auditFieldLabel, auditSubject, auditValueText, formatAuditTime } from './auditDisplay';

test('stored keys read as labels', () => {
  expect(['reversalReason', 'billId', 'truck_type', 'DONumber', 'TDS_Rate', 'companyOwner'].map(auditFieldLabel)).toEqual([
    'Reversal Reason', 'Bill ID', 'Truck Type', 'DO Number', 'TDS Rate', 'Company Owner',
  ]);
});

test('values read as a clerk reads them', () => {
  expect(auditValueText('loadingManager')).toBe('Loading Manager');
  expect(auditValueText('2026-03-07')).toBe('07/03/2026');
  expect(auditValueText('2026-11-23T06:30:00.000Z')).toBe('23/11/2026 12:00');
  expect(auditValueText(['insurance', 'fitness'])).toBe('insurance, fitness');
  expect(auditValueText({ companyName: 'Om Carriers', gstApplicable: false })).toBe('Company Name: Om Carriers; Gst Applicable: No');
  expect([null, undefined, '', []].map(auditValueText)).toEqual(['—', '—', '—', '—']);
  expect(formatAuditTime('2026-12-31T19:00:00.000Z')).toBe('01/01/2027 00:30');
});

test('a payment is named by its bill and reference; a trip needs no other name', () => {
  expect(auditSubject('payment', null, { billId: 'B1034', mode: 'NEFT', reference: 'UTR8' })).toBe('Bill B1034, NEFT UTR8');
  expect(auditSubject('payment', { billId: 'B1034', mode: 'Cash', reference: '' }, null)).toBe('Bill B1034');
  expect(auditSubject('vehicle', null, { truck_no: 'MH12KL1111' })).toBe('MH12KL1111');
  expect(auditSubject('trip', null, { TripID: 'T1' })).toBeNull();
});
