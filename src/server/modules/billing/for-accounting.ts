/** What the TDS register needs of billing: a bill revision's remarks as stored. */
export { toRemarks } from './bill-rows';
