import type { z } from 'zod';
import { appSuite } from '../test/test-app';
import { responseSerializer } from './zod-schemas';

/**
 * No route reads its path, query or body without its zod schema, and JSON answers are
 * written from a response schema. Routes that answer a file (PDF, XLSX, XML) have no JSON answer;
 * multipart routes read their text fields through shared schemas in the handler.
 */
const FILE_ANSWERS = new Set([
  'GET /logistics/accounting/statement/pdf',
  'GET /logistics/export/tally',
  'GET /logistics/export/tally/files/:sequence/:part',
  'GET /logistics/generate-pdf-by-bill-id-transaction/:billId',
  'GET /logistics/api/download/:id/:fileField',
  'GET /logistics/download/:truckNo/:docKey',
  'GET /logistics/vendors/:id/declarations/:receivedOn/document',
  'GET /logistics/api/import/vehicles/template',
  'GET /logistics/api/import/vendors/template',
  'GET /logistics/api/import/freight/template',
  'POST /logistics/generate-pdf-bill',
  'POST /logistics/generate-pdf-revised-bill',
  'GET /logistics/share/:token',
  'GET /logistics/portal/bills/:billId/revisions/:revision/pdf',
  'GET /logistics/portal/statement/pdf',
]);
const MULTIPART = new Set([
  'POST /logistics/add-vehicle',
  'POST /logistics/upload',
  'POST /logistics/api/reports/:id',
  'POST /logistics/api/trip/:tripId/papers',
  'POST /logistics/vendors/:id/declarations/:receivedOn/document',
]);
/** Calls that read nothing from the request but their path (the session says who). */
const NO_INPUT = new Set([
  'GET /logistics/settings/tds',
  'GET /logistics/api/dashboard/tds',
  'GET /logistics/accounting/periods',
  'GET /logistics/check-auth',
  'POST /logistics/logout',
  'GET /logistics/list-freight',
  'GET /logistics/api/destination',
  'GET /logistics/list-vendor',
  'GET /logistics/api/vendors',
  'GET /logistics/list-vehicle',
  'GET /logistics/vehicle-settings',
  'GET /logistics/api/trucks',
  'GET /logistics/api/my-trips-today',
  'GET /logistics/notify-trucks',
  'GET /logistics/api/dashboard',
  'GET /logistics/users',
  'GET /logistics/accounting/vendors',
  'GET /logistics/settings/ledgers',
  'GET /logistics/settings/document-blocking',
  'GET /logistics/export/tally/log',
  'GET /logistics/settings/tally-company',
  'GET /logistics/settings/vendor-ledgers',
  'GET /logistics/health',
  'GET /logistics/disk-space',
  'POST /logistics/users/:username/approve',
  'POST /logistics/users/:username/deactivate',
  'POST /logistics/users/:username/temporary-password',
  'DELETE /logistics/pending-signups',
  'GET /logistics/api/import/vehicles/template',
  'GET /logistics/api/import/vendors/template',
  'GET /logistics/api/import/freight/template',
  'GET /logistics/mail/status',
  'POST /logistics/mail/outbox/:id/retry',
  'POST /logistics/bills/:billId/email',
  'POST /logistics/bills/:billId/share',
  'POST /logistics/payments/:id/share',
  'POST /logistics/share-links/:id/revoke',
  'GET /logistics/portal/me',
  'GET /logistics/portal/bills',
  'GET /logistics/portal/payments',
  'GET /logistics/vendor-change-requests',
  'POST /logistics/vendor-change-requests/:id/approve',
  'POST /logistics/vendor-change-requests/:id/reject',
]);

const suite = appSuite();

test('every route declares a zod schema for what it reads and for its JSON answer', () => {
  const missing: string[] = [];
  for (const route of suite.app.declaredRoutes) {
    const name = `${route.method} ${route.url}`;
    const schema = route.schema ?? {};
    if (route.url.includes(':') && !schema.params) missing.push(`${name}: params`);
    // 202: queued, done later (mail to vendors).
    const answers = ['200', '201', '202'].some((status) => schema.response?.[status]);
    if (!FILE_ANSWERS.has(name) && !answers) missing.push(`${name}: response`);
    const reads = route.method === 'GET' ? schema.querystring : schema.body;
    if (
      !reads &&
      !NO_INPUT.has(name) &&
      !MULTIPART.has(name) &&
      !(route.method !== 'POST' && schema.params)
    ) {
      missing.push(`${name}: ${route.method === 'GET' ? 'querystring' : 'body'}`);
    }
  }
  expect(missing).toEqual([]);
  expect(suite.app.declaredRoutes.length).toBeGreaterThan(50);
});

// The app compiles a response schema on the route's first answer (zod-schemas.ts), not at its start:
// every one must compile.
test("every route's response schemas compile to a serializer", () => {
  let compiled = 0;
  for (const route of suite.app.declaredRoutes) {
    for (const schema of Object.values(route.schema?.response ?? {})) {
      expect(typeof responseSerializer(schema as z.ZodType)).toBe('function');
      compiled++;
    }
  }
  expect(compiled).toBeGreaterThan(50);
});
