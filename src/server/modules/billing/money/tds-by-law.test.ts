import { DateTime } from 'luxon';
import { quarterOf } from '../../../../shared/accounting/month-end';
import type { TdsRegister, TdsRegisterRow } from '../../../../shared/accounting/wire';
import { todayInIndia } from '../../../../shared/common/dates';
import { taxYearOf } from '../../../../shared/accounting/law-in-force';
import { TDS_SETTING_MESSAGES } from '../../../../shared/accounting/tds-rule';
import { VENDOR_TDS_MESSAGES } from '../../../../shared/masters/vendor-tds';
import { expectMessage, type TestClient } from '../../../test/test-app';
import { useMonthEndWorld, VENDOR_WITHOUT_PAN } from '../../../test/month-end-fixtures';
import { billsAtCurrentRevision } from './balances';
import { pdfText } from '../../../test/billing-fixture';
import { postMultipart, samplePdf } from '../../../test/multipart';

// A default trip: freight 1450 x 20 t = 29,000; Diesel 5,000, Advance 2,000, Toll 350.25, Short 100.
const FREIGHT = 29000;
const DEDUCTIONS = 5000 + 2000 + 350.25 + 100;

const world = useMonthEndWorld(120_000);

const addVendor = async (fields: Record<string, unknown>) => {
  const res = await world.as.admin.post('/add-vendor', {
    companyOwner: 'Test Owner',
    gstApplicable: 'No',
    deducteeType: 'individualOrHuf',
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json().vendor;
};

/** The bill's current revision as stored: TDS and net. */
async function stored(billId: string) {
  const row = await billsAtCurrentRevision(world.app.db)
    .select(['bill_revisions.total_tds', 'bill_revisions.net_amount', 'bills.current_revision'])
    .where('bills.bill_id', '=', billId)
    .executeTakeFirstOrThrow();
  return { tds: Number(row.total_tds), net: Number(row.net_amount), revision: row.current_revision };
}

/** 1 April of today's tax year: a declaration of that day covers today. */
const thisYearStart = `${taxYearOf(todayInIndia()).slice(0, 4)}-04-01`;

const pdfOf = async (billId: string) =>
  pdfText(await world.as.accountant.get(`/generate-pdf-by-bill-id-transaction/${billId}`));

async function registerRow(billId: string): Promise<{ row: TdsRegisterRow; register: TdsRegister }> {
  const { fy, quarter } = quarterOf(todayInIndia());
  const res = await world.as.accountant.get(`/accounting/tds?fy=${fy}&quarter=${quarter}`);
  expect(res.statusCode).toBe(200);
  const register: TdsRegister = res.json();
  return { row: register.rows.find((r) => r.billId === billId)!, register };
}

const setSwitch = (client: TestClient, higherRateWithoutPan: boolean) =>
  client.post('/settings/tds', { higherRateWithoutPan });

test("a PAN-less vendor's bill of 2026-27 deducts 20% (section 397(2) of the 2025 Act), and the trip form, PDF and register agree", async () => {
  const option = (await world.as.accountant.get('/api/vendors'))
    .json()
    .find((v: { company_name: string }) => v.company_name === VENDOR_WITHOUT_PAN);
  expect(option).toMatchObject({ tds_rate: 1, applied_tds_rate: 20 });
  const trip = await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN });
  expect(trip.TDS_Rate).toBe(20);
  const billId = await world.bill([trip]);
  expect(await stored(billId)).toMatchObject({ tds: 5800, net: FREIGHT - 5800 - DEDUCTIONS });
  const pdf = await pdfOf(billId);
  expect(pdf).toContain('5,800.00');
  expect(pdf).toContain('TDS at 20% (section 397(2): PAN not available)');
  expect(pdf).not.toMatch(/194C|206AA/);
  const { row, register } = await registerRow(billId);
  expect(row).toMatchObject({
    section: '393(1) [Table: Sl. No. 6(i)]',
    tdsRate: 20,
    tds: 5800,
    section206AA: true,
    reasonCode: '',
    panStatus: 'PANNOTAVBL',
    panMissing: true,
    shortDeducted: 0,
  });
  expect(register.vendors.find((v) => v.vendor === VENDOR_WITHOUT_PAN)).toMatchObject({
    panStatus: 'PANNOTAVBL',
    panMissing: true,
    deducteeCode: '02',
  });
});

