import { ALL_ENDPOINTS } from '../shared/common/endpoints';
import { API_PREFIX } from './plugins/rbac';
import { registeredRoutes } from './test/registered-routes';
import { appSuite } from './test/test-app';

const suite = appSuite();

// The client's stubs answer in the shapes of these endpoints: each must be a route the server serves.
test.each(ALL_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))('%s is served', (_name, e) => {
  expect(suite.app.hasRoute({ method: e.method, url: `${API_PREFIX}${e.path}` })).toBe(true);
});

// The reverse: every route the server serves is a declared call. Only routes under the API prefix
// count: the built client's files and its index.html are served outside it and are no API call.
test('every API route the server serves is declared in a table', () => {
  const undeclared = registeredRoutes(suite.app)
    .filter((route) => route.url.startsWith(`${API_PREFIX}/`))
    .map((route) => ({ method: route.method, path: route.url.slice(API_PREFIX.length) }))
    .filter(({ method, path }) => !ALL_ENDPOINTS.some((e) => e.method === method && e.path === path))
    .map(({ method, path }) => `${method} ${path}`);
  expect(undeclared).toEqual([]);
});
