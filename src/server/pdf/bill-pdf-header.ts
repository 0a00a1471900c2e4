import { DateTime } from 'luxon';
import { BUSINESS_ZONE, formatIndianDate } from '../../shared/common/dates';
import type { StoredBill } from '../modules/billing/stored/bill-types';
import type { BillBusiness } from './bill-pdf';
import { COLOR, FONT, PAGE, rule, type BillPage } from './bill-pdf-style';

/** The bill PDF's first page header: the business, the title, and the vendor and bill boxes. */

/** Draws the header; answers the y below it. */
export function drawFirstPageHeader(page: BillPage, bill: StoredBill, business: BillBusiness): number {
  const { doc, left, right, contentWidth } = page;
  doc
    .fillColor(COLOR.text)
    .font(FONT.bold)
    .fontSize(17)
    .text(business.name.toUpperCase(), left, PAGE.top, { width: contentWidth, align: 'center' });
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(COLOR.muted)
    .text(business.address, { width: contentWidth, align: 'center' });
  let y = doc.y + 5;
  rule(doc, left, right, y, 1.2);
  y += 7;
  doc
    .fillColor(COLOR.text)
    .font(FONT.bold)
    .fontSize(13)
    .text('Vendor Bill', left, y, { width: contentWidth, align: 'center', characterSpacing: 0.5 });
  y = doc.y + 6;
  return drawDetailBoxes(page, bill, y) + 10;
}

/** Vendor block (left) and bill block (right), each a framed box; answers the y below them. */
function drawDetailBoxes(page: BillPage, bill: StoredBill, y: number): number {
  const { doc, left, right, contentWidth } = page;
  const revision = bill.current;
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
    // Every copy says which revision it is and when that revision was made.
    [
      'Revision',
      `${revision.revision} (${revision.revision > 1 ? 'revised' : 'issued'} on ${indianDate(revision.createdAt)})`,
    ],
    ['Trips', String(revision.totals.tripCount)],
    [
      'Trip Period',
      dates.length ? `${formatIndianDate(dates[0])} to ${formatIndianDate(dates[dates.length - 1])}` : '-',
    ],
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
  return boxesBottom;
}

function indianDate(moment: Date): string {
  return DateTime.fromJSDate(moment, { zone: BUSINESS_ZONE }).toFormat('dd/MM/yyyy');
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
  doc
    .font(FONT.bold)
    .fontSize(7.5)
    .fillColor(COLOR.muted)
    .text(title.toUpperCase(), x + pad, cy, { width: width - 2 * pad, characterSpacing: 0.6 });
  cy = doc.y + 2;
  if (headline) {
    doc
      .font(FONT.bold)
      .fontSize(11)
      .fillColor(COLOR.text)
      .text(headline, x + pad, cy, { width: width - 2 * pad });
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
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(COLOR.muted)
      .text(label, rx, ry, { width: labelWidth, lineBreak: false });
    doc
      .font(FONT.bold)
      .fontSize(8.5)
      .fillColor(COLOR.text)
      .text(value || '-', rx + labelWidth, ry, {
        width: columnWidth - labelWidth - 6,
        lineBreak: false,
        ellipsis: true,
      });
    bottom = Math.max(bottom, ry + 13);
  });
  return bottom + pad - 3;
}
