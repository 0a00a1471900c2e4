import { databaseSuite } from '../test/test-database';
import { checkVendorInput } from '../../shared/masters/vendor';
import { freightRepository } from '../modules/freight/repository';
import { vendorRepository } from '../modules/vendors/repository';
import { listAudit } from '../modules/audit/repository';
import { seededRandom, type DemoContext } from './seed';
import { DEMO_ROUTES, seedFreight } from './seed-freight';
import { gstinCheckCharacter, seedVendors } from './seed-vendors';

const suite = databaseSuite(async (db) => {
  const ctx: DemoContext = { db, logins: [], random: seededRandom(20261122) };
  await seedFreight(ctx);
  await seedVendors(ctx);
});

test('the GSTIN check character matches published GSTINs', () => {
  expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
});

test('30 demo routes with per-ton rates, each stored once and audited', async () => {
  const routes = await freightRepository(suite.database.db).list();
  expect(routes).toHaveLength(30);
  expect(routes).toContainEqual(expect.objectContaining({ from: 'Pune', to: 'Mumbai', rate: 1450 }));
  expect(routes).toContainEqual(expect.objectContaining({ from: 'Ranjangaon', to: 'Nhava sheva' }));
  expect(new Set(DEMO_ROUTES.map(([f, t]) => `${f}|${t}`)).size).toBe(DEMO_ROUTES.length);
  expect(
    (await listAudit(suite.database.db, 'freight')).filter(
      (e) => e.action === 'create' && e.actor === 'system',
    ),
  ).toHaveLength(30);
});

test('20 demo vendors that pass every vendor rule, with valid PAN/GST/IFSC and TDS 1 or 2', async () => {
  const vendors = await vendorRepository(suite.database.db).list();
  expect(vendors).toHaveLength(20);
  // Beside SPEC.md's fields: no demo vendor has a transporter's declaration; the deductee type is the PAN's.
  for (const {
    id: _id,
    _id: _ignored,
    index: _index,
    declaration194C6Date,
    goodsCarriages,
    deducteeType,
    ...fields
  } of vendors) {
    expect([declaration194C6Date, goodsCarriages]).toEqual(['', null]);
    expect(deducteeType).toBe(
      fields.pan.charAt(3) === 'C'
        ? 'company'
        : fields.pan.charAt(3) === 'P'
          ? 'individualOrHuf'
          : 'otherNonCompany',
    );
    expect(checkVendorInput(fields)).toEqual({ ok: true, value: fields });
    expect(fields.pan).toMatch(/^[A-Z]{3}[PFC][A-Z]\d{4}[A-Z]$/);
    if (fields.gst) {
      expect(fields.gst).toMatch(/^\d{2}[A-Z0-9]{10}1Z[A-Z0-9]$/);
      expect(fields.gst.slice(2, 12)).toBe(fields.pan);
      expect(fields.gst[14]).toBe(gstinCheckCharacter(fields.gst.slice(0, 14)));
    }
    expect(fields.ifscCode).toMatch(/^[A-Z]{4}0\d{6}$/);
    expect(fields.mobile).toMatch(/^[6-9]\d{9}$/);
    expect([1, 2]).toContain(fields.tdsRate);
  }
});
