import { amountInWords } from '../../shared/billing';
import { formatINR } from '../../shared/common/money';
import { declarationLapseNote, tdsBasisNote } from '../../shared/accounting/tds-rule';
import type { StoredBill } from '../modules/billing/stored/bill-types';
import type { BillBusiness } from './bill-pdf';
import { COLOR, FONT, PAGE, rule, signedMoney, type BillPage } from './bill-pdf-style';

/** The bill PDF's end: the summary beside the amount in words, the signatures, and every page's footer. */

const SIGNATURE_SPACE = 62;

/** Draws the summary, the amount in words and the signatures from `top` (on a new page if they do not fit). */
export function drawClosing(page: BillPage, bill: StoredBill, business: BillBusiness, top: number): void {
  const { doc, left, right } = page;
  const revision = bill.current;
  let y = top;
  const summaryRows: Array<[string, string, boolean]> = [
    ['Total of trip amounts', formatINR(revision.totals.amount), false],
  ];
  for (const remark of revision.remarks)
    summaryRows.push([
      `${remark.amount < 0 ? 'Less' : 'Add'}: ${remark.text}`,
      signedMoney(remark.amount),
      false,
    ]);
  const terms = revision.tdsTerms;
  if (terms && terms.chargesTds > 0)
    summaryRows.push([`Less: TDS on charges (${terms.rate}%)`, signedMoney(-terms.chargesTds), false]);
  if (revision.applyTaxes)
    summaryRows.push(['Add: GST on freight', signedMoney(revision.totals.gstAmount), false]);
  if (terms) summaryRows.push([tdsBasisNote(terms, bill.billDate), '', false]);
  // A declaration of another tax year on record: the bill says why it deducts at the normal rate.
  const lapse = terms ? declarationLapseNote(terms) : null;
  if (lapse) summaryRows.push([lapse, '', false]);
  const summaryHeight = summaryRows.length * 15 + 26;
  const summaryWidth = 300;
  const summaryX = right - summaryWidth;
  const wordsWidth = summaryX - left - 24;
  const words = amountInWords(revision.totals.netAmount);
  doc.font(FONT.regular).fontSize(9.5);
  const wordsHeight = 14 + doc.heightOfString(words, { width: wordsWidth });
  if (y + Math.max(summaryHeight, wordsHeight) + SIGNATURE_SPACE > page.pageBottom())
    y = page.continuation() + 6;

  // Net payable in words (left), beside the summary (right).
  doc
    .font(FONT.bold)
    .fontSize(8)
    .fillColor(COLOR.muted)
    .text('AMOUNT IN WORDS', left, y + 4, { width: wordsWidth, characterSpacing: 0.6 });
  doc
    .font(FONT.bold)
    .fontSize(9.5)
    .fillColor(COLOR.text)
    .text(words, left, y + 16, { width: wordsWidth });
  let sy = y + 6;
  for (const [label, value] of summaryRows) {
    // A note row (no amount) may use the summary's whole width.
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(COLOR.text)
      .text(label, summaryX + 8, sy, { width: value === '' ? summaryWidth - 16 : 180, lineBreak: false });
    doc.text(value, summaryX + 150, sy, { width: summaryWidth - 158, align: 'right' });
    sy += 15;
  }
  doc.rect(summaryX, sy - 1, summaryWidth, y + summaryHeight - (sy - 1)).fill(COLOR.headFill);
  doc.lineWidth(0.6).strokeColor(COLOR.rule).rect(summaryX, y, summaryWidth, summaryHeight).stroke();
  doc
    .font(FONT.bold)
    .fontSize(10.5)
    .fillColor(COLOR.text)
    .text('Net Payable', summaryX + 8, sy + 4, { width: 140 });
  doc.text(`Rs. ${formatINR(revision.totals.netAmount)}`, summaryX + 120, sy + 4, {
    width: summaryWidth - 128,
    align: 'right',
  });
  y += Math.max(summaryHeight, wordsHeight);
  drawSignatures(page, business, y);
}

function drawSignatures(page: BillPage, business: BillBusiness, y: number): void {
  const { doc, left, right } = page;
  const signatureY = y + SIGNATURE_SPACE - 14;
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.text);
  doc.text(`For ${business.name}`, right - 200, y + 10, { width: 200, align: 'center' });
  rule(doc, left, left + 170, signatureY, 0.6);
  doc.text("Vendor's Signature", left, signatureY + 4, { width: 170, align: 'center' });
  rule(doc, right - 200, right, signatureY, 0.6);
  doc.text('Authorised Signatory', right - 200, signatureY + 4, { width: 200, align: 'center' });
}

/** Every page's footer: the bill, a note and "Page n of N". */
export function drawFooters(page: BillPage, bill: StoredBill): void {
  const { doc, left, right, contentWidth } = page;
  const revision = bill.current;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    const fy = doc.page.height - PAGE.bottom - 6;
    rule(doc, left, right, fy - 4, 0.5);
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
    doc.text(
      `Bill ${bill.billId}${revision.revision > 1 ? `, revision ${revision.revision}` : ''}`,
      left,
      fy,
      { width: contentWidth / 3, lineBreak: false },
    );
    doc.text('This is a computer-generated bill.', left + contentWidth / 3, fy, {
      width: contentWidth / 3,
      align: 'center',
      lineBreak: false,
    });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, left + (2 * contentWidth) / 3, fy, {
      width: contentWidth / 3,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
