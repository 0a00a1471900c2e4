/** A vendor with every field filled and valid, as the add form sends it (tests override one field at a time). */
export const SAMPLE_VENDOR = {
  companyName: 'Shree Ganesh Roadlines',
  companyOwner: 'Ganesh Patil',
  tdsRate: 2,
  pan: 'AAAPL1234C',
  gst: '27AAAPL1234C1Z5',
  gstApplicable: 'Yes',
  email: 'accounts@ganeshroadlines.in',
  mobile: '9822012345',
  bankName: 'State Bank of India',
  bankAccount: '30112345678',
  ifscCode: 'SBIN0001234',
} as const;

/** Sai Krupa Transport as stored once its messy typing is normalised (tests type it in several messy ways); the TDS rate aside. */
export const SAI_KRUPA_STORED = {
  companyName: 'Sai Krupa Transport',
  companyOwner: 'Suresh Jadhav',
  pan: 'AABFS1234K',
  gst: '27AABFS1234K1Z2',
  gstApplicable: 'No',
  email: 'billing@saikrupa.in',
  mobile: '9822011111',
  bankName: 'Bank of Maharashtra',
  bankAccount: '60123456789',
  ifscCode: 'MAHB0000123',
} as const;
