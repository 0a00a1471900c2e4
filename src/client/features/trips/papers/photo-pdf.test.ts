/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { MAX_UPLOAD_BYTES } from '../../../../shared/common/uploads';
import { meanGrey, pageGreys, pdfImages, pdfInfo, writtenFile } from '../../../../shared/test/pdf-reading';
import { PAPER_DPI, PhotoTooLargeError, paperPixels, photoToPdf, type Photo } from './photo-pdf';

// The photo -> PDF step with the real jsPDF, read back with poppler (pdfinfo, pdfimages,
// pdftoppm) as any PDF reader would. The browser's canvas (decoding and JPEG writing) is stood in
// for by jpeg-js; the whole path in Chromium is src/e2e/papers.e2e.ts.

/** A photo of a paper: white with a camera's grain, a black block at the top left and a grey band across. */
function paperPhoto(width: number, height: number, grain: number): Photo {
  const shade = (x: number, y: number) => {
    if (x < width * 0.25 && y < height * 0.2) return 20;
    if (y > height * 0.5 && y < height * 0.6) return 120;
    return 235;
  };
  // The pixels of each size asked for, made once (the attempts differ mostly in quality).
  const pixels = new Map<string, Buffer>();
  const pixelsOf = (w: number, h: number) => {
    const data = Buffer.alloc(w * h * 4);
    let seed = 7;
    // A sensor's grain: each colour a little off, independently (a fixed sequence, so runs agree).
    // Math's functions held locally: jest runs a test in a vm context, where each read of a global
    // such as `Math` costs a call into Node; millions of them took seconds.
    const { max, min } = Math;
    const grainy = (v: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = grain ? ((seed >> 16) % (2 * grain + 1)) - grain : 0;
      return max(0, min(255, v + noise));
    };
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const v = shade((x * width) / w, (y * height) / h);
        const i = (y * w + x) * 4;
        data[i] = grainy(v);
        data[i + 1] = grainy(v);
        data[i + 2] = grainy(v);
        data[i + 3] = 255;
      }
    }
    return data;
  };
  return {
    width,
    height,
    async toJpeg(w, h, quality) {
      const key = `${w}x${h}`;
      if (!pixels.has(key)) pixels.set(key, pixelsOf(w, h));
      const data = pixels.get(key)!;
      return new Uint8Array(jpeg.encode({ data, width: w, height: h }, Math.round(quality * 100)).data);
    },
  };
}

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-pdf-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('paperPixels: A4 at 150 dpi in the photo orientation, never enlarged', () => {
  test.each([
    [
      [3000, 4000],
      [1240, 1654],
    ], // a phone's 12 MP portrait photo: fits A4's width
    [
      [4000, 3000],
      [1654, 1240],
    ], // landscape: A4 turned
    [
      [1000, 4000],
      [438, 1754],
    ], // a long slip: fits A4's height
    [
      [800, 600],
      [800, 600],
    ], // smaller than the page: kept
  ])('%j -> %j', ([w, h], expected) => {
    const size = paperPixels(w, h);
    expect([size.width, size.height]).toEqual(expected);
  });
});

test('a large grainy photo becomes a readable one-page PDF under 1 MB, its JPEG inside', async () => {
  const photo = paperPhoto(3000, 4000, 40);
  const pdf = await photoToPdf(photo, 'IMG_0412.pdf');
  expect(pdf.bytes.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
  expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe('%PDF-');

  const file = writtenFile(dir, 'grainy.pdf', pdf.bytes);
  const info = pdfInfo(file);
  expect([info.Pages, info.Title]).toEqual(['1', 'IMG_0412.pdf']);
  // 1240 x 1654 px at 150 dpi: 595.2 x 793.92 pt, A4's width in the photo's aspect.
  expect(info['Page size']).toBe('595.2 x 793.92 pts');
  const images = pdfImages(file);
  expect(images).toEqual([
    {
      page: 1,
      type: 'image',
      width: pdf.width,
      height: pdf.height,
      encoding: 'jpeg',
      ppi: expect.any(Number),
    },
  ]);
  // The 150 dpi page at the first quality was over the limit: a lower quality was taken.
  expect(pdf.quality).toBeLessThan(0.8);
  expect(images[0].ppi).toBeGreaterThanOrEqual(100);

  // Read as a reader shows it: the black block top left, white beside it, the grey band across.
  const shown = pageGreys(file, 30);
  expect(meanGrey(shown, [0.02, 0.2], [0.02, 0.15])).toBeLessThan(60);
  expect(meanGrey(shown, [0.4, 0.95], [0.02, 0.15])).toBeGreaterThan(200);
  expect(meanGrey(shown, [0.1, 0.9], [0.52, 0.58])).toBeGreaterThan(90);
  expect(meanGrey(shown, [0.1, 0.9], [0.52, 0.58])).toBeLessThan(150);
}, 60_000);

test('a clean landscape photo smaller than A4 keeps its pixels at 150 dpi and the first quality', async () => {
  const pdf = await photoToPdf(paperPhoto(1200, 900, 0), 'clean.pdf');
  expect([pdf.width, pdf.height, pdf.quality]).toEqual([1200, 900, 0.8]);
  const file = writtenFile(dir, 'clean.pdf', pdf.bytes);
  // 1200 x 900 px at 150 dpi: 8 x 6 inches.
  expect(pdfInfo(file)['Page size']).toBe('576 x 432 pts');
  expect(pdfImages(file)).toEqual([
    { page: 1, type: 'image', width: 1200, height: 900, encoding: 'jpeg', ppi: PAPER_DPI },
  ]);
}, 60_000);

test('a photo that fits no attempt is refused, never sent over the limit', async () => {
  await expect(photoToPdf(paperPhoto(200, 150, 60), 'noise.pdf', 2000)).rejects.toBeInstanceOf(
    PhotoTooLargeError,
  );
});
