/**
 * Trips (SPEC.md sections 2-9), one module a concern: the record and its words (tripRecord), the
 * master-data look-ups and the rate/freight calculation (tripLookups), the trip form's submit
 * checks (tripSubmit), and the parsing of numbers, text, the form and a row edit (tripParse).
 */
export * from './record';
export * from './lookups';
export * from './submit';
export * from './parse';
// The record's type is inferred from its wire schema; named here for the many screens that read it.
export type { TripAttachment, TripRecord } from './wire';
