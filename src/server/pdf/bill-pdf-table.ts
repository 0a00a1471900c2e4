import { fromPaise, sumRupees, toPaise } from '../../shared/common/money';
import type { BillLine, BillRevisionTotals, StoredBill } from '../modules/billing/stored/bill-types';
import { COLOR, FONT, lineDate, money, rule, weight, type BillPage } from './bill-pdf-style';
import { canWriteDirectly, writeOneLineCells, writeStrokedSegments, type PlacedText } from './one-line-cells';

/** The bill PDF's trip table: a header row on every page, a striped row per trip, a total row. */

const TABLE_FONT_SIZE = 7.5;
const CELL_PAD = 3;

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: BillLine) => string;
  total?: (bill: StoredBill) => string;
}

const otherDeductions = (line: BillLine) =>
  line.adblue === null && line.greasing === null ? null : sumRupees([line.adblue, line.greasing]);

/** The bill's TDS on its trips: its whole TDS less the TDS on charges (billTotals adds them). */
export const tripsTds = (bill: StoredBill) =>
  fromPaise(toPaise(bill.current.totals.tds) - toPaise(bill.current.tdsTerms?.chargesTds ?? 0));

/** A right-aligned column of a line's value, the bill's total of it in the total row. */
const summed = (
  header: string,
  width: number,
  format: (value: number | null) => string,
  field: keyof BillLine & keyof BillRevisionTotals,
): Column => ({
  header,
  width,
  align: 'right',
  cell: (l) => format(l[field]),
  total: (b) => format(b.current.totals[field]),
});

// The table of DESIGN.md section 4, plus Adblue + Greasing (they are deducted from the amount,
// so a reader can check every row). Widths add up to the landscape page's 782 pt.
const COLUMNS: Column[] = [
  { header: 'Trip ID', width: 50, align: 'left', cell: (l) => l.tripId },
  { header: 'Date', width: 48, align: 'left', cell: (l) => lineDate(l.localDate) },
  { header: 'Truck No.', width: 56, align: 'left', cell: (l) => l.truckNumber },
  { header: 'From', width: 60, align: 'left', cell: (l) => l.destinationFrom },
  { header: 'To', width: 60, align: 'left', cell: (l) => l.destinationTo },
  summed('Weight (MT)', 42, weight, 'weight'),
  summed('Actual Wt (MT)', 42, weight, 'actualWeight'),
  { header: 'Rate', width: 42, align: 'right', cell: (l) => money(l.rate) },
  summed('Freight', 54, money, 'freight'),
  summed('Diesel', 48, money, 'diesel'),
  summed('Advance', 48, money, 'advance'),
  summed('Toll', 42, money, 'toll'),
  {
    header: 'TDS',
    width: 44,
    align: 'right',
    cell: (l) => money(l.tds),
    // The trips' TDS only: the TDS on charges has its own line under the table.
    total: (b) => money(tripsTds(b)),
  },
  summed('Short', 42, money, 'short'),
  {
    header: 'Adblue + Greasing',
    width: 46,
    align: 'right',
    cell: (l) => money(otherDeductions(l)),
    total: (b) => money(sumRupees([b.current.totals.adblue, b.current.totals.greasing])),
  },
  summed('Amount', 58, money, 'amount'),
];

const TABLE_WIDTH = COLUMNS.reduce((sum, c) => sum + c.width, 0);