test('a vendor rate of 25% without PAN stays 25%', async () => {
  await addVendor({ companyName: 'Quarter Rate Carriers', tdsRate: 25 });
  const billId = await world.bill([await world.acknowledgedTrip({ vendor: 'Quarter Rate Carriers' })]);
  expect((await stored(billId)).tds).toBe(7250);
  expect((await registerRow(billId)).row).toMatchObject({
    tdsRate: 25,
    section206AA: true,
    panStatus: 'PANNOTAVBL',
  });
});

test('PAN "1234567890" is accepted by the form rule but treated as invalid: 20%, PANINVALID', async () => {
  const vendor = await addVendor({ companyName: 'Digit Pan Roadways', tdsRate: 2, pan: '1234567890' });
  expect(vendor.pan).toBe('1234567890');
  const billId = await world.bill([await world.acknowledgedTrip({ vendor: 'Digit Pan Roadways' })]);
  expect((await stored(billId)).tds).toBe(5800);
  expect(await pdfOf(billId)).toContain('TDS at 20% (section 397(2): PAN invalid)');
  const { row, register } = await registerRow(billId);
  expect(row).toMatchObject({ tdsRate: 20, section206AA: true, panStatus: 'PANINVALID', panMissing: true });
  expect(register.vendors.find((v) => v.vendor === 'Digit Pan Roadways')!.warnings).toContain(
    VENDOR_TDS_MESSAGES.panFormat,
  );
});

test('a positive remark bears TDS at the bill rate; a negative one does not reduce it', async () => {
  const trip = await world.acknowledgedTrip();
  const billId = await world.bill(
    [trip],
    [
      { text: 'Detention', amount: 2000.1 },
      { text: 'Penalty', amount: -500 },
    ],
  );
  // Trip TDS 580 (2 %) + 2 % of 2,000.10 = 40.00 on the charge.
  const tds = 580 + 40;
  expect(await stored(billId)).toMatchObject({ tds, net: FREIGHT - 580 - DEDUCTIONS + 2000.1 - 500 - 40 });
  const pdf = await pdfOf(billId);
  expect(pdf).toMatch(/Less: TDS on charges \(2%\)\s+- 40\.00/);
  expect(pdf).toMatch(/Net Payable\s+Rs\. 22,429\.85/);
  // The table's Total row shows its trip rows' TDS (580.00), the 40.00 on charges only in its own line.
  const totalRow = pdf.split('\n').find((line) => /^\s*Total\s+\d/.test(line))!;
  expect(totalRow).toMatch(/\s580\.00\s/);
  expect(totalRow).not.toContain('620.00');
  expect(pdf.match(/40\.00/g)).toHaveLength(1);
  const { row } = await registerRow(billId);
  expect(row).toMatchObject({
    amountCredited: FREIGHT + 2000.1,
    tdsRate: 2,
    tds,
    section206AA: false,
    panStatus: 'VALID',
  });
});

test("a transporter's declaration (10 or fewer goods carriages, valid PAN) gives 0% with reason code T", async () => {
  const vendor = await addVendor({
    companyName: 'Small Fleet Transport',
    tdsRate: 1,
    pan: 'AAAPL1234C',
    declaration194C6Date: thisYearStart,
    goodsCarriages: 8,
  });
  expect(vendor).toMatchObject({ declaration194C6Date: thisYearStart, goodsCarriages: 8 });
  const trip = await world.acknowledgedTrip({ vendor: 'Small Fleet Transport' });
  expect(trip.TDS_Rate).toBe(0);
  const billId = await world.bill([trip], [{ text: 'Loading charge', amount: 1000 }]);
  expect(await stored(billId)).toMatchObject({ tds: 0 });
  expect(await pdfOf(billId)).toContain('TDS nil: section 393(4) [Table: Sl. No. 8] declaration');
  const { row, register } = await registerRow(billId);
  expect(row).toMatchObject({
    tdsRate: 0,
    tds: 0,
    reasonCode: 'T',
    section206AA: false,
    panStatus: 'VALID',
    amountCredited: FREIGHT + 1000,
  });
  const line = register.vendors.find((v) => v.vendor === 'Small Fleet Transport')!;
  expect(line.deducteeCode).toBe('02');
  // Nothing wrong with the set-up; in March the declaration's coming lapse is said (and only that).
  expect(line.warnings.filter((w) => !w.includes('lapses after 31/03/'))).toEqual([]);
});

