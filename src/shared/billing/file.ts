import { z } from 'zod';

/**
 * A bill's PDF is named the same on every screen and by every route that sends it: the bill id
 * and the revision it shows, so two revisions of one bill never overwrite each other.
 */
export function billPdfFileName(billId: string, revision?: number): string {
  return revision === undefined ? `Bill-${billId}.pdf` : `Bill-${billId}-r${revision}.pdf`;
}

/**
 * The headers beside a bill PDF (SPEC.md answers the PDF itself): which bill it is, so the screen
 * that made it can name the result. The vendor is URI-encoded (a header carries no Unicode).
 */
export const BILL_PDF_HEADERS = {
  billId: 'x-bill-id',
  net: 'x-bill-net',
  vendor: 'x-bill-vendor',
  trips: 'x-bill-trips',
  revision: 'x-bill-revision',
  billDate: 'x-bill-date',
} as const;

/** What those headers tell about the bill a PDF shows. */
export interface BillPdfFacts {
  billId: string;
  vendor: string;
  trips: number;
  revision: number;
  /** The stored net payable in rupees. */
  net: number;
  billDate: string;
}

/** GET of a stored bill's PDF: `?disposition=inline` opens it in the browser's viewer instead of saving it. */
export const billPdfQuery = z.object({ disposition: z.enum(['inline', 'attachment']).optional() });
export type BillPdfDisposition = NonNullable<z.infer<typeof billPdfQuery>['disposition']>;
