/** What the vendor portal reads of the month end: the vendor's statement, and a quarter's TDS with its challans (filtered by the portal). */
export { quarterTdsWithDeposits, vendorStatement } from './for-mail';
