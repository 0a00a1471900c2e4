/** What every module may use of the audit trail: recording a change, and archiving a row with its entry. */
export { recordAudit } from './repository';
export { archiveAudited } from './archive';
