/**
 * The Web Worker that writes Excel files (webpack 5 bundles it from this URL). Where there is no
 * Worker (jsdom under jest, which maps this module to config/jest-no-worker.js because it cannot
 * read import.meta) the sheet is written in the page instead.
 */
export function createSheetWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./sheet.worker.ts', import.meta.url));
}
