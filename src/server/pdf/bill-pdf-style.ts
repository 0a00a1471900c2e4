import { formatIndianDate } from '../../shared/common/dates';
import { formatINR } from '../../shared/common/money';

/** The bill PDF's page, fonts, colours and value formats, shared by its parts. */

export const PAGE = { margin: 30, top: 28, bottom: 34 } as const;
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const COLOR = {
  text: '#111111',
  muted: '#555555',
  rule: '#9a9a9a',
  headFill: '#e4e8ee',
  stripe: '#f6f7f9',
  totalFill: '#eef0f3',
} as const;

const weightFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
export const money = (value: number | null) => (value === null ? '-' : formatINR(value));
export const weight = (value: number | null) => (value === null ? '-' : weightFormat.format(value));
export const signedMoney = (value: number) => `${value < 0 ? '-' : '+'} ${formatINR(Math.abs(value))}`;

// A bill's lines share few dates; luxon's zone maths per line was a tenth of a big bill's time.
const lineDates = new Map<string, string>();
export const lineDate = (isoDate: string) => {
  let text = lineDates.get(isoDate);
  if (text === undefined) {
    text = formatIndianDate(isoDate);
    if (lineDates.size > 5000) lineDates.clear();
    lineDates.set(isoDate, text);
  }
  return text;
};

export function rule(doc: PDFKit.PDFDocument, x1: number, x2: number, y: number, width: number) {
  doc.save().lineWidth(width).strokeColor(COLOR.rule).moveTo(x1, y).lineTo(x2, y).stroke().restore();
}

/** Where the parts of one bill document draw: the page's edges and the continuation page maker. */
export interface BillPage {
  doc: PDFKit.PDFDocument;
  left: number;
  right: number;
  contentWidth: number;
  /** The lowest y a row may reach before the footer. */
  pageBottom(): number;
  /** Starts a continuation page; answers the y below its heading. */
  continuation(): number;
}