/** Draws the table from `y` (continuing onto new pages as needed); answers the y below its total row. */
export function drawTripTable(page: BillPage, bill: StoredBill, top: number): number {
  const { doc, left } = page;
  let y = tableHeader(doc, left, top);
  bill.current.lines.forEach((line, index) => {
    const cells = COLUMNS.map((c) => c.cell(line));
    const height = rowHeight(doc, cells, FONT.regular);
    if (y + height > page.pageBottom()) {
      y = tableHeader(doc, left, page.continuation());
    }
    if (index % 2 === 1) doc.rect(left, y, TABLE_WIDTH, height).fill(COLOR.stripe);
    drawRow(doc, left, y, cells, height, FONT.regular);
    y += height;
  });
  const totalCells = COLUMNS.map((c, i) => (i === 0 ? 'Total' : c.total ? c.total(bill) : ''));
  const totalHeight = rowHeight(doc, totalCells, FONT.bold);
  if (y + totalHeight > page.pageBottom()) y = tableHeader(doc, left, page.continuation());
  doc.rect(left, y, TABLE_WIDTH, totalHeight).fill(COLOR.totalFill);
  drawRow(doc, left, y, totalCells, totalHeight, FONT.bold);
  rule(doc, left, left + TABLE_WIDTH, y, 0.9);
  return y + totalHeight;
}

/** Whether every cell fits its column on one line (the common case: no wrapping to lay out). */
function fitsOneLine(doc: PDFKit.PDFDocument, cells: string[]): boolean {
  return cells.every((text, i) => doc.widthOfString(text) <= COLUMNS[i].width - 2 * CELL_PAD);
}

// A 5,000-trip bill has 75,000 cells: one-line cells skip pdfkit's line wrapper (measured ~4x faster).
function rowHeight(doc: PDFKit.PDFDocument, cells: string[], font: string): number {
  doc.font(font).fontSize(TABLE_FONT_SIZE);
  if (fitsOneLine(doc, cells)) return doc.heightOfString('X') + 2 * CELL_PAD;
  const heights = cells.map((text, i) =>
    doc.heightOfString(text || ' ', { width: COLUMNS[i].width - 2 * CELL_PAD }),
  );
  return Math.max(...heights) + 2 * CELL_PAD;
}

function drawRow(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  cells: string[],
  height: number,
  font: string,
) {
  doc.font(font).fontSize(TABLE_FONT_SIZE).fillColor(COLOR.text);
  if (fitsOneLine(doc, cells) && canWriteDirectly(doc, cells)) {
    const placed: PlacedText[] = [];
    let cx = x;
    cells.forEach((text, i) => {
      const column = COLUMNS[i];
      const offset = column.align === 'right' ? column.width - 2 * CELL_PAD - doc.widthOfString(text) : 0;
      placed.push({ text, x: cx + CELL_PAD + offset });
      cx += column.width;
    });
    writeOneLineCells(doc, placed, y + CELL_PAD);
  } else {
    let cx = x;
    cells.forEach((text, i) => {
      const column = COLUMNS[i];
      doc.text(text, cx + CELL_PAD, y + CELL_PAD, {
        width: column.width - 2 * CELL_PAD,
        align: column.align,
      });
      cx += column.width;
    });
  }
  // The row's rules as one path, stroked once.
  writeStrokedSegments(doc, 0.4, COLOR.rule, rowRules(x, y, height));
}

/** The row's bottom rule, then its column rules left to right. */
function rowRules(x: number, y: number, height: number): [number, number, number, number][] {
  const segments: [number, number, number, number][] = [[x, y + height, x + TABLE_WIDTH, y + height]];
  let cx = x;
  for (const column of COLUMNS) {
    segments.push([cx, y, cx, y + height]);
    cx += column.width;
  }
  segments.push([cx, y, cx, y + height]);
  return segments;
}

/** The table's header row (repeated at the top of every page the table runs onto). Returns the y below it. */
function tableHeader(doc: PDFKit.PDFDocument, x: number, y: number): number {
  const headers = COLUMNS.map((c) => c.header);
  const height = rowHeight(doc, headers, FONT.bold);
  doc.rect(x, y, TABLE_WIDTH, height).fill(COLOR.headFill);
  drawRow(doc, x, y, headers, height, FONT.bold);
  doc
    .save()
    .lineWidth(0.4)
    .strokeColor(COLOR.rule)
    .moveTo(x, y)
    .lineTo(x + TABLE_WIDTH, y)
    .stroke()
    .restore();
  return y + height;
}
