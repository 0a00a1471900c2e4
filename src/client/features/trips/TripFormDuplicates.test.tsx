import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import { DUPLICATE_TRIP } from '../../../shared/trips/duplicates';
import { IDEMPOTENCY_MESSAGES } from '../../../shared/common/idempotency';
import { stubFetch, type FetchCall, type StubbedResponse } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { LOOKUP_ROUTES, trip } from '../../test/trip-data';
import { TripFormPage } from './TripFormPage';

// The duplicate-trip question on the trip form, and one Idempotency-Key per intended trip.

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
type Routes = Parameters<typeof stubFetch>[0];

/** The form, once its master data has loaded (the submit checks read it). */
async function renderForm(extra: Routes, route = '/home') {
  const stub = stubFetch({ ...LOOKUP_ROUTES, ...extra });
  const view = renderWithProviders(<TripFormPage />, {
    preloadedState: signedInAs('admin', 'clerk'),
    route,
    path: '/home',
    routes: [{ path: '/home/:tripId', element: <TripFormPage /> }],
  });
  await waitFor(() =>
    expect(stub.calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/api/vendors', '/api/trucks', '/api/destination']),
    ),
  );
  return { ...stub, ...view };
}

const DUPLICATE: StubbedResponse = {
  status: 409,
  body: {
    message:
      'Trip T100662 has the same truck and DO number, stored today at 10:42 (driver Ramesh). Save this trip as well?',
    errorCode: DUPLICATE_TRIP,
    duplicateTrip: { TripID: 'T100662', createdAt: '2026-11-28T05:12:00.000Z', DriverName: 'Ramesh' },
  },
};
const STORED: StubbedResponse = {
  status: 201,
  body: { message: 'Trip details submitted successfully', TripID: 'T100663' },
};

/** Answers POST /reports with these, one per call, in order. */
function answersInTurn(...answers: StubbedResponse[]) {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]!;
}

async function typeTrip() {
  await screen.findByRole('heading', { name: 'Trip ID: New' });
  // Pasted, not typed key by key: these tests are about the answers to Submit, and each keystroke
  // re-renders the whole form (a test took over 30 s on a loaded machine).
  const fill = async (label: string, text: string) => {
    await user.click(field(label));
    await user.paste(text);
  };
  await fill('Truck Number', 'MH12KL1111');
  await fill('DO Number', '4501');
  await fill('Driver Name', 'Suresh');
  await fill('Vendor', 'Shree Cement');
  await fill('Destination From', 'Pune');
  await fill('Destination To', 'Mumbai');
  await user.keyboard('{Escape}');
  await user.selectOptions(field('Truck Type'), 'Bulker');
}

const submit = () => user.click(screen.getByRole('button', { name: 'Submit' }));
const posts = (calls: FetchCall[], path = '/reports') =>
  calls.filter((c) => c.method === 'POST' && c.path === path);
const keyOf = (call: FetchCall) => call.headers.get('Idempotency-Key');

beforeEach(() => window.sessionStorage.clear());

describe('a trip with the same truck and DO number as one stored today', () => {
  test('the form shows the trip found and asks; Save anyway sends it again, confirmed, with the same key', async () => {
    const { calls } = await renderForm({ 'POST /reports': answersInTurn(DUPLICATE, STORED) });
    await typeTrip();
    await submit();

    const dialog = await screen.findByRole('dialog', { name: 'Trip already stored' });
    expect(dialog).toHaveTextContent((DUPLICATE.body as { message: string }).message);
    const found = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(found).toEqual({ 'Trip ID': 'T100662', Stored: '28/11/2026 10:42', 'Driver Name': 'Ramesh' });
    expect(posts(calls)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    expect(
      await screen.findByText('Trip details submitted successfully. Trip T100663 saved.'),
    ).toBeInTheDocument();
    const [asked, confirmed] = posts(calls);
    expect(confirmed!.body).toEqual({ ...(asked!.body as object), confirmDuplicateTrip: true });
    expect(keyOf(asked!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(confirmed!)).toBe(keyOf(asked!));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Truck Number')).toHaveValue('');
    expect(screen.getByText('Last trip recorded: T100663')).toBeInTheDocument();
  });

  test('Cancel keeps the form as typed and sends nothing more; the next Submit is a new key', async () => {
    const { calls } = await renderForm({ 'POST /reports': answersInTurn(DUPLICATE, DUPLICATE) });
    await typeTrip();
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Trip already stored' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    expect(field('Truck Number')).toHaveValue('MH12KL1111');
    expect(field('DO Number')).toHaveValue(4501);
    expect(field('Driver Name')).toHaveValue('Suresh');

    await submit();
    await screen.findByRole('dialog', { name: 'Trip already stored' });
    const [first, second] = posts(calls);
    expect(keyOf(second!)).not.toBe(keyOf(first!));
  });

  test('on an existing trip, a change into a duplicate asks the same; Save anyway updates it', async () => {
    const { calls } = await renderForm(
      {
        'GET /api/trip/T1001': { body: trip() },
        'POST /api/trip': answersInTurn(DUPLICATE, {
          body: { message: 'Trip details updated successfully' },
        }),
      },
      '/home/T1001',
    );
    await waitFor(() => expect(field('Driver Name')).not.toHaveValue(''));
    await user.clear(field('DO Number'));
    await user.type(field('DO Number'), '4501');
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Trip already stored' });
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Trip details updated successfully')).toBeInTheDocument();
    const [asked, confirmed] = posts(calls, '/api/trip');
    expect(confirmed!.body).toEqual({ ...(asked!.body as object), confirmDuplicateTrip: true });
  });
});

describe('one Idempotency-Key per intended trip', () => {
  test('a Submit that got no answer keeps its key, across a reload; once stored, the next trip gets a new one', async () => {
    const view = await renderForm({ 'POST /reports': { networkError: true } });
    await typeTrip();
    await submit();
    expect(
      await screen.findByText('No response received from server. Please check your connection.'),
    ).toBeInTheDocument();
    const [lost] = posts(view.calls);
    expect(field('Truck Number')).toHaveValue('MH12KL1111');
    view.unmount();

    // The tab reloads: the draft comes back, and its Submit carries the key of the first try.
    const { calls } = await renderForm({ 'POST /reports': STORED });
    await waitFor(() => expect(field('Truck Number')).toHaveValue('MH12KL1111'));
    await submit();
    expect(
      await screen.findByText('Trip details submitted successfully. Trip T100663 saved.'),
    ).toBeInTheDocument();
    const [retry] = posts(calls);
    expect(keyOf(retry!)).toBe(keyOf(lost!));
    expect(retry!.body).toEqual(lost!.body);

    await typeTrip();
    await submit();
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(keyOf(posts(calls)[1]!)).not.toBe(keyOf(lost!));
  });

  test('a key the server already used for another trip (the form changed since): sent once more with a new key', async () => {
    const { calls } = await renderForm({
      'POST /reports': answersInTurn(
        { status: 422, body: { message: IDEMPOTENCY_MESSAGES.otherTrip } },
        STORED,
      ),
    });
    await typeTrip();
    await submit();
    expect(
      await screen.findByText('Trip details submitted successfully. Trip T100663 saved.'),
    ).toBeInTheDocument();
    const [refused, resent] = posts(calls);
    expect(keyOf(resent!)).not.toBe(keyOf(refused!));
    expect(resent!.body).toEqual(refused!.body);
  });
});
