import type { StoredBill } from '../modules/billing/stored/bill-types';
import { renderBillPdf, type BillBusiness } from './bill-pdf';

/** What the main thread sends a PDF worker: the stored bill (structured-cloned) and the business. */
export interface BillPdfTask {
  bill: StoredBill;
  business: BillBusiness;
}

/** Asks a worker to get ready (bill-pdf-pool.ts warmUp). */
export interface WarmUpTask {
  warmUp: true;
}

// A bill of no trips: rendering it loads the fonts and runs every part of the layout once.
const WARM_UP_BILL: StoredBill = {
  id: 0,
  billId: 'B0',
  vendor: '',
  vendorId: null,
  billDate: '2026-01-01',
  currentRevision: 1,
  createdBy: '',
  createdProfile: '',
  createdAt: new Date(0),
  cancelledAt: null,
  cancelledBy: null,
  current: {
    revision: 1,
    createdBy: '',
    createdProfile: '',
    createdAt: new Date(0),
    vendor: { name: '', owner: '', pan: '', gst: '', bankName: '', bankAccount: '', ifsc: '' },
    remarks: [],
    applyTaxes: false,
    lines: [],
    totals: {
      tripCount: 0,
      weight: 0,
      actualWeight: 0,
      freight: 0,
      tds: 0,
      short: 0,
      diesel: 0,
      advance: 0,
      toll: 0,
      adblue: 0,
      greasing: 0,
      amount: 0,
      remarksAmount: 0,
      gstAmount: 0,
      netAmount: 0,
    },
  },
};

/** Runs in a worker thread (bill-pdf-pool.ts): the same rendering, off the event loop. */
export default async function renderBillPdfTask(task: BillPdfTask | WarmUpTask): Promise<Uint8Array> {
  if ('warmUp' in task) {
    await renderBillPdf(WARM_UP_BILL, { name: '', address: '' });
    return new Uint8Array(0);
  }
  return renderBillPdf(task.bill, task.business);
}
