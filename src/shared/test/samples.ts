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
