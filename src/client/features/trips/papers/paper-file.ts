import { checkTripFile } from '../../../../shared/trips';

/** A paper ready to send: a PDF file, and whether the device made it from a photo. */
export interface PaperPdf {
  file: File;
  fromPhoto: boolean;
}

export type PaperChoice = { ok: true; paper: PaperPdf } | { ok: false; message: string };

const PHOTO_NAME = /\.(jpe?g|png|heic|heif|webp)$/i;

/** A photo by its type, or by its name where the phone gave no type (some send HEIC untyped). */
export function isPhoto(file: { name: string; type: string }): boolean {
  return file.type.startsWith('image/') || (file.type === '' && PHOTO_NAME.test(file.name));
}

/**
 * What a chosen file becomes: a PDF goes as it is, under the trip files' rules and messages (PDF
 * only, at most 1 MB); a photo is made into a one-page PDF under 1 MB (its code and jsPDF load
 * with the first photo); anything else is refused with the PDF-only message.
 */
export async function paperFromFile(file: File): Promise<PaperChoice> {
  if (isPhoto(file)) {
    const { photoPaper } = await import(/* webpackChunkName: "photo-paper" */ './photo-paper');
    return photoPaper(file);
  }
  const problem = checkTripFile(file);
  return problem ? { ok: false, message: problem } : { ok: true, paper: { file, fromPhoto: false } };
}
