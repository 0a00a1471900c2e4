/** What the health check needs of auth: whose session asks (an admin also reads the backups' state). */
export { sessionRepository } from './sessions';
