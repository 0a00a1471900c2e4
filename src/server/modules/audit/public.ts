/** What every module may use of the audit trail: recording a change, and writing or archiving a row with its entry. */
export { recordAudit } from './repository';
export { archiveAudited } from './archive';
export { insertAudited, updateAudited } from './master-rows';