test('the declaration needs a valid PAN, a date up to today and 1 to 10 goods carriages (400 with the message)', async () => {
  const tomorrow = DateTime.fromISO(todayInIndia()).plus({ days: 1 }).toISODate()!;
  const base = {
    companyName: 'Declared Carriers',
    companyOwner: 'Test Owner',
    gstApplicable: 'No',
    tdsRate: 0,
  };
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ declaration194C6Date: '2026-04-02', goodsCarriages: 5 }, VENDOR_TDS_MESSAGES.declarationPan],
    [
      { pan: '1234567890', declaration194C6Date: '2026-04-02', goodsCarriages: 5 },
      VENDOR_TDS_MESSAGES.declarationPan,
    ],
    [
      { pan: 'AAAPL1234C', declaration194C6Date: '2026-04-02', goodsCarriages: 11 },
      VENDOR_TDS_MESSAGES.goodsCarriagesRange,
    ],
    [
      { pan: 'AAAPL1234C', declaration194C6Date: '2026-04-02', goodsCarriages: '2.5' },
      VENDOR_TDS_MESSAGES.goodsCarriagesRange,
    ],
    [{ pan: 'AAAPL1234C', goodsCarriages: 5 }, VENDOR_TDS_MESSAGES.declarationDateRequired],
    [
      { pan: 'AAAPL1234C', declaration194C6Date: '2026-02-30', goodsCarriages: 5 },
      VENDOR_TDS_MESSAGES.declarationDateInvalid,
    ],
    [
      { pan: 'AAAPL1234C', declaration194C6Date: tomorrow, goodsCarriages: 5 },
      VENDOR_TDS_MESSAGES.declarationDateFuture,
    ],
    [{ pan: 'AAAPL1234C', declaration194C6Date: '2026-04-02' }, VENDOR_TDS_MESSAGES.goodsCarriagesRequired],
    [{ pan: 'ABC' }, 'PAN must be either empty or exactly 10 characters!'],
  ];
  for (const [fields, message] of cases) {
    const res = await world.as.admin.post('/add-vendor', { ...base, ...fields });
    expect([res.statusCode, res.json()]).toEqual([400, { message }]);
  }
});

test('a 0% rate without the declaration is flagged, as is a rate the PAN holder type does not take', async () => {
  await addVendor({ companyName: 'Zero Rate Logistics', tdsRate: 0, pan: 'AABFZ1234K' });
  await addVendor({ companyName: 'Proprietor Rate Movers', tdsRate: 2, pan: 'AAAPM1234C' });
  const zero = await world.bill([await world.acknowledgedTrip({ vendor: 'Zero Rate Logistics' })]);
  const { row, register } = await registerRow(zero);
  expect(row).toMatchObject({ tdsRate: 0, tds: 0, reasonCode: '', panStatus: 'VALID' });
  expect(register.vendors.find((v) => v.vendor === 'Zero Rate Logistics')!.warnings).toEqual([
    VENDOR_TDS_MESSAGES.zeroWithoutDeclaration,
  ]);
  await world.bill([await world.acknowledgedTrip({ vendor: 'Proprietor Rate Movers' })]);
  const after = (await registerRow(zero)).register;
  expect(after.vendors.find((v) => v.vendor === 'Proprietor Rate Movers')!.warnings).toEqual([
    VENDOR_TDS_MESSAGES.rateMismatch(2, 'individual', 1),
  ]);
});

