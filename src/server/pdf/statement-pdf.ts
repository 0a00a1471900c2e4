import PDFDocument from 'pdfkit';
import { formatIndianDate } from '../../shared/dates';
import { formatINR } from '../../shared/money';
import type { VendorStatement } from '../../shared/accounting';
import type { BillBusiness } from './bill-pdf';

/**
 * The vendor statement PDF (issue 12): business header, vendor and period, opening balance, each
 * bill and payment with the running balance, closing balance; the table header repeats on each
 * page. A4 portrait, built-in Helvetica ('Rs.': the standard fonts have no rupee sign).
 */

const MARGIN = 36;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const ROW_HEIGHT = 16;
const COLUMNS = [
  { header: 'Date', width: 70, align: 'left' as const },
  { header: 'Particulars', width: 175, align: 'left' as const },
  { header: 'Bill', width: 58, align: 'left' as const },
  { header: 'Billed (Rs.)', width: 70, align: 'right' as const },
  { header: 'Paid (Rs.)', width: 70, align: 'right' as const },
  { header: 'Balance (Rs.)', width: 80, align: 'right' as const },
];

export function renderStatementPdf(statement: VendorStatement, business: BillBusiness, generatedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `Vendor Statement ${statement.vendor}`, Author: business.name, CreationDate: generatedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(FONT.bold).fontSize(14).text(business.name, { align: 'center' });
  doc.font(FONT.regular).fontSize(9).text(business.address, { align: 'center' });
  doc.moveDown(0.6).font(FONT.bold).fontSize(12).text('Vendor Statement', { align: 'center' });
  doc.moveDown(0.4).font(FONT.regular).fontSize(10);
  doc.text(`Vendor: ${statement.vendor}`);
  doc.text(`Period: ${formatIndianDate(statement.startDate)} to ${formatIndianDate(statement.endDate)}`);
  doc.moveDown(0.5);

  const drawRow = (cells: string[], bold = false) => {
    if (doc.y + ROW_HEIGHT > doc.page.height - MARGIN - 20) {
      doc.addPage();
      drawRow(COLUMNS.map((c) => c.header), true);
    }
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(8.5);
    COLUMNS.forEach((column, i) => {
      doc.text(cells[i] ?? '', x + 2, y + 4, { width: column.width - 4, align: column.align, lineBreak: false, ellipsis: true });
      x += column.width;
    });
    doc.moveTo(MARGIN, y + ROW_HEIGHT).lineTo(x, y + ROW_HEIGHT).strokeColor('#bbbbbb').lineWidth(0.5).stroke();
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
  };

  drawRow(COLUMNS.map((c) => c.header), true);
  drawRow([formatIndianDate(statement.startDate), 'Opening balance', '', '', '', formatINR(statement.openingBalance)], true);
  for (const e of statement.entries) {
    const particulars = e.kind === 'Bill' ? `Bill ${e.billId}` : `Payment ${e.reference}`.trim();
    drawRow([formatIndianDate(e.date), particulars, e.billId, e.debit ? formatINR(e.debit) : '', e.credit ? formatINR(e.credit) : '', formatINR(e.balance)]);
  }
  drawRow(['', 'Total', '', formatINR(statement.totalBilled), formatINR(statement.totalPaid), ''], true);
  drawRow([formatIndianDate(statement.endDate), 'Closing balance', '', '', '', formatINR(statement.closingBalance)], true);

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc.page.margins.bottom = 0; // the footer sits in the margin; without this pdfkit would start a page
    doc.font(FONT.regular).fontSize(8).text(`Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + 8, {
      width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false,
    });
  }
  doc.end();
  return done;
}
