import type PDFDocument from 'pdfkit';

let loading: Promise<typeof PDFDocument> | undefined;

/**
 * pdfkit, loaded with the first statement or advice PDF rather than with the app: it and fontkit
 * take about 0.13 s of CPU to load, which every start (and every server test file) paid for PDFs
 * most processes never draw. Bills are drawn in their worker (bill-pdf-worker.ts), which loads it itself.
 */
export function loadPdfKit(): Promise<typeof PDFDocument> {
  loading ??= import('pdfkit').then((module) => module.default);
  return loading;
}
