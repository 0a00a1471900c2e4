import PDFDocument from 'pdfkit';
import type { StoredBill } from '../modules/billing/stored/bill-types';
import { drawClosing, drawFooters } from './bill-pdf-closing';
import { drawFirstPageHeader } from './bill-pdf-header';
import { COLOR, FONT, PAGE, type BillPage } from './bill-pdf-style';
import { drawTripTable } from './bill-pdf-table';
import { batchPageContent } from './content-batching';
import { fontOptions, rememberFontMetrics } from './font-metrics-cache';

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

const FOOTER_SPACE = 22;

/** The fonts the bill draws with; the last is selected first. */
const BILL_FONTS = [FONT.bold, FONT.regular];

/** Renders the bill's current revision. Resolves with the PDF bytes. */
export function renderBillPdf(bill: StoredBill, business: BillBusiness): Promise<Buffer> {
  const revision = bill.current;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    ...fontOptions(BILL_FONTS),
    info: {
      Title: `Vendor Bill ${bill.billId}`,
      Author: business.name,
      Subject: `${revision.vendor.name} - ${bill.billId}${revision.revision > 1 ? ` (Revision ${revision.revision})` : ''}`,
      Creator: business.name,
      Producer: 'PDFKit',
      CreationDate: revision.createdAt,
    },
  });
  rememberFontMetrics(doc, BILL_FONTS);
  batchPageContent(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const page = billPage(doc, bill, business);
  const tableTop = drawFirstPageHeader(page, bill, business);
  const tableBottom = drawTripTable(page, bill, tableTop);
  drawClosing(page, bill, business, tableBottom + 12);
  drawFooters(page, bill);
  doc.flushPages();
  doc.end();
  return done;
}

function billPage(doc: PDFKit.PDFDocument, bill: StoredBill, business: BillBusiness): BillPage {
  const left = PAGE.margin;
  const right = doc.page.width - PAGE.margin;
  const contentWidth = right - left;
  return {
    doc,
    left,
    right,
    contentWidth,
    pageBottom: () => doc.page.height - PAGE.bottom - FOOTER_SPACE,
    // A continuation page names the bill (left) and the vendor (right) above its table.
    continuation: () => {
      doc.addPage();
      doc
        .font(FONT.bold)
        .fontSize(9)
        .fillColor(COLOR.text)
        .text(`${business.name} - Vendor Bill ${bill.billId} (continued)`, left, PAGE.top, {
          width: contentWidth / 2,
        });
      doc
        .font(FONT.regular)
        .fontSize(9)
        .fillColor(COLOR.muted)
        .text(bill.current.vendor.name, left + contentWidth / 2, PAGE.top, {
          width: contentWidth / 2,
          align: 'right',
        });
      return PAGE.top + 18;
    },
  };
}
