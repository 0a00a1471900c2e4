import { ALL_ENDPOINTS } from '../shared/common/endpoints';
import { API_PREFIX } from './plugins/rbac';
import { registeredRoutes } from './test/registered-routes';
import { appSuite } from './test/test-app';

const suite = appSuite();

// The client's stubs answer in the shapes of these endpoints: each must be a route the server serves.
test.each(ALL_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))('%s is served', (_name, e) => {
  expect(suite.app.hasRoute({ method: e.method, url: `${API_PREFIX}${e.path}` })).toBe(true);
});

/**
 * Declared by the trips and master-data tables (trips, vendors, freight, vehicles, imports), which
 * are being converted beside this list: it goes once those tables are in ALL_ENDPOINTS.
 */
const DECLARED_BY_TRIPS_AND_MASTER_DATA_TABLES: readonly string[] = [
  'GET /settings/document-blocking',
  'POST /settings/document-blocking',
  'GET /api/destination',
  'GET /api/download/:id/:fileField',
  'GET /api/vendors',
  'GET /api/trucks',
  'GET /api/truck-document-warnings',
  'POST /api/trip',
  'GET /api/trip/:tripId',
  'GET /api/reports',
  'POST /api/reports/:id',
  'DELETE /api/reports/:id',
  'POST /reports',
  'POST /upload',
  'GET /list-vendor',
  'POST /add-vendor',
  'POST /update-vendor',
  'DELETE /delete-vendor/:id',
  'GET /list-freight',
  'POST /add-freight',
  'POST /update-freight',
  'DELETE /delete-freight/:id',
  'GET /list-vehicle',
  'POST /add-vehicle',
  'DELETE /delete-vehicle/:truckNo',
  'POST /reset-vehicle-doc',
  'GET /download/:truckNo/:docKey',
  'GET /vehicle-settings',
  'POST /api/import/vehicles',
  'GET /api/import/vehicles/template',
  'POST /api/import/vehicles/check',
  'POST /api/import/vendors',
  'GET /api/import/vendors/template',
  'POST /api/import/vendors/check',
  'POST /api/import/freight',
  'GET /api/import/freight/template',
  'POST /api/import/freight/check',
];

// The reverse: every route the server serves is a declared call. Only routes under the API prefix
// count: the built client's files and its index.html are served outside it and are no API call.
test('every API route the server serves is declared in a table', () => {
  const undeclared = registeredRoutes(suite.app)
    .filter((route) => route.url.startsWith(`${API_PREFIX}/`))
    .map((route) => ({ method: route.method, path: route.url.slice(API_PREFIX.length) }))
    .filter(({ method, path }) => !ALL_ENDPOINTS.some((e) => e.method === method && e.path === path))
    .map(({ method, path }) => `${method} ${path}`)
    .filter((name) => !DECLARED_BY_TRIPS_AND_MASTER_DATA_TABLES.includes(name));
  expect(undeclared).toEqual([]);
});
