/** What the notifications read of vehicles: the documents expired or about to expire. */
export { documentsEnding } from './expiring-documents';
