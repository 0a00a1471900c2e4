import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import { BUSINESS_ZONE, formatIndianDate, todayInIndia } from '../../shared/common/dates';
import { DOCUMENT_LABELS, type DocumentKey } from '../../shared/masters/vehicle';
import { vehicleService, type NewDocument } from '../modules/vehicles/service';
import type { DemoContext } from './seed';

/**
 * 40 trucks with their documents, each a small real PDF. Dates are relative to today, so the demo
 * always has a few expired documents, a few within 5 days (the bell, the highlighted tiles) and
 * most valid for months.
 */

/** RTO codes per state. */
const RTO_CODES: Record<string, string[]> = {
  MH: ['12', '14', '04', '43', '46', '09'],
  KA: ['01', '05', '25', '51'],
  GJ: ['01', '05', '06'],
  TN: ['09', '38', '66'],
  MP: ['09', '04'],
  RJ: ['14', '19'],
  TS: ['08'],
  AP: ['16'],
};
/** A Pune-based fleet: half registered in Maharashtra, the rest a mix of neighbouring states. */
const FLEET_STATES = [
  ...Array<string>(20).fill('MH'),
  'KA',
  'GJ',
  'TN',
  'KA',
  'GJ',
  'MP',
  'KA',
  'TN',
  'RJ',
  'GJ',
  'KA',
  'TS',
  'TN',
  'MP',
  'KA',
  'AP',
  'GJ',
  'RJ',
  'KA',
  'TN',
];
const MAKES = ['Tata', 'Ashok Leyland', 'BharatBenz', 'Eicher', 'Mahindra'];
const OWNERS = [
  'Sai Freight Carriers',
  'Shree Ganesh Roadlines',
  'Patil Transport Co.',
  'Kaveri Logistics',
  'Rajesh Yadav',
  'Gurpreet Singh Sandhu',
  'Mohammed Irfan Shaikh',
  'Venkatesh Reddy',
  'Om Sai Carriers',
  'Deshmukh Roadways',
  'Balaji Transport Services',
  'Suresh Gowda',
];
const LETTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ'];

/** How long each document runs, and its PDF's title. */
const DOCUMENT_TYPES: Record<DocumentKey, { title: string; months: number; issuer: string }> = {
  registration: { title: 'Certificate of Registration', months: 180, issuer: 'Regional Transport Office' },
  insurance: {
    title: 'Motor Insurance Policy Schedule (Goods Carrying Vehicle)',
    months: 12,
    issuer: 'New India Assurance Co. Ltd.',
  },
  fitness: { title: 'Certificate of Fitness', months: 24, issuer: 'Regional Transport Office' },
  mv_tax: { title: 'Motor Vehicle Tax Receipt', months: 12, issuer: 'Transport Department' },
  puc: { title: 'Pollution Under Control Certificate', months: 6, issuer: 'Authorised PUC Centre' },
  ka_tax: {
    title: 'Karnataka Motor Vehicles Tax Receipt',
    months: 3,
    issuer: 'Transport Department, Government of Karnataka',
  },
  basic_and_KA_permit: {
    title: 'Goods Carriage Permit (Basic & Karnataka Authorisation)',
    months: 60,
    issuer: 'State Transport Authority',
  },
};

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}

function renderDocumentPdf(lines: {
  title: string;
  issuer: string;
  rows: Array<[string, string]>;
}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A5',
      margin: 40,
      info: { Title: lines.title, Author: lines.issuer },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555555')
      .text(lines.issuer.toUpperCase(), { align: 'center' });
    doc
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor('#000000')
      .text(lines.title, { align: 'center' });
    doc.moveDown(1.2);
    for (const [label, value] of lines.rows) {
      const y = doc.y;
      doc.font('Helvetica').fontSize(10).fillColor('#555555').text(label, 40, y, { width: 130 });
      doc.font('Helvetica-Bold').fillColor('#000000').text(value, 175, y, { width: 200 });
      doc.moveDown(0.4);
    }
    doc
      .moveDown(2)
      .font('Helvetica-Oblique')
      .fontSize(8)
      .fillColor('#777777')
      .text('Demo document generated for the demo data set.', 40);
    doc.end();
  });
}

/** End date offset (days from today) for one document: mostly months away, a few due or past. */
function endOffset(random: () => number, months: number): number {
  const r = random();
  if (r < 0.05) return -1 - Math.floor(random() * 40); // expired
  if (r < 0.11) return Math.floor(random() * 6); // 0..5 days left
  return 20 + Math.floor(random() * Math.max(30, months * 30 - 20));
}

export async function seedVehicles(ctx: DemoContext): Promise<void> {
  const { random } = ctx;
  const today = DateTime.fromISO(todayInIndia(), { zone: BUSINESS_ZONE });
  const service = vehicleService(ctx.db);
  const used = new Set<string>();

  for (let i = 0; i < FLEET_STATES.length; i++) {
    let truckNo: string;
    do {
      const state = FLEET_STATES[i];
      truckNo = `${state}${pick(random, RTO_CODES[state])}${pick(random, LETTERS)}${pick(random, LETTERS)}${String(1 + Math.floor(random() * 9998)).padStart(4, '0')}`;
    } while (used.has(truckNo));
    used.add(truckNo);

    const make = pick(random, MAKES);
    const owner = pick(random, OWNERS);
    // Trucks that run into Karnataka carry the KA tax and permit.
    const runsInKarnataka = truckNo.startsWith('KA') || random() < 0.4;
    const keys: DocumentKey[] = ['registration', 'insurance', 'fitness', 'mv_tax', 'puc'];
    if (runsInKarnataka) keys.push('ka_tax', 'basic_and_KA_permit');

    const documents: NewDocument[] = [];
    for (const key of keys) {
      const type = DOCUMENT_TYPES[key];
      let offset =
        key === 'registration' ? 200 + Math.floor(random() * 4000) : endOffset(random, type.months);
      // A few fixed cases so the bell and the tile states always show.
      if (i === 0 && key === 'insurance') offset = -2;
      if (i === 1 && key === 'puc') offset = 3;
      if (i === 2 && key === 'fitness') offset = 0;
      if (i === 3 && key === 'mv_tax') offset = 5;
      const end = today.plus({ days: offset });
      const start = end.minus({ months: type.months }).plus({ days: 1 });
      const startDate = start.toISODate()!;
      const endDate = end.toISODate()!;
      const reference = `${key === 'insurance' ? 'POL' : 'REF'}/${start.year}/${String(Math.floor(random() * 900000) + 100000)}`;
      const content = await renderDocumentPdf({
        title: type.title,
        issuer: type.issuer,
        rows: [
          ['Vehicle number', truckNo],
          ['Make', make],
          ['Registered owner', owner],
          ['Reference', reference],
          ['Valid from', formatIndianDate(startDate)],
          ['Valid to', formatIndianDate(endDate)],
        ],
      });
      documents.push({
        fieldName: key,
        startDate,
        endDate,
        file: { filename: `${DOCUMENT_LABELS[key].replace(/[^A-Za-z]+/g, '_')}_${truckNo}.pdf`, content },
      });
    }
    await service.add('system', { truck_no: truckNo, make, companyOwner: owner }, documents);
  }
}
