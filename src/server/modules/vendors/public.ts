/**
 * The vendors, for the modules that read or import them (trips, imports), and the TDS rate the law
 * asks of a vendor with the admin's switch (billing, trips, accounting).
 */
export { activeVendorByNameQuery, toVendor, vendorRepository } from './repository';
export { tdsDecisionForVendor, tdsRuleSetting } from './tds-terms';