test('the admin switch off returns to the vendor rate, is audited, and the register shows the short deduction; a revision applies the rule again', async () => {
  expect((await world.as.accountant.get('/settings/tds')).json()).toEqual({
    setting: { higherRateWithoutPan: true },
  });
  expect((await setSwitch(world.as.accountant, false)).statusCode).toBe(403);
  expect((await world.as.admin.post('/settings/tds', { higherRateWithoutPan: 'no' })).statusCode).toBe(400);
  const off = await setSwitch(world.as.admin, false);
  expect([off.statusCode, off.json()]).toEqual([
    200,
    { message: TDS_SETTING_MESSAGES.saved, setting: { higherRateWithoutPan: false } },
  ]);
  const audit = await world.app.db
    .selectFrom('audit_log')
    .select(['actor', 'before', 'after'])
    .where('entity', '=', 'settings')
    .where('entity_id', '=', 'tdsRule')
    .execute();
  expect(audit).toEqual([
    {
      actor: expect.any(String),
      before: { higherRateWithoutPan: true },
      after: { higherRateWithoutPan: false },
    },
  ]);

  const option = (await world.as.accountant.get('/api/vendors'))
    .json()
    .find((v: { company_name: string }) => v.company_name === VENDOR_WITHOUT_PAN);
  expect(option.applied_tds_rate).toBe(1);
  const trip = await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN });
  const billId = await world.bill([trip]);
  expect((await stored(billId)).tds).toBe(290);
  // 20 % was due: 5,800 - 290 short-deducted.
  expect((await registerRow(billId)).row).toMatchObject({
    tdsRate: 1,
    section206AA: false,
    panStatus: 'PANNOTAVBL',
    shortDeducted: 5510,
  });

  expect((await setSwitch(world.as.admin, true)).statusCode).toBe(200);
  // The stored bill is a snapshot: it changes only when revised, and the revision applies the rule as it stands.
  expect((await stored(billId)).tds).toBe(290);
  const revised = await world.as.accountant.post('/generate-pdf-revised-bill', {
    billedSelectedRows: [{ _id: trip._id, BillId: billId }],
    billedUnselectedRows: [],
    ackSelectedRows: [],
  });
  expect(revised.statusCode).toBe(200);
  expect(await stored(billId)).toMatchObject({ revision: 2, tds: 5800 });
  expect((await world.as.accountant.get(`/api/trip/${trip.TripID}`)).json().TDS_Rate).toBe(20);
  const status = (await world.as.accountant.post('/list-to-revise-bill', { bill_id: billId })).json()
    .bills[0];
  expect(status.out_of_date).toBe(false);
});

test("the register's vendor total shows the vendor's PAN as it is now: a PAN removed since is flagged", async () => {
  const vendor = await addVendor({ companyName: 'Changed Pan Carriers', tdsRate: 2, pan: 'AABFC1234K' });
  const billId = await world.bill([await world.acknowledgedTrip({ vendor: 'Changed Pan Carriers' })]);
  expect((await world.as.admin.post('/update-vendor', { ...vendor, pan: '' })).statusCode).toBe(200);
  const { row, register } = await registerRow(billId);
  // The row keeps how its TDS was decided (2 %, valid PAN then); the vendor's total is today's state.
  expect(row).toMatchObject({ tdsRate: 2, panStatus: 'VALID', section206AA: false });
  expect(register.vendors.find((v) => v.vendor === 'Changed Pan Carriers')).toMatchObject({
    pan: '',
    panMissing: true,
    panStatus: 'PANNOTAVBL',
  });
});

test("this quarter's register cites section 393 and its payment code, no repealed section; a 2025-26 bill still cites 194C and 94C", async () => {
  // Deductions from 01/04/2026 fall under the Income-tax Act, 2025 (law-in-force.ts); today is in it.
  const now = await world.bill([await world.acknowledgedTrip()]);
  const { row, register } = await registerRow(now);
  // Shree Ganesh Roadlines' PAN ABCDE1234F: fourth letter D, not an individual's: payment code 1024.
  expect(row).toMatchObject({ section: '393(1) [Table: Sl. No. 6(i)]', paymentCode: '1024' });
  // Every value of the answer (the field name section206AA aside) is free of the repealed names.
  expect(JSON.stringify(register).replaceAll('"section206AA":', '')).not.toMatch(/194C|206AA|\b94C\b|26Q/);
  expect(await pdfOf(now)).toContain('TDS at 2% (section 393(1) [Table: Sl. No. 6(i)])');

  // The same vendor's bill of 20/03/2026 is a 1961 Act deduction: its register and PDF keep the old names.
  const old = await world.bill([await world.acknowledgedTrip()]);
  await world.dateBill(old, '2026-03-20');
  const q4 = (await world.as.accountant.get('/accounting/tds?fy=2025-26&quarter=Q4')).json() as TdsRegister;
  expect(q4.rows.find((r) => r.billId === old)).toMatchObject({
    section: '194C',
    paymentCode: '94C',
    dateOfCredit: '2026-03-20',
  });
  const pdf = await pdfOf(old);
  expect(pdf).toContain('TDS at 2% (section 194C)');
  expect(pdf).not.toContain('393');
});

