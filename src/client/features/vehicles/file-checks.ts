import { uploadProblem } from '../../../shared/masters/vehicle';

/** The first bytes of a file, so the shared rule can check that it really is a PDF (%PDF-). */
async function readHead(file: Blob): Promise<Uint8Array | undefined> {
  if (typeof file.slice !== 'function') return undefined;
  const head = file.slice(0, 8);
  if (typeof head.arrayBuffer !== 'function') return undefined;
  return new Uint8Array(await head.arrayBuffer());
}

/**
 * The upload rule message for a chosen file ('Please select a file to upload.', 'File type should
 * be .pdf only', 'File size should be 1MB or less'), or null when it may be sent.
 */
export async function chosenFileProblem(file: File | null | undefined): Promise<string | null> {
  if (!file) return uploadProblem(null);
  const byName = uploadProblem({ name: file.name, size: file.size });
  if (byName) return byName;
  return uploadProblem({ name: file.name, size: file.size, head: await readHead(file) });
}
