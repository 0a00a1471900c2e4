import { PDF_MIME } from '../../../../shared/common/uploads';
import { PAPERS_MESSAGES } from '../../../../shared/trips/papers';
import type { PaperChoice } from './paper-file';
import { PhotoUnreadableError, readPhoto } from './photo-canvas';
import { PhotoTooLargeError, photoToPdf } from './photo-pdf';

/** The photo's name with .pdf in place of its extension ("IMG_0412.jpg" -> "IMG_0412.pdf"). */
export function pdfNameOf(photoName: string): string {
  const base = photoName.replace(/\.[^./\\]*$/, '').trim();
  return `${base || 'photo'}.pdf`;
}

/**
 * A photo made into a one-page PDF under 1 MB on this device, or the reason it could not be:
 * the browser cannot read it (a HEIC photo outside Safari), or no size fits.
 */
export async function photoPaper(file: File): Promise<PaperChoice> {
  let photo: Awaited<ReturnType<typeof readPhoto>> | null = null;
  try {
    photo = await readPhoto(file);
    const name = pdfNameOf(file.name);
    const pdf = await photoToPdf(photo, name);
    const made = new File([pdf.bytes as BlobPart], name, { type: PDF_MIME, lastModified: Date.now() });
    return { ok: true, paper: { file: made, fromPhoto: true } };
  } catch (error) {
    if (error instanceof PhotoTooLargeError) return { ok: false, message: PAPERS_MESSAGES.photoTooLarge };
    if (error instanceof PhotoUnreadableError) return { ok: false, message: PAPERS_MESSAGES.photoUnreadable };
    throw error;
  } finally {
    photo?.close();
  }
}
