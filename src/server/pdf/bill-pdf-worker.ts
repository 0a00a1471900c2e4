import type { StoredBill } from '../modules/billing/repository';
import { renderBillPdf, type BillBusiness } from './bill-pdf';

/** What the main thread sends a PDF worker: the stored bill (structured-cloned) and the business. */
export interface BillPdfTask {
  bill: StoredBill;
  business: BillBusiness;
}

/** Runs in a worker thread (bill-pdf-pool.ts): the same rendering, off the event loop. */
export default async function renderBillPdfTask(task: BillPdfTask): Promise<Uint8Array> {
  return renderBillPdf(task.bill, task.business);
}
