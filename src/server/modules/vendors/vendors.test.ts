import type { Profile } from '../../../shared/auth/profiles';
import { ACCESS_MESSAGES } from '../../../shared/common/messages';
import { EMPTY_VENDOR_OPTIONALS, SAI_KRUPA_STORED, SAMPLE_VENDOR } from '../../../shared/test/samples';
import { VENDOR_MESSAGES } from '../../../shared/masters/vendor';
import { VENDOR_TDS_MESSAGES } from '../../../shared/masters/vendor-tds';
import type { Vendor } from '../../../shared/masters/wire';
import { listAudit } from '../audit/repository';
import { expectCreateUpdateDeleteAudit, expectMessage, signedInSuite } from '../../test/test-app';

// The server's answers are asserted as the shared lists hold them, whose words
// shared/masters/vendor.test.ts checks verbatim.
const suite = signedInSuite('vd');
const { clients, usernames } = suite;

const fields = (overrides: Record<string, unknown> = {}) => ({ ...SAMPLE_VENDOR, ...overrides });

async function add(overrides: Record<string, unknown>, as: Profile = 'accountant'): Promise<Vendor> {
  const res = await clients[as].post('/add-vendor', fields(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().vendor;
}

async function list(as: Profile = 'accountant'): Promise<(Vendor & { index: number })[]> {
  const res = await clients[as].get('/list-vendor');
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('POST /add-vendor', () => {
  test('201 with the message and the vendor as stored: names title-cased, PAN/GST/IFSC upper-cased', async () => {
    const res = await clients.accountant.post(
      '/add-vendor',
      fields({
        companyName: '  sai  KRUPA transport ',
        companyOwner: 'suresh JADHAV',
        tdsRate: '1.5',
        pan: 'aabfs 1234k',
        gst: '27aabfs1234k1z2',
        gstApplicable: 'no',
        email: ' Billing@SaiKrupa.in ',
        mobile: '98220 11111',
        bankName: ' Bank of  Maharashtra ',
        bankAccount: '60123456789',
        ifscCode: 'mahb0000123',
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // Beside SPEC.md's fields: the transporter's declaration, none here; the deductee type read from
    // the PAN's fourth letter (F, a firm: other non-company).
    const expected = {
      id: expect.any(String),
      _id: body.vendor.id,
      ...SAI_KRUPA_STORED,
      tdsRate: 1.5,
      declaration194C6Date: '',
      goodsCarriages: null,
      deducteeType: 'otherNonCompany',
    };
    expect(body).toEqual({ message: VENDOR_MESSAGES.added, vendor: expected });
    const listed = (await list()).find((v) => v.id === body.vendor.id);
    expect(listed).toEqual({ ...body.vendor, index: expect.any(Number) });
  });

  test('optional fields may be empty and are stored as empty text', async () => {
    const vendor = await add({
      companyName: 'Minimal Carriers',
      ...EMPTY_VENDOR_OPTIONALS,
      tdsRate: 0,
      gstApplicable: 'No',
      deducteeType: 'individualOrHuf',
    });
    expect(vendor).toMatchObject({ ...EMPTY_VENDOR_OPTIONALS, tdsRate: 0, deducteeType: 'individualOrHuf' });
  });

  // The quarterly statement's deductee code (01 company, 02 others) is read from a valid PAN's
  // fourth letter; without one it must be named, or the return goes out with a blank code.
  test.each([
    ['no PAN', ''],
    ['a PAN not in the format AAAAA9999A', '1234567890'],
  ])('%s and no deductee type: 400 naming the field, nothing stored', async (_, pan) => {
    const res = await clients.accountant.post(
      '/add-vendor',
      fields({ companyName: `No Type Carriers ${pan.length}`, pan, deducteeType: '' }),
    );
    expectMessage(res, 400, VENDOR_TDS_MESSAGES.deducteeTypeRequired);
    expect((await list()).some((v) => v.companyName.startsWith('No Type Carriers'))).toBe(false);
  });

  test('409 for a company name that exists, whatever its case', async () => {
    await add({ companyName: 'Maruti Logistics' });
    const res = await clients.accountant.post(
      '/add-vendor',
      fields({ companyName: 'MARUTI logistics', companyOwner: 'Someone Else' }),
    );
    expectMessage(res, 409, VENDOR_MESSAGES.duplicate);
  });

  test('two clerks adding the same company at once: one 201, one 409, one row', async () => {
    const results = await Promise.all([
      clients.accountant.post('/add-vendor', fields({ companyName: 'Parallel Freight Co' })),
      clients.admin.post('/add-vendor', fields({ companyName: 'PARALLEL freight co' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await list()).filter((v) => v.companyName === 'Parallel Freight Co')).toHaveLength(1);
  });

  test.each([
    [{ companyName: '' }, 'Company name is required.'],
    [{ companyName: 'AB' }, 'Company name must be 3-40 characters.'],
    [{ companyName: 'A'.repeat(41) }, 'Company name must be 3-40 characters.'],
    [{ companyOwner: undefined }, 'Company owner is required.'],
    [{ companyOwner: 'Al' }, 'Company owner must be 3-40 characters.'],
    [{ pan: 'AAAPL1234' }, 'PAN must be either empty or exactly 10 characters!'],
    [{ pan: 'AAAPL-234C' }, 'PAN can have only letters and digits!'],
    [{ gst: '27AAAPL1234C1Z' }, 'GST must be either empty or exactly 15 characters!'],
    [{ email: 'accounts@ganesh' }, 'Invalid email address!'],
    [{ mobile: '982201234' }, 'Mobile number must be exactly 10 digits or empty!'],
    [{ mobile: '98220l2345' }, 'Mobile number must be exactly 10 digits or empty!'],
    [{ bankName: 'HDFC Bank Ltd.' }, 'Bank name can have only letters, digits and spaces!'],
    [{ bankName: 'B'.repeat(41) }, 'Bank name must be at most 40 characters or empty!'],
    [{ bankAccount: '12345678' }, 'Bank account number must be between 9 and 18 digits or empty!'],
    [{ bankAccount: '1234567890123456789' }, 'Bank account number must be between 9 and 18 digits or empty!'],
    [{ ifscCode: 'SBIN1001234' }, 'Invalid IFSC code!'],
    [{ ifscCode: 'SBI00001234' }, 'Invalid IFSC code!'],
    [{ tdsRate: '' }, 'TDS rate is required.'],
    [{ tdsRate: 100.01 }, 'TDS rate must be a number from 0 to 100.'],
    [{ tdsRate: -1 }, 'TDS rate must be a number from 0 to 100.'],
    [{ tdsRate: 'two' }, 'TDS rate must be a number from 0 to 100.'],
    [{ tdsRate: 1.005 }, 'TDS rate can have at most 2 decimal places.'],
    [{ gstApplicable: 'Select' }, 'Please select whether GST is applicable.'],
    [{ gstApplicable: undefined }, 'Please select whether GST is applicable.'],
  ])('400 with the rule message for %j', async (overrides: Record<string, unknown>, message: string) => {
    const res = await clients.accountant.post(
      '/add-vendor',
      fields({ companyName: 'Invalid Case Vendor', ...overrides }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await list()).some((v) => v.companyName === 'Invalid Case Vendor')).toBe(false);
  });
});

describe('GET /list-vendor', () => {
  test('every field, a 1-based index, ordered by company name', async () => {
    await add({ companyName: 'zenith Movers' });
    await add({ companyName: 'Apex Cargo' });
    const rows = await list();
    expect(rows.map((r) => r.index)).toEqual(rows.map((_, i) => i + 1));
    const names = rows.map((r) => r.companyName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(rows[0].companyName).toBe('Apex Cargo');
    expect(rows[rows.length - 1].companyName).toBe('Zenith Movers');
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        [
          '_id',
          'bankAccount',
          'bankName',
          'companyName',
          'companyOwner',
          'email',
          'gst',
          'gstApplicable',
          'id',
          'ifscCode',
          'index',
          'mobile',
          'pan',
          'tdsRate',
          'declaration194C6Date',
          'goodsCarriages',
          'deducteeType',
        ].sort(),
      );
      expect(row._id).toBe(row.id);
    }
  });
});

describe('POST /update-vendor', () => {
  test('200 with the message and the vendor; stored normalised', async () => {
    const vendor = await add({ companyName: 'Om Sai Transport' });
    const res = await clients.accountant.post('/update-vendor', {
      ...vendor,
      companyOwner: 'vinod KALE',
      tdsRate: '1',
      ifscCode: 'hdfc0001234',
      bankName: 'HDFC Bank',
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...vendor,
      companyOwner: 'Vinod Kale',
      tdsRate: 1,
      ifscCode: 'HDFC0001234',
      bankName: 'HDFC Bank',
    };
    expect(res.json()).toEqual({ message: VENDOR_MESSAGES.updated, vendor: expected });
    expect((await list()).find((v) => v.id === vendor.id)).toEqual({
      ...expected,
      index: expect.any(Number),
    });
  });

  test('found by id when _id is absent; changing only the case of its own name is no conflict', async () => {
    const { _id, ...vendor } = await add({ companyName: 'Ashirwad Roadways' });
    const res = await clients.accountant.post('/update-vendor', {
      ...vendor,
      companyName: 'ASHIRWAD ROADWAYS',
      mobile: '9000000001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().vendor).toMatchObject({ _id, companyName: 'Ashirwad Roadways', mobile: '9000000001' });
  });

  test('409 when the new name belongs to another vendor; nothing changes', async () => {
    await add({ companyName: 'Bharat Carriers' });
    const other = await add({ companyName: 'Bharat Goods Carriers' });
    const res = await clients.accountant.post('/update-vendor', { ...other, companyName: 'bharat carriers' });
    expectMessage(res, 409, VENDOR_MESSAGES.duplicate);
    expect((await list()).find((v) => v.id === other.id)).toEqual({ ...other, index: expect.any(Number) });
  });

  test('404 for an unknown, malformed or missing id', async () => {
    for (const id of [{ _id: '999999' }, { _id: 'x1' }, { id: '0' }, {}]) {
      const res = await clients.accountant.post('/update-vendor', {
        ...fields({ companyName: 'Nobody Transport' }),
        ...id,
      });
      expectMessage(res, 404, VENDOR_MESSAGES.notFound);
    }
  });

  test('400 with the rule message; nothing changes', async () => {
    const vendor = await add({ companyName: 'Kaveri Transport' });
    const res = await clients.accountant.post('/update-vendor', { ...vendor, gst: '27AAAPL' });
    expectMessage(res, 400, 'GST must be either empty or exactly 15 characters!');
    expect((await list()).find((v) => v.id === vendor.id)?.gst).toBe(vendor.gst);
  });
});

describe('DELETE /delete-vendor/:id', () => {
  test('200; the vendor leaves both lists, stays archived in the database, and its name can be used again', async () => {
    const vendor = await add({ companyName: 'Durga Transport Co' });
    const res = await clients.accountant.delete(`/delete-vendor/${vendor.id}`);
    expectMessage(res, 200, VENDOR_MESSAGES.deleted);
    expect((await list()).some((v) => v.id === vendor.id)).toBe(false);
    const options = (await clients.accountant.get('/api/vendors')).json() as { _id: string }[];
    expect(options.some((o) => o._id === vendor.id)).toBe(false);
    const row = await suite.app.db
      .selectFrom('vendors')
      .select(['archived_at', 'company_name'])
      .where('id', '=', Number(vendor.id))
      .executeTakeFirst();
    expect(row).toEqual({ archived_at: expect.any(Date), company_name: 'Durga Transport Co' });

    const again = await add({ companyName: 'DURGA transport co' });
    expect(again.id).not.toBe(vendor.id);
    expect(again.companyName).toBe('Durga Transport Co');
  });

  test('404 for an unknown or malformed id, and for a vendor already deleted', async () => {
    const vendor = await add({ companyName: 'Gone Twice Logistics' });
    expect((await clients.accountant.delete(`/delete-vendor/${vendor.id}`)).statusCode).toBe(200);
    for (const id of [vendor.id, '999999', 'abc', '1.5']) {
      const res = await clients.accountant.delete(`/delete-vendor/${id}`);
      expectMessage(res, 404, VENDOR_MESSAGES.notFound);
    }
    const update = await clients.accountant.post('/update-vendor', vendor);
    expect(update.statusCode).toBe(404);
  });
});

describe('GET /api/vendors', () => {
  test('rows of company_name, tds_rate and _id for every profile that may record trips', async () => {
    const vendor = await add({ companyName: 'Lookup Test Transport', tdsRate: 1 });
    for (const profile of ['admin', 'accountant', 'loadingManager', 'unloadingManager'] as const) {
      const res = await clients[profile].get('/api/vendors');
      expect(res.statusCode).toBe(200);
      const rows = res.json() as Record<string, unknown>[];
      // Beside SPEC.md's fields: the rate a bill applies (the vendor has a valid PAN, so its own).
      expect(rows).toContainEqual({
        company_name: 'Lookup Test Transport',
        tds_rate: 1,
        _id: vendor.id,
        applied_tds_rate: 1,
      });
      for (const row of rows)
        expect(Object.keys(row).sort()).toEqual(['_id', 'applied_tds_rate', 'company_name', 'tds_rate']);
    }
  });

  test('401 without a session', async () => {
    expect((await suite.app.inject({ method: 'GET', url: '/logistics/api/vendors' })).statusCode).toBe(401);
  });
});

describe('roles', () => {
  test('unloadingManager gets 403 on every vendor screen call and nothing changes', async () => {
    const vendor = await add({ companyName: 'Protected Roadlines' });
    const calls = [
      () => clients.unloadingManager.get('/list-vendor'),
      () => clients.unloadingManager.post('/add-vendor', fields({ companyName: 'Sneaky Transport' })),
      () => clients.unloadingManager.post('/update-vendor', { ...vendor, companyOwner: 'Changed Owner' }),
      () => clients.unloadingManager.delete(`/delete-vendor/${vendor.id}`),
    ];
    for (const call of calls) {
      const res = await call();
      expectMessage(res, 403, ACCESS_MESSAGES.noAccess);
    }
    const rows = await list();
    expect(rows.find((v) => v.id === vendor.id)).toEqual({ ...vendor, index: expect.any(Number) });
    expect(rows.some((v) => v.companyName === 'Sneaky Transport')).toBe(false);
  });

  test('loadingManager and admin may use every vendor call', async () => {
    for (const profile of ['loadingManager', 'admin'] as const) {
      const vendor = await add({ companyName: `Allowed ${profile} Carriers` }, profile);
      expect((await list(profile)).some((v) => v.id === vendor.id)).toBe(true);
      expect((await clients[profile].post('/update-vendor', { ...vendor, tdsRate: 1 })).statusCode).toBe(200);
      expect((await clients[profile].delete(`/delete-vendor/${vendor.id}`)).statusCode).toBe(200);
    }
  });

  test('401 without a session', async () => {
    expect((await suite.app.inject({ method: 'GET', url: '/logistics/list-vendor' })).statusCode).toBe(401);
  });
});

describe('audit', () => {
  test('create, update and delete each write an entry with who and the values before/after', async () => {
    const created = await add({ companyName: 'Audit Trail Transport', tdsRate: 2 });
    await clients.accountant.post('/update-vendor', { ...created, tdsRate: 1 });
    await clients.admin.delete(`/delete-vendor/${created.id}`);

    const entries = await expectCreateUpdateDeleteAudit(suite.app, 'vendor', created.id, {
      editor: usernames.accountant,
      remover: usernames.admin,
    });
    const { id: _id, _id: _ignored, ...snapshot } = created;
    expect(entries[0].after).toEqual(snapshot);
    expect(entries[1].before).toEqual(snapshot);
    expect(entries[1].after).toEqual({ ...snapshot, tdsRate: 1 });
    expect(entries[2].before).toEqual({ ...snapshot, tdsRate: 1 });
  });

  test('a refused change writes no entry', async () => {
    const created = await add({ companyName: 'Quiet Audit Carriers' });
    await clients.accountant.post('/add-vendor', fields({ companyName: 'quiet audit carriers' })); // 409
    await clients.accountant.post('/update-vendor', { ...created, pan: 'BAD' }); // 400
    expect((await listAudit(suite.app.db, 'vendor', created.id)).map((e) => e.action)).toEqual(['create']);
  });
});
