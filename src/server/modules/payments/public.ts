/** The payments against bills, for the modules that weigh bills against them (billing, accounting). */
export { paymentRepository } from './repository';
