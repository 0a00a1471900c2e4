import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StoredBill } from '../modules/billing/stored/bill-types';
import { sampleBillLine } from '../test/bill-line';
import { billPdfWorkerFile, createBillPdfPool, type BillPdfPool } from './bill-pdf-pool';

// Bill PDFs render in worker threads: here from TypeScript sources under jest, through
// the .cjs entry; the compiled build loads the .js worker beside the pool.

function bigBill(lines: number): StoredBill {
  const n = lines;
  return {
    id: 1,
    billId: 'B1001',
    vendor: 'Shree Ganesh Roadlines',
    vendorId: null,
    billDate: '2026-03-15',
    currentRevision: 1,
    createdBy: 'accounts',
    createdProfile: 'accountant',
    createdAt: new Date('2026-03-15T06:00:00Z'),
    cancelledAt: null,
    cancelledBy: null,
    current: {
      revision: 1,
      createdBy: 'accounts',
      createdProfile: 'accountant',
      createdAt: new Date('2026-03-15T06:00:00Z'),
      vendor: {
        name: 'Shree Ganesh Roadlines',
        owner: 'Ramesh Patil',
        pan: 'ABCDE1234F',
        gst: '',
        bankName: 'SBI',
        bankAccount: '1234',
        ifsc: 'SBIN0001234',
      },
      remarks: [],
      applyTaxes: false,
      totals: {
        tripCount: n,
        weight: 25.5 * n,
        actualWeight: 25.4 * n,
        freight: 36975 * n,
        tds: 369.75 * n,
        short: 0,
        diesel: 12000 * n,
        advance: 2000 * n,
        toll: 850 * n,
        adblue: 0,
        greasing: 0,
        amount: 21755.25 * n,
        remarksAmount: 0,
        gstAmount: 0,
        netAmount: 21755.25 * n,
      },
      lines: Array.from({ length: n }, (_, i) => sampleBillLine(i)),
    },
  };
}

let pool: BillPdfPool;
beforeAll(() => {
  pool = createBillPdfPool(1);
});
afterAll(async () => {
  await pool.close();
});

test('the worker entry: the .cjs loader from TypeScript sources, the compiled worker in the build', () => {
  expect(billPdfWorkerFile('/app/src/server/pdf/bill-pdf-pool.ts')).toBe(
    path.join('/app/src/server/pdf', 'bill-pdf-worker-ts.cjs'),
  );
  expect(billPdfWorkerFile('/app/dist/server/src/server/pdf/bill-pdf-pool.js')).toBe(
    path.join('/app/dist/server/src/server/pdf', 'bill-pdf-worker.js'),
  );
  expect(fs.existsSync(billPdfWorkerFile())).toBe(true);
});

test('a 2,000-trip bill renders in a worker while the event loop keeps answering', async () => {
  let ticksWhileRendering = 0;
  const ticker = setInterval(() => (ticksWhileRendering += 1), 5);
  const pdf = await pool.render(bigBill(2000), { name: 'Sai Freight Carriers', address: 'Pune' });
  clearInterval(ticker);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // The main thread only waited: its timers kept firing while the worker drew the pages (pdfkit on
  // this thread would hold them all until the end). How short the stalls stay is a timing figure,
  // measured by `npm run bench -- bill` (GET /check-auth p99 while the bill is made), not asserted here.
  expect(ticksWhileRendering).toBeGreaterThan(0);
  const file = path.join(os.tmpdir(), `pool-bill-${process.pid}.pdf`);
  fs.writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  fs.unlinkSync(file);
  expect(text).toContain('T202000');
  expect(text).toContain('Shree Ganesh Roadlines');
}, 60_000);
