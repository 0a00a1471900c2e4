import { screen, waitFor } from '@testing-library/react';
import { user } from '../../test/user';
import { stubFetch } from '../../test/fetch-stub';
import { bodySentWith } from '../../test/forms';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { LOOKUP_ROUTES } from '../../test/trip-data';
import { TripFormPage } from './TripFormPage';

const SAVED = { status: 201, body: { message: 'Trip details submitted successfully', TripID: 'T100663' } };

function renderForm(username = 'clerk') {
  const stub = stubFetch({ ...LOOKUP_ROUTES, 'POST /reports': SAVED });
  renderWithProviders(<TripFormPage />, {
    preloadedState: signedInAs('accountant', username),
    route: '/home',
    path: '/home',
  });
  return stub;
}

const field = (label: string) => screen.getByLabelText(label);

async function lookupsLoaded(calls: { path: string }[]) {
  await waitFor(() =>
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/api/vendors', '/api/trucks', '/api/destination']),
    ),
  );
}

beforeEach(() => window.localStorage.clear());

test('the form opens with the focus on Truck Number', async () => {
  const { calls } = renderForm();
  await lookupsLoaded(calls);
  expect(field('Truck Number')).toHaveFocus();
});

test('Enter in DO Number moves to Driver Name: no message, nothing sent; Shift+Enter goes back', async () => {
  const { calls } = renderForm();
  await lookupsLoaded(calls);
  await user.click(field('DO Number'));
  await user.keyboard('4501{Enter}');
  expect(field('Driver Name')).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText('Please fill the required fields before submitting')).not.toBeInTheDocument();
  expect(field('Truck Number')).not.toHaveAttribute('aria-invalid');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  await user.keyboard('{Shift>}{Enter}{/Shift}');
  expect(field('DO Number')).toHaveFocus();
});

test('Enter in a suggestion list picks the first match (or the highlighted one), and the next Enter moves on', async () => {
  const { calls } = renderForm();
  await lookupsLoaded(calls);
  await user.keyboard('KA01{Enter}');
  expect(field('Truck Number')).toHaveValue('KA01AB2345');
  expect(field('Truck Number')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(field('DO Number')).toHaveFocus();
  await user.click(field('Vendor'));
  await user.keyboard('Shree{ArrowDown}{ArrowDown}{Enter}');
  expect(field('Vendor')).toHaveValue('Shreeji Logistics');
});

test('a trip entered by keyboard alone: Enter field to field, Enter on the last field submits, the notice names the trip, focus is back on the first field, and Repeat last trip (Alt+R) fills truck, vendor, route and truck type', async () => {
  const { calls } = renderForm();
  await lookupsLoaded(calls);
  await user.keyboard('KA01{Enter}{Enter}'); // Truck Number: picked, then on
  await user.keyboard('4501{Enter}'); // DO Number
  await user.keyboard('Ramesh{Enter}'); // Driver Name
  await user.keyboard('Shreeji{Enter}{Enter}'); // Vendor
  await user.keyboard('Nag{Enter}{Enter}'); // Destination From
  await user.keyboard('Mum{Enter}{Enter}'); // Destination To
  expect(field('Truck Type')).toHaveFocus();
  await user.selectOptions(field('Truck Type'), 'Others'); // a select changes by its own keys in a browser
  await user.keyboard('{Enter}');
  expect(field('Transaction Status')).toHaveFocus(); // Open already
  await user.keyboard('{Enter}');
  expect(field('Weight (tons)')).toHaveFocus(); // Freight is computed: Enter passes it by
  await user.keyboard('10{Enter}');
  expect(field('Diesel Amount')).toHaveFocus();
  await user.keyboard('{Enter}{Enter}'); // Diesel Amount, Diesel Slip Number; TDS Rate is computed
  expect(field('Advance')).toHaveFocus();
  await user.keyboard('{Enter}{Enter}{Enter}');
  expect(field('Greasing')).toHaveFocus();
  await user.keyboard('{Enter}'); // the last field: submits
  const body = await bodySentWith(calls, 'Trip details submitted successfully. Trip T100663 saved.');
  expect(body).toMatchObject({
    TruckNumber: 'KA01AB2345',
    DONumber: '4501',
    DriverName: 'Ramesh',
    Vendor: 'Shreeji Logistics',
    DestinationFrom: 'Nagpur',
    DestinationTo: 'Mumbai',
    TruckType: 'Others',
    Weight: 10,
  });
  await waitFor(() => expect(field('Truck Number')).toHaveFocus());
  expect(field('Truck Number')).toHaveValue('');

  await user.keyboard('{Alt>}r{/Alt}');
  expect(field('Truck Number')).toHaveValue('KA01AB2345');
  expect(field('Vendor')).toHaveValue('Shreeji Logistics');
  expect(field('Destination From')).toHaveValue('Nagpur');
  expect(field('Destination To')).toHaveValue('Mumbai');
  expect(field('Truck Type')).toHaveValue('Others');
  expect(field('DO Number')).toHaveValue(null); // the trip's own number is typed again
  expect(field('Driver Name')).toHaveValue('');
  expect(field('DO Number')).toHaveFocus();
});

test('Ctrl+S submits from any field; the last trip is offered to its own user only', async () => {
  window.localStorage.setItem(
    'lastTrip:clerk',
    JSON.stringify({
      TruckNumber: 'MH12KL1111',
      Vendor: 'Shree Cement',
      DestinationFrom: 'Pune',
      DestinationTo: 'Mumbai',
      TruckType: 'Bulker',
    }),
  );
  const { calls } = renderForm();
  await lookupsLoaded(calls);
  await user.click(screen.getByRole('button', { name: 'Repeat last trip' }));
  expect(field('DO Number')).toHaveFocus();
  await user.keyboard('77{Control>}s{/Control}');
  expect(await bodySentWith(calls, 'Trip details submitted successfully. Trip T100663 saved.')).toMatchObject(
    { TruckNumber: 'MH12KL1111', DONumber: '77', Vendor: 'Shree Cement', TruckType: 'Bulker' },
  );
});

test('another user has no last trip to repeat', async () => {
  window.localStorage.setItem(
    'lastTrip:clerk',
    JSON.stringify({
      TruckNumber: 'MH12KL1111',
      Vendor: 'V',
      DestinationFrom: 'A',
      DestinationTo: 'B',
      TruckType: 'Bag',
    }),
  );
  const { calls } = renderForm('asha');
  await lookupsLoaded(calls);
  expect(screen.queryByRole('button', { name: 'Repeat last trip' })).not.toBeInTheDocument();
});
