/** Trip files and vehicle documents: PDF only, at most 1 MB (SPEC.md sections 5 and 9). */
export const MAX_UPLOAD_BYTES = 1048576;
export const PDF_MIME = 'application/pdf';

/** A PDF is recognised by its content: the file starts with %PDF-. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';
}

export function hasPdfName(name: string): boolean {
  return /\.pdf$/i.test(name);
}
