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

/** Ramesh Yadav's Pune -> Mumbai trip for Shree Ganesh Roadlines as the trip form sends it and the server stores it. */
export const SAMPLE_TRIP = {
  TruckNumber: 'MH12KL1111',
  DONumber: '45021',
  DriverName: 'Ramesh Yadav',
  Vendor: 'Shree Ganesh Roadlines',
  DestinationFrom: 'Pune',
  DestinationTo: 'Mumbai',
  TruckType: 'Bulker',
  TransactionStatus: 'Open',
} as const;

/** A vendor's optional fields, all left empty. */
export const EMPTY_VENDOR_OPTIONALS = {
  pan: '',
  gst: '',
  email: '',
  mobile: '',
  bankName: '',
  bankAccount: '',
  ifscCode: '',
} as const;

/**
 * A 29,000 freight credit in 2026-27 to a vendor who gave no PAN, as the TDS register lists it: 20%
 * under section 397(2) of the Income-tax Act, 2025, nothing short; its provision is section 393(1),
 * and its payment code unknown while the vendor's deductee type is. The register's row adds the
 * vendor, the bill and its date.
 */
export const NO_PAN_DEDUCTION = {
  pan: '',
  panMissing: true,
  section: '393(1) [Table: Sl. No. 6(i)]',
  paymentCode: '',
  amountCredited: 29000,
  tdsRate: 20,
  tds: 5800,
  panStatus: 'PANNOTAVBL',
  section206AA: true,
  reasonCode: '',
  shortDeducted: 0,
} as const;
