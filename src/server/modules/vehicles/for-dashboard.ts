/** What the dashboard reads of vehicles: the documents that end in its range. */
export { documentsEnding } from './expiring-documents';
