import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { user } from '../../test/user';
import { SUCCESS_NOTICE_MS } from '../../ui/notices-slice';
import { SERVER_ERROR, stubFetch } from '../../test/fetch-stub';
import { bodySentWith, expectMistakesNamed } from '../../test/forms';
import { openListed, testListStates, testMasterDelete } from '../../test/master-data';
import { FreightPage } from './FreightPage';
import { cellTexts } from '../../test/tables';

const PUNE_MUMBAI = { id: '7', _id: '7', from: 'Pune', to: 'Mumbai', rate: 1250 };
const NAGPUR_NASHIK = { id: '9', _id: '9', from: 'Nagpur', to: 'Nashik', rate: 2875 };

function renderPage() {
  return renderWithProviders(<FreightPage />, { preloadedState: signedInAs('admin') });
}

async function fillForm(from: string, to: string, rate: string) {
  if (from) await user.type(screen.getByLabelText('From Destination'), from);
  if (to) await user.type(screen.getByLabelText('To Destination'), to);
  if (rate) await user.type(screen.getByLabelText('Rate'), rate);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

/** A route's row by its From: the row's accessible name is its cells' text, index first. */
afterEach(() => jest.useRealTimers());

/**
 * The one row in edit mode: the row of the Save button. (Naming every row from its cells, the
 * edited row's inputs included, takes far longer in jsdom.)
 */
function editedRow() {
  return screen.getByRole('button', { name: 'Save' }).closest('tr')!;
}

const rowOf = (from: string) => screen.getByRole('row', { name: new RegExp(`^\\d+ ${from} `) });

describe('the freight table', () => {
  test('lists index, from, to and the rate in en-IN digits', async () => {
    await openListed(
      renderPage,
      { 'GET /list-freight': { body: [{ ...PUNE_MUMBAI, rate: 125000 }, NAGPUR_NASHIK] } },
      'Pune',
    );
    const first = rowOf('Pune');
    expect(cellTexts(first)).toEqual(['1', 'Pune', 'Mumbai', '1,25,000', 'Edit', 'Delete']);
    expect(within(rowOf('Nagpur')).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(screen.getByText('2 routes')).toBeInTheDocument();
  });

  test('a header sorts the routes (table model), a filter box narrows them by From or To', async () => {
    const SURAT = { id: '11', _id: '11', from: 'surat', to: 'Akola', rate: 900 };
    await openListed(
      renderPage,
      { 'GET /list-freight': { body: [PUNE_MUMBAI, NAGPUR_NASHIK, SURAT] } },
      'Pune',
    );
    const froms = () =>
      screen
        .getAllByRole('row')
        .slice(2)
        .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    await user.click(within(screen.getByRole('columnheader', { name: /^Rate/ })).getByRole('button'));
    expect(froms()).toEqual(['surat', 'Pune', 'Nagpur']);
    expect(screen.getByRole('columnheader', { name: /^Rate/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(screen.getByRole('columnheader', { name: /^Rate/ })).getByRole('button'));
    expect(froms()).toEqual(['Nagpur', 'Pune', 'surat']);
    await user.type(screen.getByRole('searchbox', { name: 'Filter To' }), 'NAS');
    expect(froms()).toEqual(['Nagpur']);
    await user.clear(screen.getByRole('searchbox', { name: 'Filter To' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter From' }), 'nowhere');
    expect(screen.getByText('No route matches the filters.')).toBeInTheDocument();
    expect(screen.getByText('3 routes')).toBeInTheDocument(); // the count is of every route
  });

  testListStates(renderPage, '/list-freight', 'No freight data available.');
});

describe('the add form', () => {
  test.each([
    ['a missing rate', ['Pune', 'Mumbai', ''], { Rate: 'Rate is required.' }],
    ['a blank destination', ['   ', 'Mumbai', '100'], { 'From Destination': 'From is required.' }],
    ['a rate that is not a number', ['Pune', 'Mumbai', '12a'], { Rate: 'Rate must be a number.' }],
    ['a negative rate', ['Pune', 'Mumbai', '-5'], { Rate: 'Rate cannot be negative.' }],
    ['a rate above one lakh', ['Pune', 'Mumbai', '100001'], { Rate: 'Rate can be at most 1,00,000.' }],
    [
      'a rate with paise (refused, not rounded)',
      ['Pune', 'Mumbai', '1250.6'],
      { Rate: 'Rate must be a whole number (no decimal places).' },
    ],
    [
      'all fields empty: all three named at once',
      ['', '', ''],
      {
        'From Destination': 'From is required.',
        'To Destination': 'To is required.',
        Rate: 'Rate is required.',
      },
    ],
    [
      'a blank To and a rate with paise: both named at once',
      ['Pune', ' ', '12.5'],
      { 'To Destination': 'To is required.', Rate: 'Rate must be a whole number (no decimal places).' },
    ],
  ])(
    'refuses %s beside the field, focuses the first and sends nothing',
    async (_case, [from, to, rate], mistakes) => {
      const { calls } = stubFetch({ 'GET /list-freight': { body: [] } });
      renderPage();
      await screen.findByText('No freight data available.');
      await fillForm(from, to, rate);
      await expectMistakesNamed(screen.getByRole('form', { name: 'Add freight rate' }), mistakes);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    },
  );

  test('sends capitalised destinations and the whole rate, then confirms for 3 seconds and clears the form', async () => {
    // The 3 seconds pass on jest's clock, not the machine's (testing-library's waits advance it too).
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    let listed = [NAGPUR_NASHIK];
    const { calls } = await openListed(
      renderPage,
      {
        'GET /list-freight': () => ({ body: listed }),
        'POST /add-freight': () => {
          listed = [PUNE_MUMBAI, NAGPUR_NASHIK];
          return { status: 201, body: { message: 'Data submitted successfully!', freight: PUNE_MUMBAI } };
        },
      },
      'Nagpur',
    );
    await fillForm('', '', '');
    expect(await screen.findByText('From is required.')).toBeInTheDocument();
    await fillForm('  navi   MUMBAI ', 'pUNE', '1251');
    const notice = await screen.findByText('Data submitted successfully!');
    // The mistake's message goes once it is fixed.
    expect(screen.queryByText('From is required.')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      from_destination: 'Navi mumbai',
      to_destination: 'Pune',
      rate: 1251,
    });
    expect(screen.getByLabelText('From Destination')).toHaveValue('');
    expect(screen.getByLabelText('Rate')).toHaveValue('');
    // The list is fetched again after the add.
    expect(await screen.findByRole('cell', { name: 'Pune' })).toBeInTheDocument();
    expect(notice).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SUCCESS_NOTICE_MS));
    expect(notice).not.toBeInTheDocument();
  });

  test('a 409 is a duplicate entry and keeps what was typed', async () => {
    await openListed(
      renderPage,
      {
        'GET /list-freight': { body: [PUNE_MUMBAI] },
        'POST /add-freight': {
          status: 409,
          body: { message: 'Duplicate entry detected. Please check the data.' },
        },
      },
      'Pune',
    );
    await fillForm('pune', 'mumbai', '900');
    expect(await screen.findByText('Duplicate entry detected. Please check the data.')).toBeInTheDocument();
    expect(screen.getByLabelText('From Destination')).toHaveValue('pune');
  });

  test('any other failure asks to try again', async () => {
    stubFetch({
      'GET /list-freight': { body: [] },
      'POST /add-freight': SERVER_ERROR,
    });
    renderPage();
    await screen.findByText('No freight data available.');
    await fillForm('Pune', 'Mumbai', '900');
    expect(await screen.findByText('Failed to submit data. Please try again.')).toBeInTheDocument();
  });
});

describe('inline edit', () => {
  async function startEditing(routes: Parameters<typeof stubFetch>[0]) {
    const stub = await openListed(
      renderPage,
      { 'GET /list-freight': { body: [PUNE_MUMBAI, NAGPUR_NASHIK] }, ...routes },
      'Pune',
    );
    await user.click(within(rowOf('Pune')).getByRole('button', { name: /^Edit/ }));
    return { ...stub, row: editedRow() };
  }

  async function changeRateAndSave(row: HTMLElement, rate: string) {
    const input = within(row).getByRole('textbox', { name: 'Rate' });
    await user.clear(input);
    await user.type(input, rate);
    await user.click(within(row).getByRole('button', { name: 'Save' }));
  }

  test('Save sends the old row and the normalised new values, then leaves edit mode', async () => {
    const { calls, row } = await startEditing({
      'POST /update-freight': { body: { message: 'Freight updated successfully!' } },
    });
    expect(within(row).getByRole('textbox', { name: 'From' })).toHaveValue('Pune');
    expect(within(row).getByRole('textbox', { name: 'To' })).toHaveValue('Mumbai');
    const to = within(row).getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, 'THANE');
    await changeRateAndSave(row, '1400');
    expect(await bodySentWith(calls, 'Freight updated successfully!')).toEqual({
      old: { _id: '7', from: 'Pune', to: 'Mumbai', rate: 1250 },
      new: { from_destination: 'Pune', to_destination: 'Thane', rate: 1400 },
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'From' })).not.toBeInTheDocument());
  });

  test('one Save names every mistake under its cell, focuses the first and sends nothing; no pop-up', async () => {
    const { calls, row } = await startEditing({});
    await user.clear(within(row).getByRole('textbox', { name: 'From' }));
    await user.clear(within(row).getByRole('textbox', { name: 'To' }));
    await changeRateAndSave(row, 'abc');
    await expectMistakesNamed(row, {
      From: 'From is required.',
      To: 'To is required.',
      Rate: 'Rate must be a number.',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(within(row).getByRole('textbox', { name: 'Rate' })).toHaveValue('abc');
  });

  test.each([
    [
      '409',
      { status: 409, body: { message: 'Conflict: Freight already exists.' } },
      'Conflict: Freight already exists.',
    ],
    ['404', { status: 404, body: { message: 'Freight entry not found.' } }, 'Freight entry not found.'],
    [
      '400 with a text',
      { status: 400, body: { message: 'From, To and Rate are required.' } },
      'Error: From, To and Rate are required.',
    ],
    ['502 (a proxy) without a text', { status: 502, body: {} }, 'Failed to update row.'],
    [
      '202 (a success other than 200)',
      { status: 202, body: { message: 'Accepted' }, notFromThisServer: true },
      'Failed to update row.',
    ],
  ])('a %s answer shows its message and keeps the row in edit mode', async (_case, answer, message) => {
    const { row } = await startEditing({ 'POST /update-freight': answer });
    await changeRateAndSave(row, '1300');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(row).getByRole('textbox', { name: 'Rate' })).toHaveValue('1300');
    expect(screen.queryByText('Freight updated successfully!')).not.toBeInTheDocument();
  });

  test('no answer at all is a network error', async () => {
    const { row } = await startEditing({
      'POST /update-freight': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await changeRateAndSave(row, '1300');
    expect(await screen.findByText('Network error or server is down.')).toBeInTheDocument();
  });

  test('a click outside the row ends edit mode and reverts the unsaved edit', async () => {
    const { calls, row } = await startEditing({});
    const from = within(row).getByRole('textbox', { name: 'From' });
    await user.clear(from);
    await user.type(from, 'Goa');
    await user.click(within(row).getByRole('textbox', { name: 'Rate' })); // inside: still editing
    expect(within(row).getByRole('textbox', { name: 'From' })).toHaveValue('Goa');
    await user.click(screen.getByRole('heading', { name: 'Freight rates' }));
    expect(screen.queryByRole('textbox', { name: 'From' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Pune' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Goa' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  test('dismissing the conflict notice keeps the row in edit mode with the typing', async () => {
    const { row } = await startEditing({
      'POST /update-freight': { status: 409, body: { message: 'Conflict: Freight already exists.' } },
    });
    await changeRateAndSave(row, '1300');
    await screen.findByText('Conflict: Freight already exists.');
    await user.type(within(row).getByRole('textbox', { name: 'To' }), ' Port');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Conflict: Freight already exists.')).not.toBeInTheDocument();
    expect(within(row).getByRole('textbox', { name: 'Rate' })).toHaveValue('1300');
    expect(within(row).getByRole('textbox', { name: 'To' })).toHaveValue('Mumbai Port');
  });

  test('Cancel reverts too', async () => {
    const { row } = await startEditing({});
    await user.type(within(row).getByRole('textbox', { name: 'To' }), 'xyz');
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('cell', { name: 'Mumbai' })).toBeInTheDocument();
  });
});

testMasterDelete({
  renderPage,
  list: '/list-freight',
  rowOf,
  target: { row: PUNE_MUMBAI, cell: 'Pune', path: '/delete-freight/7' },
  kept: NAGPUR_NASHIK,
  dialog: {
    dialog: 'Delete freight rate',
    question: 'Delete the rate from Pune to Mumbai?',
    deleted: 'Freight deleted successfully!',
  },
  refused: {
    answer: { status: 404, body: { message: 'Freight entry not found.' } },
    message: 'Failed to delete Freight. Freight entry not found.',
  },
  lookup: { url: '/api/destination', tag: 'Destination' },
});

describe('the Columns menu', () => {
  beforeEach(() => window.localStorage.clear());

  test('To and Rate may be hidden (From is pinned); the choice is kept for the next visit', async () => {
    stubFetch({ 'GET /list-freight': { body: [PUNE_MUMBAI] } });
    const { unmount } = renderPage();
    await screen.findByRole('cell', { name: 'Pune' });
    await user.click(screen.getByText('Columns'));
    expect(screen.queryByRole('checkbox', { name: 'From' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show Rate (₹/ton) column' }));
    expect(cellTexts(rowOf('Pune'))).toEqual(['1', 'Pune', 'Mumbai', 'Edit', 'Delete']);
    unmount();

    await openListed(renderPage, { 'GET /list-freight': { body: [PUNE_MUMBAI] } }, 'Pune');
    expect(screen.getByText('Columns (1 hidden)')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Rate/ })).not.toBeInTheDocument();
  });
});