test("a declaration of an earlier tax year gives no 0%: the trip form and the bill apply the normal rate, the PDF says why, the vendor is warned; next year's declaration is a new record", async () => {
  const vendor = await addVendor({
    companyName: 'Stale Declaration Roadways',
    tdsRate: 1,
    pan: 'AAAPS1234C',
    declaration194C6Date: '2023-05-01',
    goodsCarriages: 6,
  });
  const option = (await world.as.accountant.get('/api/vendors'))
    .json()
    .find((v: { company_name: string }) => v.company_name === 'Stale Declaration Roadways');
  expect(option).toMatchObject({ tds_rate: 1, applied_tds_rate: 1 });
  const trip = await world.acknowledgedTrip({ vendor: 'Stale Declaration Roadways' });
  expect(trip.TDS_Rate).toBe(1);
  const billId = await world.bill([trip]);
  expect((await stored(billId)).tds).toBe(290);
  const pdf = await pdfOf(billId);
  expect(pdf).toContain('TDS at 1% (section 393(1) [Table: Sl. No. 6(i)])');
  expect(pdf).toContain('Declaration of 01/05/2023 covers FY 2023-24 only');
  const { row, register } = await registerRow(billId);
  expect(row).toMatchObject({ tdsRate: 1, reasonCode: '', paymentCode: '1023' });
  expect(register.vendors.find((v) => v.vendor === 'Stale Declaration Roadways')!.warnings).toEqual([
    VENDOR_TDS_MESSAGES.declarationLapsed('2023-05-01'),
  ]);

  // This year's declaration: a new record beside the old one; the next bill is nil again.
  const updated = await world.as.admin.post('/update-vendor', {
    ...vendor,
    declaration194C6Date: thisYearStart,
    goodsCarriages: 7,
  });
  expect(updated.statusCode).toBe(200);
  const records = await world.app.db
    .selectFrom('vendor_declarations')
    .select(['received_on', 'goods_carriages', 'recorded_by'])
    .where('vendor_id', '=', Number(vendor.id))
    .orderBy('received_on')
    .execute();
  expect(records).toEqual([
    { received_on: '2023-05-01', goods_carriages: 6, recorded_by: 'me_admin' },
    { received_on: thisYearStart, goods_carriages: 7, recorded_by: 'me_admin' },
  ]);
  const next = await world.bill([await world.acknowledgedTrip({ vendor: 'Stale Declaration Roadways' })]);
  expect((await stored(next)).tds).toBe(0);
  expect(await pdfOf(next)).not.toContain('covers');

  // The signed declaration of the year, as a PDF beside its record; listed, downloaded again, audited.
  const base = `/vendors/${vendor.id}/declarations`;
  const signed = samplePdf('declaration 2026-27');
  const attached = await postMultipart(
    world.as.accountant,
    `${base}/${thisYearStart}/document`,
    {},
    {
      file: { filename: 'declaration-2026-27.pdf', content: signed },
    },
  );
  expect(attached.json()).toEqual({ message: VENDOR_TDS_MESSAGES.declarationAttached });
  expect((await world.as.accountant.get(base)).json()).toEqual({
    declarations: [
      {
        receivedOn: thisYearStart,
        goodsCarriages: 7,
        documentName: 'declaration-2026-27.pdf',
        recordedBy: 'me_admin',
      },
      { receivedOn: '2023-05-01', goodsCarriages: 6, documentName: '', recordedBy: 'me_admin' },
    ],
  });
  const download = await world.as.accountant.get(`${base}/${thisYearStart}/document`);
  expect(download.headers['content-type']).toBe('application/pdf');
  expect(download.rawPayload.equals(signed)).toBe(true);
  expectMessage(
    await world.as.accountant.get(`${base}/2023-05-01/document`),
    404,
    VENDOR_TDS_MESSAGES.declarationNoFile,
  );
  expectMessage(
    await postMultipart(
      world.as.accountant,
      `${base}/2024-05-01/document`,
      {},
      {
        file: { filename: 'x.pdf', content: signed },
      },
    ),
    404,
    VENDOR_TDS_MESSAGES.declarationNotFound,
  );
  expectMessage(
    await postMultipart(
      world.as.accountant,
      `${base}/not-a-date/document`,
      {},
      { file: { filename: 'x.pdf', content: signed } },
    ),
    404,
    VENDOR_TDS_MESSAGES.declarationNotFound,
  );
  expectMessage(
    await postMultipart(world.as.accountant, `${base}/${thisYearStart}/document`, { note: 'no file' }),
    400,
    VENDOR_TDS_MESSAGES.declarationFileRequired,
  );
});

