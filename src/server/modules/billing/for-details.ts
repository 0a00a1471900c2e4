/** What the bill page needs of billing: a bill with its stored revisions and their lines. */
export { billWithRevisions, type BookedRevision } from './life/bill-history';
