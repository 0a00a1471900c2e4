import type { Photo } from './photo-pdf';

/** The photo could not be decoded here (a HEIC photo in a browser without HEIC, a broken file). */
export class PhotoUnreadableError extends Error {}

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function jpegOf(canvas: HTMLCanvasElement, quality: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (!blob) return reject(new PhotoUnreadableError('no JPEG'));
        blob.arrayBuffer().then((buffer) => resolve(new Uint8Array(buffer)), reject);
      },
      'image/jpeg',
      quality,
    );
  });
}

/**
 * A photo file (JPEG, PNG, and HEIC or WebP where the browser reads them) decoded by the browser,
 * turned upright as the camera recorded it (EXIF orientation), written as JPEG through a canvas.
 * A transparent PNG is laid on white, as it would look on paper.
 */
export async function readPhoto(file: Blob): Promise<Photo & { close(): void }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new PhotoUnreadableError(String(error));
  }
  return {
    width: bitmap.width,
    height: bitmap.height,
    async toJpeg(width, height, quality) {
      const canvas = canvasOf(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new PhotoUnreadableError('no canvas');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      return jpegOf(canvas, quality);
    },
    close: () => bitmap.close(),
  };
}
