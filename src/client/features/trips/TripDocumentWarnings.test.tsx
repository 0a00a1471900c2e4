import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import { stubFetch, type FetchCall } from '../../test/fetch-stub';
import { bodySentWith } from '../../test/forms';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { LOOKUP_ROUTES, trip } from '../../test/trip-data';
import { TripFormPage } from './TripFormPage';
import { roleTexts } from '../../test/tables';

// The trip form names the truck's expired documents and asks before saving.
const INSURANCE = {
  field_name: 'insurance',
  label: 'Insurance',
  end_date: '2026-11-20',
  days_left: -2,
  expired: true,
};
const FITNESS = {
  field_name: 'fitness',
  label: 'Fitness',
  end_date: '2026-11-25',
  days_left: 3,
  expired: false,
};

function renderEdit(blocked: string[] = []) {
  const stub = stubFetch({
    ...LOOKUP_ROUTES,
    'GET /api/truck-document-warnings': {
      body: { truckNumber: 'MH12KL1111', date: '2026-11-22', warnings: [INSURANCE, FITNESS], blocked },
    },
    'GET /api/trip/T1001': { body: trip() },
    'POST /api/trip': { body: { message: 'Trip details updated successfully' } },
  });
  renderWithProviders(<TripFormPage />, {
    preloadedState: signedInAs('admin', 'clerk'),
    route: '/home/T1001',
    path: '/home/:tripId',
    routes: [{ path: '/home', element: <p>new trip</p> }],
  });
  return stub;
}

/** The documents were asked for with `query`, and nothing has been saved. */
function expectAskedWithoutSaving(calls: readonly FetchCall[], query: string) {
  expect(calls.find((c) => c.path.startsWith('/api/truck-document-warnings'))!.path).toBe(
    `/api/truck-document-warnings?${query}`,
  );
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
}

async function submit() {
  await waitFor(() => expect(screen.getByLabelText('Truck Number')).toHaveValue('MH12KL1111'));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

test('shows which documents and since when, and saves with the confirmation once the user agrees', async () => {
  const { calls } = renderEdit();
  await submit();
  const dialog = await screen.findByRole('dialog', { name: 'Vehicle documents: MH12KL1111' });
  expect(roleTexts(dialog, 'listitem')).toEqual([
    'Insurance expired on 20/11/2026',
    'Fitness expires on 25/11/2026 (3 days left)',
  ]);
  // Asked for the trip's own date, not today.
  expectAskedWithoutSaving(calls, 'truckNumber=MH12KL1111&date=2026-11-22');
  await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
  expect(await bodySentWith(calls, 'new trip')).toMatchObject({
    TripID: 'T1001',
    TruckNumber: 'MH12KL1111',
    DocumentWarningConfirmed: true,
  });
});

test('Cancel keeps the form and saves nothing', async () => {
  const { calls } = renderEdit();
  await submit();
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByLabelText('Truck Number')).toHaveValue('MH12KL1111');
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

test('an expired document the admin made blocking stops the save with a clear message', async () => {
  const { calls } = renderEdit(['insurance']);
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Trip not saved: MH12KL1111 cannot be loaded because Insurance expired on 20/11/2026. Renew the document on the Vehicle screen first.',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

test('picking a truck lists its expired or expiring documents at once, before anything else is typed', async () => {
  const { calls } = stubFetch({
    ...LOOKUP_ROUTES,
    'GET /api/truck-document-warnings': {
      body: {
        truckNumber: 'MH12KL1111',
        date: '2026-11-22',
        warnings: [INSURANCE, FITNESS],
        blocked: ['insurance'],
      },
    },
  });
  renderWithProviders(<TripFormPage />, {
    preloadedState: signedInAs('admin', 'clerk'),
    route: '/home',
    path: '/home',
  });
  await screen.findByRole('heading', { name: 'Trip ID: New' });
  await waitFor(() => expect(calls.some((c) => c.path === '/api/trucks')).toBe(true));
  expect(screen.queryByText(/Documents of/)).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Truck Number'), 'MH12KL1111');
  await screen.findByText("Documents of MH12KL1111 on this trip's date:");
  const notice = screen.getByRole('status', { name: 'Truck documents' });
  expect(roleTexts(notice, 'listitem')).toEqual([
    'Insurance expired on 20/11/2026 (blocks trips: renew it on the Vehicle screen first)',
    'Fitness expires on 25/11/2026 (3 days left)',
  ]);
  // A new trip is asked about today (the server's date), nothing is saved.
  expectAskedWithoutSaving(calls, 'truckNumber=MH12KL1111');
});

test("an opened trip lists its truck's documents as soon as it is loaded", async () => {
  renderEdit();
  expect(await screen.findByText("Documents of MH12KL1111 on this trip's date:")).toBeInTheDocument();
});
