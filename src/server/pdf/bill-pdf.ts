import PDFDocument from 'pdfkit';
import { DateTime } from 'luxon';
import { amountInWords } from '../../shared/billing';
import { BUSINESS_ZONE, formatIndianDate } from '../../shared/dates';
import { formatINR, sumRupees } from '../../shared/money';
import type { BillLine, StoredBill } from '../modules/billing/repository';
import { rememberFontMetrics } from './font-metrics-cache';

/**
 * The vendor bill PDF (DESIGN.md section 4), drawn only from a stored bill revision, so the same
 * revision always gives the same document: CreationDate is the revision's time, no clock is read.
 * A4 landscape for the wide trip table; built-in Helvetica (no font files; 'Rs.' since the
 * standard fonts have no rupee sign).
 */

export interface BillBusiness {
  name: string;
  address: string;
}

const PAGE = { margin: 30, top: 28, bottom: 34 } as const;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const COLOR = { text: '#111111', muted: '#555555', rule: '#9a9a9a', headFill: '#e4e8ee', stripe: '#f6f7f9', totalFill: '#eef0f3' } as const;
const TABLE_FONT_SIZE = 7.5;
const CELL_PAD = 3;

const weightFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const money = (value: number | null) => (value === null ? '-' : formatINR(value));
const weight = (value: number | null) => (value === null ? '-' : weightFormat.format(value));
const signedMoney = (value: number) => `${value < 0 ? '-' : '+'} ${formatINR(Math.abs(value))}`;

// A bill's lines share few dates; luxon's zone maths per line was a tenth of a big bill's time.
const lineDates = new Map<string, string>();
const lineDate = (isoDate: string) => {
  let text = lineDates.get(isoDate);
  if (text === undefined) {
    text = formatIndianDate(isoDate);
    if (lineDates.size > 5000) lineDates.clear();
    lineDates.set(isoDate, text);
  }
  return text;
};

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: BillLine) => string;
  total?: (bill: StoredBill) => string;
}

const otherDeductions = (line: BillLine) =>
  line.adblue === null && line.greasing === null ? null : sumRupees([line.adblue, line.greasing]);

// The table of DESIGN.md section 4, plus Adblue + Greasing (they are deducted from the amount,
// so a reader can check every row). Widths add up to the landscape page's 782 pt.
const COLUMNS: Column[] = [
  { header: 'Trip ID', width: 50, align: 'left', cell: (l) => l.tripId },
  { header: 'Date', width: 48, align: 'left', cell: (l) => lineDate(l.localDate) },
  { header: 'Truck No.', width: 56, align: 'left', cell: (l) => l.truckNumber },
  { header: 'From', width: 60, align: 'left', cell: (l) => l.destinationFrom },
  { header: 'To', width: 60, align: 'left', cell: (l) => l.destinationTo },
  { header: 'Weight (MT)', width: 42, align: 'right', cell: (l) => weight(l.weight), total: (b) => weight(b.current.totals.weight) },
  { header: 'Actual Wt (MT)', width: 42, align: 'right', cell: (l) => weight(l.actualWeight), total: (b) => weight(b.current.totals.actualWeight) },
  { header: 'Rate', width: 42, align: 'right', cell: (l) => money(l.rate) },
  { header: 'Freight', width: 54, align: 'right', cell: (l) => money(l.freight), total: (b) => money(b.current.totals.freight) },
  { header: 'Diesel', width: 48, align: 'right', cell: (l) => money(l.diesel), total: (b) => money(b.current.totals.diesel) },
  { header: 'Advance', width: 48, align: 'right', cell: (l) => money(l.advance), total: (b) => money(b.current.totals.advance) },
  { header: 'Toll', width: 42, align: 'right', cell: (l) => money(l.toll), total: (b) => money(b.current.totals.toll) },
  { header: 'TDS', width: 44, align: 'right', cell: (l) => money(l.tds), total: (b) => money(b.current.totals.tds) },
  { header: 'Short', width: 42, align: 'right', cell: (l) => money(l.short), total: (b) => money(b.current.totals.short) },
  {
    header: 'Adblue + Greasing',
    width: 46,
    align: 'right',
    cell: (l) => money(otherDeductions(l)),
    total: (b) => money(sumRupees([b.current.totals.adblue, b.current.totals.greasing])),
  },
  { header: 'Amount', width: 58, align: 'right', cell: (l) => money(l.amount), total: (b) => money(b.current.totals.amount) },
];

