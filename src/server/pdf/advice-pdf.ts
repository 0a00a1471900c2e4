import { loadPdfKit } from './pdfkit-module';
import type { BillBusiness } from './bill-pdf';

/**
 * The payment advice as a PDF: the business's header, "Payment Advice", then the advice's own
 * lines (the same words the e-mail carries), the amount lines in Courier so their figures line up.
 * A4 portrait, built-in fonts ('Rs.': the standard fonts have no rupee sign).
 */
const MARGIN = 50;

export async function renderAdvicePdf(
  lines: readonly string[],
  business: BillBusiness,
  title: string,
  generatedAt: Date,
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: title, Author: business.name, CreationDate: generatedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(14).text(business.name, { align: 'center' });
  doc.font('Helvetica').fontSize(9).text(business.address, { align: 'center' });
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text('Payment Advice', { align: 'center' });
  doc.moveDown(0.8);
  for (const line of lines) {
    // Amount lines are indented and padded: a fixed-width font keeps their columns.
    const amounts = line.startsWith('  ');
    doc.font(amounts ? 'Courier' : 'Helvetica').fontSize(amounts ? 9 : 10.5);
    doc.text(line === '' ? ' ' : line);
  }
  doc.end();
  return done;
}
