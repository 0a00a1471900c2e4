import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { StoredBill } from '../modules/billing/stored/bill-types';
import type { BillBusiness } from './bill-pdf';
import type { BillPdfTask, WarmUpTask } from './bill-pdf-worker';

/**
 * Bill PDFs render in worker threads: a 5,000-trip bill is seconds of synchronous pdfkit
 * work, which on the event loop would stall every other clerk's request. One core stays for the
 * event loop; threads start on the first bill and stop after a minute idle (memory at rest).
 */
export interface BillPdfPool {
  render(bill: StoredBill, business: BillBusiness): Promise<Buffer>;
  /**
   * Starts a worker and warms it while a bill is being stored, when none is running: a thread's
   * start and first rendering cost more than the rest of a big bill's rendering.
   */
  warmUp(): void;
  close(): Promise<void>;
}

/**
 * The worker entry beside this module: the compiled bill-pdf-worker.js in the production build;
 * from TypeScript sources (tsx, jest) a small CommonJS entry that loads the .ts worker through tsx.
 */
export function billPdfWorkerFile(moduleFile: string = __filename): string {
  const fromSources = moduleFile.endsWith('.ts');
  return path.join(path.dirname(moduleFile), fromSources ? 'bill-pdf-worker-ts.cjs' : 'bill-pdf-worker.js');
}

export function createBillPdfPool(
  threads = Math.max(1, Math.min(4, os.availableParallelism() - 1)),
): BillPdfPool {
  const pool = new Piscina<BillPdfTask | WarmUpTask, Uint8Array>({
    filename: billPdfWorkerFile(),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  return {
    async render(bill, business) {
      const bytes = await pool.run({ bill, business });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    warmUp() {
      // A failed warm-up is harmless: the bill's own rendering reports its errors.
      if (pool.threads.length === 0) pool.run({ warmUp: true }).catch(() => undefined);
    },
    close: () => pool.destroy(),
  };
}
