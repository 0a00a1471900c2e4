import { ALL_ENDPOINTS } from '../shared/common/endpoints';
import { appSuite } from './test/test-app';

const suite = appSuite();

// The client's stubs answer in the shapes of these endpoints: each must be a route the server serves.
test.each(ALL_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))('%s is served', (_name, e) => {
  expect(suite.app.hasRoute({ method: e.method, url: `/logistics${e.path}` })).toBe(true);
});
