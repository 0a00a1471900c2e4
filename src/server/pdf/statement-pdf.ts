import { loadPdfKit } from './pdfkit-module';
import { formatIndianDate } from '../../shared/common/dates';
import { formatINR } from '../../shared/common/money';
import { STATEMENT_HEADERS } from '../../shared/accounting/month-end';
import type { BillBusiness } from './bill-pdf';
import type { VendorStatement } from '../../shared/accounting/wire';
import { statementTaxLine, statementTotalAmounts } from '../../shared/accounting/statement-tax-code';

/**
 * The vendor statement PDF: business header, vendor and period, the deductor's TAN, the vendor's
 * PAN and what the TDS is deducted under, opening balance, each bill (gross freight, the amount
 * credited as the TDS return has it, TDS, deductions, remarks and GST, net) and payment with the
 * running balance, closing balance; the table header repeats on each page. A4 landscape (eleven columns),
 * built-in Helvetica ('Rs.': the standard fonts have no rupee sign).
 */

const MARGIN = 36;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const ROW_HEIGHT = 16;
const H = STATEMENT_HEADERS;
// Widths add up to 766 pt of the landscape page's 770 between the margins.
const COLUMNS = [
  { header: H.date, width: 54, align: 'left' as const },
  { header: H.particulars, width: 98, align: 'left' as const },
  { header: H.bill, width: 48, align: 'left' as const },
  { header: H.freight, width: 70, align: 'right' as const },
  { header: H.credited, width: 74, align: 'right' as const },
  { header: H.tds, width: 60, align: 'right' as const },
  { header: H.deductions, width: 66, align: 'right' as const },
  { header: H.adjustments, width: 82, align: 'right' as const },
  { header: H.debit, width: 72, align: 'right' as const },
  { header: H.credit, width: 66, align: 'right' as const },
  { header: H.balance, width: 76, align: 'right' as const },
];

/** One table row; a row that would run into the bottom margin starts a new page under a repeated header. */
function drawRow(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  if (doc.y + ROW_HEIGHT > doc.page.height - MARGIN - 20) {
    doc.addPage();
    drawHeaderRow(doc);
  }
  const y = doc.y;
  let x = MARGIN;
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(8.5);
  COLUMNS.forEach((column, i) => {
    doc.text(cells[i] ?? '', x + 2, y + 4, {
      width: column.width - 4,
      align: column.align,
      lineBreak: false,
      ellipsis: true,
    });
    x += column.width;
  });
  doc
    .moveTo(MARGIN, y + ROW_HEIGHT)
    .lineTo(x, y + ROW_HEIGHT)
    .strokeColor('#bbbbbb')
    .lineWidth(0.5)
    .stroke();
  doc.x = MARGIN;
  doc.y = y + ROW_HEIGHT;
}

function drawHeaderRow(doc: PDFKit.PDFDocument) {
  drawRow(
    doc,
    COLUMNS.map((c) => c.header),
    true,
  );
}

/** "Page i of n" in the bottom margin of every page, once all pages exist. */
function numberPages(doc: PDFKit.PDFDocument) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc.page.margins.bottom = 0; // the footer sits in the margin; without this pdfkit would start a page
    doc
      .font(FONT.regular)
      .fontSize(8)
      .text(`Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + 8, {
        width: doc.page.width - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
  }
}

export async function renderStatementPdf(
  statement: VendorStatement,
  business: BillBusiness,
  generatedAt: Date,
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
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
  doc.text(statementTaxLine(statement));
  doc.text('Amounts in Rs.');
  doc.moveDown(0.5);

  drawHeaderRow(doc);
  const blank = ['', '', '', '', '', '', ''];
  const shown = (value: number, bill: boolean) => (bill ? formatINR(value) : '');
  drawRow(
    doc,
    [
      formatIndianDate(statement.startDate),
      'Opening balance',
      ...blank,
      '',
      formatINR(statement.openingBalance),
    ],
    true,
  );
  for (const e of statement.entries) {
    const bill = e.kind === 'Bill';
    const particulars = bill ? `Bill ${e.billId}` : `Payment ${e.reference}`.trim();
    drawRow(doc, [
      formatIndianDate(e.date),
      particulars,
      e.billId,
      shown(e.freight, bill),
      shown(e.credited, bill),
      shown(e.tds, bill),
      shown(e.deductions, bill),
      shown(e.adjustments, bill),
      shown(e.debit, bill),
      bill ? '' : formatINR(e.credit),
      formatINR(e.balance),
    ]);
  }
  const s = statement;
  drawRow(doc, ['', 'Total', '', ...statementTotalAmounts(s).map((v) => formatINR(v)), ''], true);
  drawRow(
    doc,
    [
      formatIndianDate(statement.endDate),
      'Closing balance',
      ...blank,
      '',
      formatINR(statement.closingBalance),
    ],
    true,
  );

  numberPages(doc);
  doc.end();
  return done;
}
