import { waitFor } from '@testing-library/react';
import { stubFetch } from '../test/fetch-stub';
import { authApi } from '../features/auth/auth-api';
import { persistAppStore, makeStore } from './store';
import { billSearched, moduleEntered, searchValueChanged, tripOpened } from './ui-slice';

// SPEC.md section 3: the active module, the revise-bill state and its processed flag live in
// session storage; DESIGN.md: only the ui slice is persisted, never the API cache.

beforeEach(() => window.sessionStorage.clear());

function persisted(): Record<string, string> {
  return JSON.parse(window.sessionStorage.getItem('persist:ui') ?? '{}');
}

test('the ui slice is written to sessionStorage and a new store picks it up', async () => {
  const first = makeStore();
  persistAppStore(first);
  first.dispatch(moduleEntered('revise-bill'));
  first.dispatch(billSearched('B00042'));
  await waitFor(() => expect(JSON.parse(persisted().activeModule ?? 'null')).toBe('revise-bill'));
  expect(JSON.parse(persisted().reviseBill)).toEqual({ billId: 'B00042' });
  expect(JSON.parse(persisted().billSearchProcessed)).toBe(false);

  // A reload: a fresh store over the same session storage.
  const second = makeStore();
  expect(second.getState().ui.activeModule).toBe('upload');
  persistAppStore(second);
  await waitFor(() => expect(second.getState().ui.activeModule).toBe('revise-bill'));
  expect(second.getState().ui.reviseBill).toEqual({ billId: 'B00042' });
});

test('the API cache and the signed-in user are not persisted', async () => {
  stubFetch({ 'GET /check-auth': { body: { username: 'asha', profile: 'accountant' } } });
  const store = makeStore();
  persistAppStore(store);
  await store.dispatch(authApi.endpoints.checkAuth.initiate());
  store.dispatch(moduleEntered('freight'));
  expect(store.getState().api.queries).not.toEqual({});
  await waitFor(() => expect(JSON.parse(persisted().activeModule ?? 'null')).toBe('freight'));

  expect(Object.keys(window.sessionStorage)).toEqual(['persist:ui']);
  expect(Object.keys(persisted()).sort()).toEqual(
    ['_persist', 'activeModule', 'billSearchProcessed', 'reviseBill', 'tripId'].sort(),
  );
  expect(window.sessionStorage.getItem('persist:ui')).not.toContain('asha');
});

test('typing in the top-bar search does not write session storage; the whitelisted keys do', async () => {
  const store = makeStore();
  persistAppStore(store);
  store.dispatch(moduleEntered('transactions'));
  await waitFor(() => expect(JSON.parse(persisted().activeModule ?? 'null')).toBe('transactions'));
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  for (const text of ['B', 'B1', 'B10', 'B100']) store.dispatch(searchValueChanged(text));
  store.dispatch(tripOpened('T1042'));
  await waitFor(() => expect(setItem).toHaveBeenCalled());
  // Writes happen in order: the one write is the trip's; the four keystrokes wrote nothing.
  expect(setItem).toHaveBeenCalledTimes(1);
  expect(JSON.parse(persisted().tripId)).toBe('T1042');
  expect(window.sessionStorage.getItem('persist:ui')).not.toContain('B100');
  setItem.mockRestore();
});
