import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A PDF file read as a reader reads it, with poppler's tools (poppler-utils): pages, images, pixels. */

const run = (command: string, args: string[]) => execFileSync(command, args).toString();

/** pdfinfo's answer: one "Name: value" a line (Pages, Page size, Title, ...). */
export function pdfInfo(file: string): Record<string, string> {
  return Object.fromEntries(
    run('pdfinfo', [file])
      .split('\n')
      .flatMap((line) => {
        const match = /^([^:]+):\s+(.*)$/.exec(line);
        return match ? [[match[1], match[2].trim()]] : [];
      }),
  );
}

/** The images pdfimages lists: page, type, size in pixels, encoding and horizontal resolution. */
export function pdfImages(file: string) {
  return run('pdfimages', ['-list', file])
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const c = line.trim().split(/\s+/);
      return { page: +c[0], type: c[2], width: +c[3], height: +c[4], encoding: c[8], ppi: +c[12] };
    });
}

/** The first page drawn in grey at `dpi` (pdftoppm), as rows of 0-255 values. */
export function pageGreys(file: string, dpi: number): number[][] {
  const out = `${file}-page`;
  run('pdftoppm', ['-gray', '-r', String(dpi), '-singlefile', file, out]);
  const pgm = fs.readFileSync(`${out}.pgm`);
  fs.rmSync(`${out}.pgm`);
  const [, w, h] = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
  const start = pgm.length - +w * +h;
  return Array.from({ length: +h }, (_, y) => [...pgm.subarray(start + y * +w, start + (y + 1) * +w)]);
}

/** The mean grey of a part of a drawn page, given as fractions of its width (x) and height (y). */
export function meanGrey(page: number[][], x: [number, number], y: [number, number]): number {
  const rows = page.slice(Math.floor(page.length * y[0]), Math.floor(page.length * y[1]));
  const values = rows.flatMap((row) =>
    row.slice(Math.floor(row.length * x[0]), Math.floor(row.length * x[1])),
  );
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** Writes bytes to a file in `dir` for the tools to read; answers its path. */
export function writtenFile(dir: string, name: string, bytes: Uint8Array): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}
