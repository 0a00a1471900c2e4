/** What the bill page needs of accounting: where the bill's voucher stands with Tally. */
export { billTallyState } from './bill-tally-state';
