/** Stored PDF attachments, for the modules that take and serve them (trips, vehicles). */
export { formFields, readMultipart, sendStoredFile } from './multipart';
export {
  fileNamesByField,
  fileNamesOf,
  fileRepository,
  fileSummary,
  type IncomingFile,
  type StoredFile,
  type StoredFileInfo,
} from './repository';
