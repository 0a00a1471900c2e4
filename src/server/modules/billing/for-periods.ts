/** What closing a quarter needs of billing: where the books begin. */
export { firstBillDate } from './stored/repository';
