import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../app/api';
import type { AppStore } from '../app/store';

/** Deletes a master-data row through its confirm: the row's Delete, then the dialog's Delete. */
export async function deleteThroughConfirm(row: HTMLElement) {
  await userEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
}

/**
 * Starts, in the store, a look-up as another screen declares it (GET `url` providing the tag's
 * LIST), so a test sees whether a change here makes it refetch.
 */
export function watchLookup(store: AppStore, url: string, tag: 'Destination' | 'Vendor' | 'Truck') {
  const lookups = api.injectEndpoints({
    endpoints: (build) => ({ lookupForTest: build.query<unknown, void>({ query: () => url, providesTags: [{ type: tag, id: 'LIST' }] }) }),
    overrideExisting: true,
  });
  store.dispatch(lookups.endpoints.lookupForTest.initiate());
}

/** The calls made to one path. */
export const callsTo = <C extends { path: string }>(calls: readonly C[], path: string) => calls.filter((c) => c.path === path);
