import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BillLine, StoredBill } from '../modules/billing/stored/bill-types';
import { renderBillPdf } from './bill-pdf';
import { sampleBillLine } from '../test/bill-line';

/**
 * The PDF speed-up (content-batching, font-metrics-cache, one-line-cells) writes what pdfkit's own
 * calls would write by reaching into pdfkit's internals; it was checked against one pdfkit release,
 * pinned in package.json. A fixed bill must keep rendering to exactly these bytes: a pdfkit upgrade
 * (or a change of the speed-up) that alters the document fails here, to be looked at in a viewer
 * and the hash renewed on purpose.
 */
const PINNED_PDFKIT = '0.20.2';
const EXPECTED_SHA256 = 'a63655749669cfb91edf730b4155094a9512fb4a51bce918bba472da64701d19';

function line(i: number): BillLine {
  return sampleBillLine(i, {
    tripId: `T${300001 + i}`,
    localDate: `2026-03-${String(1 + (i % 28)).padStart(2, '0')}`,
    truckNumber: i % 3 === 0 ? 'MH12KL1111' : 'MH14AB2222',
    destinationTo: i % 2 ? 'Mumbai' : 'Nashik',
    diesel: i % 4 === 0 ? null : 12000,
    adblue: i % 5 === 0 ? 300 : null,
    short: i % 7 === 0 ? 150 : null,
    doNumber: `450${i}`,
    dieselSlipNumber: i % 4 === 0 ? null : `DS${i}`,
  });
}

/** Enough trips for continuation pages, with remarks and taxes: every part of the layout. */
const LINES = 60;
const BILL: StoredBill = {
  id: 7,
  billId: 'B1007',
  vendor: 'Shree Ganesh Roadlines',
  vendorId: 3,
  billDate: '2026-03-31',
  currentRevision: 2,
  createdBy: 'accounts',
  createdProfile: 'accountant',
  createdAt: new Date('2026-03-31T06:00:00Z'),
  cancelledAt: null,
  cancelledBy: null,
  current: {
    revision: 2,
    createdBy: 'accounts',
    createdProfile: 'accountant',
    createdAt: new Date('2026-04-01T09:30:00Z'),
    vendor: {
      name: 'Shree Ganesh Roadlines',
      owner: 'Ramesh Patil',
      pan: 'ABCPE1234F',
      gst: '27ABCPE1234F1Z5',
      bankName: 'SBI',
      bankAccount: '12345678901',
      ifsc: 'SBIN0001234',
    },
    remarks: [
      { text: 'Loading charges', amount: 1500 },
      { text: 'Late delivery', amount: -500 },
    ],
    applyTaxes: true,
    totals: {
      tripCount: LINES,
      weight: 25.5 * LINES,
      actualWeight: 25.4 * LINES,
      freight: 36975 * LINES,
      tds: 369.75 * LINES + 15,
      short: 1350,
      diesel: 12000 * 45,
      advance: 2000 * LINES,
      toll: 850 * LINES,
      adblue: 3600,
      greasing: 0,
      amount: 21755.25 * LINES,
      remarksAmount: 1000,
      gstAmount: 0,
      netAmount: 21755.25 * LINES + 1000,
    },
    lines: Array.from({ length: LINES }, (_, i) => line(i)),
  },
};
const BUSINESS = {
  name: 'Sai Freight Carriers',
  address: 'Plot 14, Transport Nagar, Nigdi, Pune, Maharashtra 411044',
};

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

test('pdfkit is pinned to the release the speed-up was checked against', () => {
  const declared = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8'))
    .dependencies.pdfkit;
  expect(declared).toBe(PINNED_PDFKIT);
  expect(
    JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../node_modules/pdfkit/package.json'), 'utf8'))
      .version,
  ).toBe(PINNED_PDFKIT);
});

test('a fixed bill renders to the same bytes every time, and to the recorded ones', async () => {
  const first = await renderBillPdf(BILL, BUSINESS);
  const again = await renderBillPdf(BILL, BUSINESS);
  expect(again.equals(first)).toBe(true);
  // The document's dates and ID come from the revision, not from the clock.
  expect(first.toString('latin1')).toContain('(D:20260401093000Z)');
  const digest = sha256(first);
  if (digest !== EXPECTED_SHA256) {
    const kept = path.join(os.tmpdir(), `bill-pdf-bytes-${digest.slice(0, 12)}.pdf`);
    fs.writeFileSync(kept, first);
    throw new Error(
      `The bill PDF's bytes changed (sha256 ${digest}); the new document is at ${kept}: look at it, then renew EXPECTED_SHA256.`,
    );
  }
}, 60_000);
