/** What closing a period needs of accounting: the quarter's TDS register, as it is filed. */
export { tdsRegister } from './tds-register';