test("a PAN-less vendor's deductee type gives the statement its deductee code and payment code; the API asks for it, and a vendor stored before without one has blank codes and a warning", async () => {
  const company = await addVendor({
    companyName: 'No Pan Company Carriers',
    tdsRate: 2,
    deducteeType: 'company',
  });
  expect(company.deducteeType).toBe('company');
  const person = await addVendor({
    companyName: 'No Pan Owner Driver',
    tdsRate: 1,
    deducteeType: 'individualOrHuf',
  });
  // A valid PAN says who the deductee is, whatever was chosen beside it.
  const withPan = await addVendor({
    companyName: 'Pan Says Company',
    tdsRate: 2,
    pan: 'AAACP1234C',
    deducteeType: 'individualOrHuf',
  });
  expect(withPan.deducteeType).toBe('company');
  expectMessage(
    await world.as.admin.post('/add-vendor', {
      companyName: 'Odd Type Carriers',
      companyOwner: 'Test Owner',
      gstApplicable: 'No',
      tdsRate: 1,
      deducteeType: 'firm',
    }),
    400,
    VENDOR_TDS_MESSAGES.deducteeTypeInvalid,
  );

  const companyBill = await world.bill([await world.acknowledgedTrip({ vendor: company.companyName })]);
  const personBill = await world.bill([await world.acknowledgedTrip({ vendor: person.companyName })]);
  const { row: companyRow, register } = await registerRow(companyBill);
  const personRow = register.rows.find((r) => r.billId === personBill)!;
  // Still 20% without a PAN (section 397(2)), whatever the type.
  expect(companyRow).toMatchObject({ tdsRate: 20, paymentCode: '1024', panStatus: 'PANNOTAVBL' });
  expect(personRow).toMatchObject({ tdsRate: 20, paymentCode: '1023' });
  const vendorLine = (name: string) => register.vendors.find((v) => v.vendor === name)!;
  expect(vendorLine(company.companyName).deducteeCode).toBe('01');
  expect(vendorLine(person.companyName).deducteeCode).toBe('02');
  expect(vendorLine(company.companyName).warnings).toEqual([VENDOR_TDS_MESSAGES.panMissing]);
  expect(vendorLine(VENDOR_WITHOUT_PAN).deducteeCode).toBe('02');

  // Without a valid PAN the type must be named: the API refuses a vendor without one...
  expectMessage(
    await world.as.admin.post('/add-vendor', {
      companyName: 'No Type Carriers',
      companyOwner: 'Test Owner',
      gstApplicable: 'No',
      tdsRate: 1,
    }),
    400,
    VENDOR_TDS_MESSAGES.deducteeTypeRequired,
  );
  // ...but a vendor stored before the type was asked has none: blank codes, and the warning says what to do.
  await world.app.db
    .updateTable('vendors')
    .set({ deductee_type: null })
    .where('company_name', '=', VENDOR_WITHOUT_PAN)
    .execute();
  const before = (await registerRow(companyBill)).register.vendors.find(
    (v) => v.vendor === VENDOR_WITHOUT_PAN,
  )!;
  expect(before.deducteeCode).toBe('');
  expect(before.warnings).toContain(VENDOR_TDS_MESSAGES.deducteeTypeMissing);
});
