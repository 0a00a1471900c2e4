/** What the accountant's reports need of the periods: the filed TDS register of a closed quarter. */
export { periodService } from './service';
