import 'fake-indexeddb/auto';
import { user } from '../../../test/user';
import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../../test/render-with-providers';
import { LOOKUP_ROUTES } from '../../../test/trip-data';
import { EMPTY_TRIP_FORM } from '../trip-form-values';
import { TripFormPage } from '../TripFormPage';
import { saveTrip, tripsOf } from './outbox-store';

// A trip the server refused from the outbox, opened to correct: the form comes back as typed and
// with its papers, so the loading manager need not photograph the slips again.

const SLIP = '%PDF-1.4 weighment slip'.padEnd(2000, ' ');

test('"Open to correct" on a refused trip puts its form and its papers back', async () => {
  await saveTrip({
    key: 'refused-1',
    username: 'loader1',
    keptAt: '2026-11-28T05:00:00.000Z',
    form: { ...EMPTY_TRIP_FORM, TruckNumber: 'MH12KL1111', DONumber: '4711', Weight: '200' },
    body: {} as never,
    papers: { WeightmentSlip: new File([SLIP], 'slip.pdf', { type: 'application/pdf' }) },
    confirmDuplicate: false,
    state: 'refused',
    message: 'Weight is more than a truck carries',
  });
  stubFetch({ ...LOOKUP_ROUTES });
  renderWithProviders(<TripFormPage />, {
    preloadedState: signedInAs('loadingManager', 'loader1'),
    route: '/home',
    path: '/home',
  });
  expect(await screen.findByText('Refused: Weight is more than a truck carries')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Open to correct: MH12KL1111 · DO 4711' }));

  expect(await screen.findByDisplayValue('4711')).toBeInTheDocument();
  const papers = screen.getByRole('group', { name: 'Papers' });
  expect(await within(papers).findByText(/^(slip|WeightmentSlip)\.pdf \(2 KB\)$/)).toBeInTheDocument();
  expect(await tripsOf('loader1')).toEqual([]);
});
