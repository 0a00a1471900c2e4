import { act, screen, waitFor } from '@testing-library/react';
import { user } from '../../test/user';
import { TRIP_DRAFT_MESSAGES, tripDraftKey } from '../../../shared/trips/draft';
import { sessionExpired, signedOut } from '../../app/session/auth-slice';
import { makeStore } from '../../app/store';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { LOOKUP_ROUTES } from '../../test/trip-data';
import { TripFormPage } from './TripFormPage';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const draftKey = tripDraftKey('clerk', undefined);

function renderForm(username = 'clerk') {
  stubFetch({ ...LOOKUP_ROUTES });
  return renderWithProviders(<TripFormPage />, {
    preloadedState: signedInAs('admin', username),
    route: '/home',
    path: '/home',
    routes: [{ path: '/reports', element: <h1>Reports</h1> }],
  });
}

async function typeHalfATrip() {
  await screen.findByRole('heading', { name: 'Trip ID: New' });
  await user.type(field('DO Number'), '7781');
  await user.type(field('Driver Name'), 'Ramesh Pawar');
  return user;
}

beforeEach(() => window.sessionStorage.clear());

describe('the trip form draft', () => {
  test('what is typed is kept per user and comes back after a reload, with a notice and a way to discard it', async () => {
    const view = renderForm();
    await typeHalfATrip();
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(draftKey) ?? '{}')).toMatchObject({
        DONumber: '7781',
        DriverName: 'Ramesh Pawar',
      }),
    );
    view.unmount();

    renderForm();
    expect(await screen.findByText(TRIP_DRAFT_MESSAGES.restored)).toBeInTheDocument();
    await waitFor(() => expect(field('DO Number')).toHaveValue(7781));
    expect(field('Driver Name')).toHaveValue('Ramesh Pawar');

    await user.click(screen.getByRole('button', { name: TRIP_DRAFT_MESSAGES.discard }));
    expect(field('DO Number')).toHaveValue(null);
    expect(field('Driver Name')).toHaveValue('');
    expect(screen.queryByText(TRIP_DRAFT_MESSAGES.restored)).not.toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem(draftKey)).toBeNull());
  });

  test("another user's draft is not restored", async () => {
    window.sessionStorage.setItem(
      tripDraftKey('someone-else', undefined),
      JSON.stringify({ DriverName: 'Someone' }),
    );
    renderForm();
    await screen.findByRole('heading', { name: 'Trip ID: New' });
    expect(field('Driver Name')).toHaveValue('');
    expect(screen.queryByText(TRIP_DRAFT_MESSAGES.restored)).not.toBeInTheDocument();
  });

  test('leaving the form with unsaved typing asks first; Cancel stays, Leave goes', async () => {
    const { router } = renderForm();
    await typeHalfATrip();
    act(() => void router.navigate('/reports'));
    expect(await screen.findByRole('dialog', { name: TRIP_DRAFT_MESSAGES.leaveTitle })).toHaveTextContent(
      TRIP_DRAFT_MESSAGES.leaveText,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/home');
    expect(field('DO Number')).toHaveValue(7781);

    act(() => void router.navigate('/reports'));
    await user.click(await screen.findByRole('button', { name: TRIP_DRAFT_MESSAGES.leave }));
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
  });

  test('an untouched form leaves without asking and warns on no reload', async () => {
    const { router } = renderForm();
    await screen.findByRole('heading', { name: 'Trip ID: New' });
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(false);
    act(() => void router.navigate('/reports'));
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
  });

  test('a reload or closing the tab with unsaved typing is warned about', async () => {
    renderForm();
    await typeHalfATrip();
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);
  });
});

describe('ending a session', () => {
  test('a session that ran out keeps the trip drafts (login brings the form back); logging out clears them', () => {
    const store = makeStore(signedInAs('admin', 'clerk'));
    window.sessionStorage.setItem(draftKey, '{"DONumber":"7781"}');
    window.sessionStorage.setItem('other', 'x');
    store.dispatch(sessionExpired());
    expect(window.sessionStorage.getItem(draftKey)).toBe('{"DONumber":"7781"}');
    expect(window.sessionStorage.getItem('other')).toBeNull();

    const again = makeStore(signedInAs('admin', 'clerk'));
    again.dispatch(signedOut());
    expect(window.sessionStorage.getItem(draftKey)).toBeNull();
  });
});