const TABLE_WIDTH = COLUMNS.reduce((sum, c) => sum + c.width, 0);

/** Renders the bill's current revision. Resolves with the PDF bytes. */
export function renderBillPdf(bill: StoredBill, business: BillBusiness): Promise<Buffer> {
  const revision = bill.current;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: {
      Title: `Vendor Bill ${bill.billId}`,
      Author: business.name,
      Subject: `${revision.vendor.name} - ${bill.billId}${revision.revision > 1 ? ` (Revision ${revision.revision})` : ''}`,
      Creator: business.name,
      Producer: 'PDFKit',
      CreationDate: revision.createdAt,
    },
  });
  rememberFontMetrics(doc, [FONT.bold, FONT.regular]);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const right = doc.page.width - PAGE.margin;
  const contentWidth = right - left;
  const footerSpace = 22;
  const pageBottom = () => doc.page.height - PAGE.bottom - footerSpace;

  // ---------------------------------------------------------------- first page header
  doc.fillColor(COLOR.text).font(FONT.bold).fontSize(17).text(business.name.toUpperCase(), left, PAGE.top, { width: contentWidth, align: 'center' });
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted).text(business.address, { width: contentWidth, align: 'center' });
  let y = doc.y + 5;
  rule(doc, left, right, y, 1.2);
  y += 7;
  doc.fillColor(COLOR.text).font(FONT.bold).fontSize(13).text('Vendor Bill', left, y, { width: contentWidth, align: 'center', characterSpacing: 0.5 });
  y = doc.y + 6;

  // Vendor block (left) and bill block (right), each a framed box.
  const boxGap = 16;
  const vendorWidth = contentWidth * 0.58;
  const billX = left + vendorWidth + boxGap;
  const billWidth = right - billX;
  const vendor = revision.vendor;
  const vendorRows: Array<[string, string]> = [
    ['Owner', vendor.owner],
    ['PAN', vendor.pan],
    ['GSTIN', vendor.gst],
    ['Bank', vendor.bankName],
    ['Account No.', vendor.bankAccount],
    ['IFSC', vendor.ifsc],
  ];
  const dates = revision.lines.map((l) => l.localDate).sort();
  const billRows: Array<[string, string]> = [
    ['Bill No.', bill.billId],
    ['Bill Date', formatIndianDate(bill.billDate)],
    // Every copy says which revision it is and when that revision was made (issue 8).
    ['Revision', `${revision.revision} (${revision.revision > 1 ? 'revised' : 'issued'} on ${indianDate(revision.createdAt)})`],
    ['Trips', String(revision.totals.tripCount)],
    ['Trip Period', dates.length ? `${formatIndianDate(dates[0])} to ${formatIndianDate(dates[dates.length - 1])}` : '-'],
    ['Prepared By', revision.createdBy],
  ];
  const boxesBottom = Math.max(
    detailBox(doc, left, y, vendorWidth, 'Vendor', vendor.name, vendorRows, 2),
    detailBox(doc, billX, y, billWidth, 'Bill Details', null, billRows, 1),
  );
  // Both boxes framed to the same height.
  doc.save().lineWidth(0.6).strokeColor(COLOR.rule);
  doc.rect(left, y, vendorWidth, boxesBottom - y).stroke();
  doc.rect(billX, y, billWidth, boxesBottom - y).stroke();
  doc.restore();
  y = boxesBottom + 10;

  // ---------------------------------------------------------------- trip table
  const continuation = () => {
    doc.addPage();
    doc.font(FONT.bold).fontSize(9).fillColor(COLOR.text).text(`${business.name} - Vendor Bill ${bill.billId} (continued)`, left, PAGE.top, { width: contentWidth / 2 });
    doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted).text(vendor.name, left + contentWidth / 2, PAGE.top, { width: contentWidth / 2, align: 'right' });
    return PAGE.top + 18;
  };

  y = tableHeader(doc, left, y);
  revision.lines.forEach((line, index) => {
    const cells = COLUMNS.map((c) => c.cell(line));
    const height = rowHeight(doc, cells, FONT.regular);
    if (y + height > pageBottom()) {
      y = tableHeader(doc, left, continuation());
    }
    if (index % 2 === 1) doc.rect(left, y, TABLE_WIDTH, height).fill(COLOR.stripe);
    drawRow(doc, left, y, cells, height, FONT.regular);
    y += height;
  });
  const totalCells = COLUMNS.map((c, i) => (i === 0 ? 'Total' : c.total ? c.total(bill) : ''));
  const totalHeight = rowHeight(doc, totalCells, FONT.bold);
  if (y + totalHeight > pageBottom()) y = tableHeader(doc, left, continuation());
  doc.rect(left, y, TABLE_WIDTH, totalHeight).fill(COLOR.totalFill);
  drawRow(doc, left, y, totalCells, totalHeight, FONT.bold);
  rule(doc, left, left + TABLE_WIDTH, y, 0.9);
  y += totalHeight + 12;

  // ---------------------------------------------------------------- summary, words, signatures
  const summaryRows: Array<[string, string, boolean]> = [['Total of trip amounts', formatINR(revision.totals.amount), false]];
  for (const remark of revision.remarks) summaryRows.push([`${remark.amount < 0 ? 'Less' : 'Add'}: ${remark.text}`, signedMoney(remark.amount), false]);
  if (revision.applyTaxes) summaryRows.push(['Add: GST on freight', signedMoney(revision.totals.gstAmount), false]);
  const summaryHeight = summaryRows.length * 15 + 26;
  const summaryWidth = 300;
  const summaryX = right - summaryWidth;
  const wordsWidth = summaryX - left - 24;
  const words = amountInWords(revision.totals.netAmount);
  doc.font(FONT.regular).fontSize(9.5);
  const wordsHeight = 14 + doc.heightOfString(words, { width: wordsWidth });
  const signatureSpace = 62;
  if (y + Math.max(summaryHeight, wordsHeight) + signatureSpace > pageBottom()) y = continuation() + 6;

  // Net payable in words (left), beside the summary (right).
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.muted).text('AMOUNT IN WORDS', left, y + 4, { width: wordsWidth, characterSpacing: 0.6 });
  doc.font(FONT.bold).fontSize(9.5).fillColor(COLOR.text).text(words, left, y + 16, { width: wordsWidth });
  let sy = y + 6;
  for (const [label, value] of summaryRows) {
    doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.text).text(label, summaryX + 8, sy, { width: 180 });
    doc.text(value, summaryX + 150, sy, { width: summaryWidth - 158, align: 'right' });
    sy += 15;
  }
  doc.rect(summaryX, sy - 1, summaryWidth, y + summaryHeight - (sy - 1)).fill(COLOR.headFill);
  doc.lineWidth(0.6).strokeColor(COLOR.rule).rect(summaryX, y, summaryWidth, summaryHeight).stroke();
  doc.font(FONT.bold).fontSize(10.5).fillColor(COLOR.text).text('Net Payable', summaryX + 8, sy + 4, { width: 140 });
  doc.text(`Rs. ${formatINR(revision.totals.netAmount)}`, summaryX + 120, sy + 4, { width: summaryWidth - 128, align: 'right' });
  y += Math.max(summaryHeight, wordsHeight);

  // Signatures.
  const signatureY = y + signatureSpace - 14;
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.text);
  doc.text(`For ${business.name}`, right - 200, y + 10, { width: 200, align: 'center' });
  rule(doc, left, left + 170, signatureY, 0.6);
  doc.text("Vendor's Signature", left, signatureY + 4, { width: 170, align: 'center' });
  rule(doc, right - 200, right, signatureY, 0.6);
  doc.text('Authorised Signatory', right - 200, signatureY + 4, { width: 200, align: 'center' });

  // ---------------------------------------------------------------- footers: page n of N
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    const fy = doc.page.height - PAGE.bottom - 6;
    rule(doc, left, right, fy - 4, 0.5);
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
    doc.text(`Bill ${bill.billId}${revision.revision > 1 ? `, revision ${revision.revision}` : ''}`, left, fy, { width: contentWidth / 3, lineBreak: false });
    doc.text('This is a computer-generated bill.', left + contentWidth / 3, fy, { width: contentWidth / 3, align: 'center', lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, left + (2 * contentWidth) / 3, fy, { width: contentWidth / 3, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.flushPages();
  doc.end();
  return done;
}

function indianDate(moment: Date): string {
  return DateTime.fromJSDate(moment, { zone: BUSINESS_ZONE }).toFormat('dd/MM/yyyy');
}

function rule(doc: PDFKit.PDFDocument, x1: number, x2: number, y: number, width: number) {
  doc.save().lineWidth(width).strokeColor(COLOR.rule).moveTo(x1, y).lineTo(x2, y).stroke().restore();
}

/**
 * The content of a details box: a title, an optional bold first line and label/value rows laid
 * out in `columns` columns. Returns the y where the box's frame should end.
 */
function detailBox(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  title: string,
  headline: string | null,
  rows: Array<[string, string]>,
  columns: number,
): number {
  const pad = 7;
  let cy = y + pad;
  doc.font(FONT.bold).fontSize(7.5).fillColor(COLOR.muted).text(title.toUpperCase(), x + pad, cy, { width: width - 2 * pad, characterSpacing: 0.6 });
  cy = doc.y + 2;
  if (headline) {
    doc.font(FONT.bold).fontSize(11).fillColor(COLOR.text).text(headline, x + pad, cy, { width: width - 2 * pad });
    cy = doc.y + 3;
  }
  const columnWidth = (width - 2 * pad) / columns;
  const labelWidth = 62;
  const rowsPerColumn = Math.ceil(rows.length / columns);
  let bottom = cy;
  rows.forEach(([label, value], i) => {
    const column = Math.floor(i / rowsPerColumn);
    const rx = x + pad + column * columnWidth;
    const ry = cy + (i % rowsPerColumn) * 13;
    doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted).text(label, rx, ry, { width: labelWidth, lineBreak: false });
    doc.font(FONT.bold).fontSize(8.5).fillColor(COLOR.text).text(value || '-', rx + labelWidth, ry, { width: columnWidth - labelWidth - 6, lineBreak: false, ellipsis: true });
    bottom = Math.max(bottom, ry + 13);
  });
  return bottom + pad - 3;
}

/** Whether every cell fits its column on one line (the common case: no wrapping to lay out). */
function fitsOneLine(doc: PDFKit.PDFDocument, cells: string[]): boolean {
  return cells.every((text, i) => doc.widthOfString(text) <= COLUMNS[i].width - 2 * CELL_PAD);
}

// A 5,000-trip bill has 75,000 cells: one-line cells skip pdfkit's line wrapper (measured ~4x faster).
function rowHeight(doc: PDFKit.PDFDocument, cells: string[], font: string): number {
  doc.font(font).fontSize(TABLE_FONT_SIZE);
  if (fitsOneLine(doc, cells)) return doc.heightOfString('X') + 2 * CELL_PAD;
  const heights = cells.map((text, i) => doc.heightOfString(text || ' ', { width: COLUMNS[i].width - 2 * CELL_PAD }));
  return Math.max(...heights) + 2 * CELL_PAD;
}

function drawRow(doc: PDFKit.PDFDocument, x: number, y: number, cells: string[], height: number, font: string) {
  doc.font(font).fontSize(TABLE_FONT_SIZE).fillColor(COLOR.text);
  const oneLine = fitsOneLine(doc, cells);
  let cx = x;
  cells.forEach((text, i) => {
    const column = COLUMNS[i];
    const inner = column.width - 2 * CELL_PAD;
    if (oneLine) {
      const offset = column.align === 'right' ? inner - doc.widthOfString(text) : 0;
      doc.text(text, cx + CELL_PAD + offset, y + CELL_PAD, { lineBreak: false });
    } else {
      doc.text(text, cx + CELL_PAD, y + CELL_PAD, { width: inner, align: column.align });
    }
    cx += column.width;
  });
  // The row's rules as one path, stroked once.
  doc.save().lineWidth(0.4).strokeColor(COLOR.rule);
  doc.moveTo(x, y + height).lineTo(x + TABLE_WIDTH, y + height);
  cx = x;
  for (const column of COLUMNS) {
    doc.moveTo(cx, y).lineTo(cx, y + height);
    cx += column.width;
  }
  doc.moveTo(cx, y).lineTo(cx, y + height).stroke();
  doc.restore();
}

/** The table's header row (repeated at the top of every page the table runs onto). Returns the y below it. */
function tableHeader(doc: PDFKit.PDFDocument, x: number, y: number): number {
  const headers = COLUMNS.map((c) => c.header);
  const height = rowHeight(doc, headers, FONT.bold);
  doc.rect(x, y, TABLE_WIDTH, height).fill(COLOR.headFill);
  drawRow(doc, x, y, headers, height, FONT.bold);
  doc.save().lineWidth(0.4).strokeColor(COLOR.rule).moveTo(x, y).lineTo(x + TABLE_WIDTH, y).stroke().restore();
  return y + height;
}
