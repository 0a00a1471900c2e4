/** What the trip page needs of the audit trail: one record's entries, oldest first. */
export { listAudit } from './repository';
