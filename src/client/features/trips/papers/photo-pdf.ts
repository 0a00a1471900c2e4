import { jsPDF } from 'jspdf';
import { MAX_UPLOAD_BYTES } from '../../../../shared/common/uploads';

/**
 * A photographed paper made into a one-page PDF on the device, so the server's rule for trip
 * files (PDF only, at most 1 MB) stays as it is. The photo is scaled to fit an A4 page at about
 * 150 dpi in its own orientation (never enlarged), kept in its own aspect, and stored as a JPEG
 * inside the PDF; when that is over 1 MB the quality, then the scale, is lowered until it fits.
 * Only photo-paper.ts imports this, and only through import(): jsPDF loads with the first photo.
 */

/** A decoded photo that can be written as a JPEG of any size (the browser's canvas does it). */
export interface Photo {
  width: number;
  height: number;
  /** The photo scaled to width x height pixels, as JPEG bytes of this quality (0-1). */
  toJpeg(width: number, height: number, quality: number): Promise<Uint8Array>;
}

/** A4 (210 x 297 mm) in inches, and the resolution a paper is kept at: sharp enough to read small print. */
const A4_INCHES = { short: 210 / 25.4, long: 297 / 25.4 };
export const PAPER_DPI = 150;
const POINTS_PER_INCH = 72;

/**
 * What is tried in turn, as a share of the 150 dpi size and a JPEG quality: a sharp page first,
 * then lower quality (small text survives it better than fewer pixels), then fewer pixels.
 */
const ATTEMPTS: readonly { scale: number; quality: number }[] = [
  { scale: 1, quality: 0.8 },
  { scale: 1, quality: 0.7 },
  { scale: 1, quality: 0.6 },
  { scale: 0.85, quality: 0.6 },
  { scale: 0.7, quality: 0.6 },
  { scale: 0.6, quality: 0.5 },
  { scale: 0.5, quality: 0.5 },
  { scale: 0.4, quality: 0.4 },
];

/** The photo's size in pixels at 150 dpi on A4 in its orientation, never larger than it was taken. */
export function paperPixels(width: number, height: number): { width: number; height: number } {
  const landscape = width > height;
  const maxWidth = (landscape ? A4_INCHES.long : A4_INCHES.short) * PAPER_DPI;
  const maxHeight = (landscape ? A4_INCHES.short : A4_INCHES.long) * PAPER_DPI;
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** No attempt gave a PDF under the limit (a photo of nothing but noise could). */
export class PhotoTooLargeError extends Error {}

/** A one-page PDF holding this JPEG on a page of the given size in points. */
function onePagePdf(jpeg: Uint8Array, page: { width: number; height: number }, title: string) {
  const doc = new jsPDF({
    unit: 'pt',
    format: [page.width, page.height],
    orientation: page.width > page.height ? 'landscape' : 'portrait',
    compress: true,
  });
  doc.setProperties({ title, creator: 'Freight Back Office' });
  // 'NONE': the JPEG goes in as it is (DCTDecode), not compressed again.
  doc.addImage(jpeg, 'JPEG', 0, 0, page.width, page.height, undefined, 'NONE');
  return new Uint8Array(doc.output('arraybuffer'));
}

export interface PhotoPdf {
  bytes: Uint8Array;
  /** The JPEG's pixels and the quality it was written at. */
  width: number;
  height: number;
  quality: number;
}

/**
 * The photo as a one-page PDF of at most `limit` bytes. The page is the photo's 150 dpi A4 size
 * whatever the attempt, so a smaller attempt prints the same size at a lower resolution.
 */
export async function photoToPdf(photo: Photo, title: string, limit = MAX_UPLOAD_BYTES): Promise<PhotoPdf> {
  const full = paperPixels(photo.width, photo.height);
  const page = {
    width: (full.width * POINTS_PER_INCH) / PAPER_DPI,
    height: (full.height * POINTS_PER_INCH) / PAPER_DPI,
  };
  for (const { scale, quality } of ATTEMPTS) {
    const width = Math.max(1, Math.round(full.width * scale));
    const height = Math.max(1, Math.round(full.height * scale));
    const jpeg = await photo.toJpeg(width, height, quality);
    // The PDF adds a few kilobytes around the JPEG: skip building one that cannot fit.
    if (jpeg.length > limit) continue;
    const bytes = onePagePdf(jpeg, page, title);
    if (bytes.length <= limit) return { bytes, width, height, quality };
  }
  throw new PhotoTooLargeError(title);
}
