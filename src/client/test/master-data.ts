import { screen, waitFor, within } from '@testing-library/react';
import { user } from './user';
import { api } from '../app/api';
import type { AppStore } from '../app/store';
import { stubFetch, type FetchCall, type StubbedResponse } from './fetch-stub';

/** Deletes a master-data row through its confirm: the row's Delete, then the dialog's Delete. */
export async function deleteThroughConfirm(row: HTMLElement) {
  await user.click(within(row).getByRole('button', { name: /^Delete/ }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
}

/**
 * Starts, in the store, a look-up as another screen declares it (GET `url` providing the tag's
 * LIST), so a test sees whether a change here makes it refetch.
 */
function watchLookup(store: AppStore, url: string, tag: 'Destination' | 'Vendor' | 'Truck') {
  const lookups = api.injectEndpoints({
    endpoints: (build) => ({
      lookupForTest: build.query<unknown, void>({
        query: () => url,
        providesTags: [{ type: tag, id: 'LIST' }],
      }),
    }),
    overrideExisting: true,
  });
  store.dispatch(lookups.endpoints.lookupForTest.initiate());
}

/** The calls made to one path. */
const callsTo = <C extends { path: string }>(calls: readonly C[], path: string) =>
  calls.filter((c) => c.path === path);

const deleteCalls = (calls: readonly FetchCall[]) => calls.filter((c) => c.method === 'DELETE');

interface DeletedRow<Row> {
  /** The list's GET path and what it lists before the delete and after it. */
  list: string;
  before: Row[];
  after: Row[];
  /** The DELETE call's path. */
  path: string;
  row: () => HTMLElement;
  /** A cell of the row, gone once it is deleted. */
  cell: string;
}

interface DeleteDialog {
  /** The dialog's name and the question it asks. */
  dialog: string;
  question: string;
  /** The success notice. */
  deleted: string;
}

/**
 * Opens the list; the row's delete asks first: Cancel closes and sends nothing; Delete sends the
 * call, says so, and the row goes.
 */
async function expectDeleteAskedFirst<Row>(
  renderPage: () => unknown,
  { list, before, after, path, row, cell }: DeletedRow<Row>,
  { dialog, question, deleted }: DeleteDialog,
) {
  const { calls } = await openListed(renderPage, listLosingRows(list, path, before, after, deleted), cell);
  await user.click(within(row()).getByRole('button', { name: /^Delete/ }));
  const box = screen.getByRole('dialog', { name: dialog });
  expect(box).toHaveTextContent(question);
  await user.click(within(box).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(deleteCalls(calls)).toHaveLength(0);

  await deleteThroughConfirm(row());
  expect(await screen.findByText(deleted)).toBeInTheDocument();
  expect(deleteCalls(calls).map((c) => c.path)).toEqual([path]);
  await waitFor(() => expect(screen.queryByRole('cell', { name: cell })).not.toBeInTheDocument());
}

/** A failed delete says so and keeps the row. */
export async function expectFailedDelete(row: () => HTMLElement, message: string, cell: string) {
  await deleteThroughConfirm(row());
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: cell })).toBeInTheDocument();
}

/** The watched look-up (see watchLookup) is fetched once, and again after a row's delete. */
async function expectLookupRefetchedOnDelete(
  calls: readonly FetchCall[],
  url: string,
  row: () => HTMLElement,
) {
  await waitFor(() => expect(callsTo(calls, url)).toHaveLength(1));
  await deleteThroughConfirm(row());
  await waitFor(() => expect(callsTo(calls, url)).toHaveLength(2));
}

/** Stubs the calls, renders the page and waits until a cell of the list shows. */
export async function openListed(
  renderPage: () => unknown,
  routes: Parameters<typeof stubFetch>[0],
  cell: string,
) {
  const stub = stubFetch(routes);
  renderPage();
  await screen.findByRole('cell', { name: cell });
  return stub;
}

/** The stubs of a list that loses rows once its DELETE is answered with `deleted`: `before` until then, `after` from then on. */
function listLosingRows<Row>(
  list: string,
  remove: string,
  before: Row[],
  after: Row[],
  deleted: string,
): Parameters<typeof stubFetch>[0] {
  let listed = before;
  return {
    [`GET ${list}`]: () => ({ body: listed }),
    [`DELETE ${remove}`]: () => {
      listed = after;
      return { body: { message: deleted } };
    },
  };
}

/** One master-data page's delete, as the delete suite (testMasterDelete) exercises it. */
interface MasterDelete {
  renderPage: () => { store: AppStore };
  /** The list's GET path. */
  list: string;
  /** A listed row by the text of its first data cell. */
  rowOf: (cell: string) => HTMLElement;
  /** The row the tests delete: the row itself, the text of its first data cell and its DELETE path. */
  target: { row: unknown; cell: string; path: string };
  /** A row that is listed before the delete and stays after it. */
  kept: unknown;
  dialog: DeleteDialog;
  /** A refused delete: the server's answer and what the page says of it. */
  refused: { answer: StubbedResponse; message: string };
  /** The trip form's look-up that this list feeds, refetched after a change. */
  lookup: { url: string; tag: 'Destination' | 'Vendor' | 'Truck' };
}

/**
 * The delete tests every master-data page shares: it asks first, a refused delete keeps the row,
 * and a delete refreshes the trip form's look-up. `moreDeleteTests` adds a page's own cases.
 */
export function testMasterDelete(page: MasterDelete, moreDeleteTests?: () => void) {
  const { renderPage, list, rowOf, target, kept, refused, lookup } = page;
  const targetRow = () => rowOf(target.cell);
  describe('delete', () => {
    test('asks first; Cancel sends nothing, Delete removes the row', async () => {
      await expectDeleteAskedFirst(
        renderPage,
        {
          list,
          before: [target.row, kept],
          after: [kept],
          path: target.path,
          row: targetRow,
          cell: target.cell,
        },
        page.dialog,
      );
    });

    test('a refused delete says so and keeps the row', async () => {
      const routes = {
        [`GET ${list}`]: { body: [target.row] },
        [`DELETE ${target.path}`]: refused.answer,
      };
      await openListed(renderPage, routes, target.cell);
      await expectFailedDelete(targetRow, refused.message, target.cell);
    });

    moreDeleteTests?.();
  });

  test(`a delete refreshes the trip form's look-up ${lookup.url} (tag ${lookup.tag})`, async () => {
    const { calls } = stubFetch({
      [`GET ${list}`]: { body: [target.row] },
      [`GET ${lookup.url}`]: { body: [] },
      [`DELETE ${target.path}`]: { body: { message: page.dialog.deleted } },
    });
    const { store } = renderPage();
    // The trip form's list as it declares itself: GET `lookup.url` providing the tag's LIST.
    watchLookup(store, lookup.url, lookup.tag);
    await screen.findByRole('cell', { name: target.cell });
    await expectLookupRefetchedOnDelete(calls, lookup.url, targetRow);
  });
}

/** A master-data list's two states besides rows: an empty list says `empty`, a failed one shows the error row. */
export function testListStates(renderPage: () => unknown, list: string, empty: string) {
  test('an empty list says so', async () => {
    stubFetch({ [`GET ${list}`]: { body: [] } });
    renderPage();
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });

  test('a failed list shows the error row', async () => {
    stubFetch({ [`GET ${list}`]: { status: 500, body: { message: 'boom' } } });
    renderPage();
    expect(await screen.findByText('Error fetching data. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText(empty)).not.toBeInTheDocument();
  });
}
