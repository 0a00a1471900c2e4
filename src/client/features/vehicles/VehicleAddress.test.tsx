import { screen, within } from '@testing-library/react';
import { user } from '../../test/user';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { stubFetch } from '../../test/fetch-stub';
import { VehiclePage } from './VehiclePage';
import { vehicle } from './test-vehicles';

const shownTrucks = () =>
  screen.getAllByRole('article').map((tile) => within(tile).getByRole('heading', { level: 3 }).textContent);

test('opened at /vehicle?truck= (a bell notice) the screen shows that truck, its number in the search box', async () => {
  stubFetch({ 'GET /list-vehicle': { body: [vehicle('MH12KL1111', {}), vehicle('KA01AB2345', {})] } });
  renderWithProviders(<VehiclePage />, {
    preloadedState: signedInAs('admin'),
    route: '/vehicle?truck=KA01AB2345',
    path: '/vehicle',
  });
  await screen.findByRole('article', { name: 'KA01AB2345' });
  expect(screen.getByLabelText('Search Truck')).toHaveValue('KA01AB2345');
  expect(shownTrucks()).toEqual(['KA01AB2345']);
});

test('the search is written into the address, so a reload shows the same tiles', async () => {
  stubFetch({ 'GET /list-vehicle': { body: [vehicle('MH12KL1111', {})] } });
  const { router } = renderWithProviders(<VehiclePage />, {
    preloadedState: signedInAs('admin'),
    route: '/vehicle',
    path: '/vehicle',
  });
  await screen.findByRole('article', { name: 'MH12KL1111' });
  await user.type(screen.getByLabelText('Search Truck'), 'mh 12');
  expect(router.state.location.search).toBe('?truck=MH12');
  await user.clear(screen.getByLabelText('Search Truck'));
  expect(router.state.location.search).toBe('');
});
