import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import type { Profile } from '../../../shared/auth/profiles';
import { messageElseFallback, stubFetch, type StubbedResponse } from '../../test/fetch-stub';
import { bodySentWith, expectMistakesNamed, expectMistakesUnsent } from '../../test/forms';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { TripFormPage } from './TripFormPage';
import { LOOKUP_ROUTES, managerTrip, trip, TRIP_TEXT_LABELS } from '../../test/trip-data';
import { roleTexts } from '../../test/tables';

type Routes = Parameters<typeof stubFetch>[0];

function renderForm(profile: Profile = 'admin', route = '/home', extra: Routes = {}) {
  const stub = stubFetch({ ...LOOKUP_ROUTES, ...extra });
  const view = renderWithProviders(<TripFormPage />, {
    preloadedState: signedInAs(profile, 'clerk'),
    route,
    path: '/home',
    routes: [{ path: '/home/:tripId', element: <TripFormPage /> }],
  });
  return { ...stub, ...view };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Waits until the three master-data lists have loaded (their suggestions are offered). */
async function lookupsLoaded(calls: { path: string }[]) {
  await waitFor(() =>
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/api/vendors', '/api/trucks', '/api/destination']),
    ),
  );
  await screen.findByRole('heading', { name: /^Trip ID:/ });
}

async function pick(label: string, typed: string, option: string) {
  await user.clear(field(label));
  await user.type(field(label), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

type Picked = [typed: string, option: string];

/** A trip of an Others truck for Shreeji Logistics, Nagpur to Mumbai, picked from typed prefixes. */
const SHREEJI_TRIP = {
  truck: ['KA01', 'KA01AB2345'],
  vendor: ['Shreeji', 'Shreeji Logistics'],
  from: ['Nag', 'Nagpur'],
  to: ['Mum', 'Mumbai'],
  truckType: 'Others',
} satisfies Parameters<typeof fillRequired>[0];

/** Fills every required field: each suggestion field by typing and picking its option, then the truck type. */
async function fillRequired(trip: {
  truck: Picked;
  vendor: Picked;
  from: Picked;
  to: Picked;
  truckType: string;
}) {
  await pick('Truck Number', ...trip.truck);
  await pick('Vendor', ...trip.vendor);
  await pick('Destination From', ...trip.from);
  await pick('Destination To', ...trip.to);
  await user.selectOptions(field('Truck Type'), trip.truckType);
}

describe('the trip form', () => {
  test('shows the heading for a new trip and every field of SPEC.md section 2', async () => {
    const { calls } = renderForm();
    await lookupsLoaded(calls);
    expect(screen.getByRole('heading', { name: 'Trip ID: New' })).toBeInTheDocument();
    for (const label of [
      ...TRIP_TEXT_LABELS,
      'Weight (tons)',
      'Freight',
      'Diesel Amount',
      'Diesel Slip Number',
      'TDS Rate',
      'Advance',
      'Toll',
      'Adblue',
      'Greasing',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(field('Freight')).toHaveAttribute('readonly');
    expect(field('TDS Rate')).toHaveAttribute('readonly');
    // The inputs take what the server keeps: Advance whole rupees, money to the paisa, weight to the kilogram.
    expect(field('Advance')).toHaveAttribute('step', '1');
    expect(field('Advance')).toHaveAttribute('max', '10000000');
    expect(field('Toll')).toHaveAttribute('step', '0.01');
    expect(field('Weight (tons)')).toHaveAttribute('step', '0.001');
    expect(field('Weight (tons)')).toHaveAttribute('max', '999.999');
    expect(roleTexts(screen.getByLabelText('Truck Type'), 'option')).toEqual([
      'Select truck type',
      'Bulker',
      'Bag',
      'Others',
    ]);
    // A new trip can only be Open.
    expect(roleTexts(screen.getByLabelText('Transaction Status'), 'option')).toEqual([
      'Select status',
      'Open',
    ]);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  test('computes rate and freight live from the case-insensitive route and the weight', async () => {
    const { calls } = renderForm();
    await lookupsLoaded(calls);
    await user.type(field('Destination From'), 'pUNE');
    await user.type(field('Destination To'), 'mumbai');
    expect(field('Freight')).toHaveValue('0'); // no weight yet
    await user.type(field('Weight (tons)'), '12.345');
    // 850 x 12.345 = 10493.25, rounded
    expect(field('Freight')).toHaveValue('10,493');
    expect(screen.getByText('Rate 850.00 per ton')).toBeInTheDocument();
    await user.clear(field('Weight (tons)'));
    await user.type(field('Weight (tons)'), '0');
    expect(field('Freight')).toHaveValue('0');
    await user.clear(field('Weight (tons)'));
    await user.type(field('Weight (tons)'), '20.5');
    expect(field('Freight')).toHaveValue('17,425');
    // An unknown pair gives 0, and so does a cleared destination.
    await user.clear(field('Destination To'));
    await user.type(field('Destination To'), 'Goa');
    expect(field('Freight')).toHaveValue('0');
    expect(screen.getByText('Rate not found for this route')).toBeInTheDocument();
    await pick('Destination To', 'Nas', 'Nashik');
    expect(field('Freight')).toHaveValue('12,300');
    await user.clear(field('Destination From'));
    expect(field('Freight')).toHaveValue('0');
  });

  test('takes the TDS rate from the chosen vendor, 0 when the vendor is unknown', async () => {
    const { calls } = renderForm();
    await lookupsLoaded(calls);
    expect(field('TDS Rate')).toHaveValue('0');
    await pick('Vendor', 'amb', 'Ambuja Traders');
    expect(field('Vendor')).toHaveValue('Ambuja Traders');
    expect(field('TDS Rate')).toHaveValue('1.5');
    await user.type(field('Vendor'), 'x');
    expect(field('TDS Rate')).toHaveValue('0');
  });

  test('shows the rate a bill applies: 20% for a vendor without a valid PAN (section 206AA), as /api/vendors says', async () => {
    const vendors = [{ company_name: 'Ambuja Traders', tds_rate: 1.5, _id: 'v3', applied_tds_rate: 20 }];
    const { calls } = renderForm('admin', '/home', { 'GET /api/vendors': { body: vendors } });
    await lookupsLoaded(calls);
    await pick('Vendor', 'amb', 'Ambuja Traders');
    expect(field('TDS Rate')).toHaveValue('20');
  });

  test('suggests trucks by substring (upper-cased) and vendors by prefix', async () => {
    const { calls } = renderForm();
    await lookupsLoaded(calls);
    await user.type(field('Truck Number'), 'kl');
    expect(field('Truck Number')).toHaveValue('KL');
    expect(roleTexts(screen.getByRole('listbox'), 'option')).toEqual(['MH12KL1111']);
    await user.clear(field('Truck Number'));
    await user.type(field('Truck Number'), 'mh1');
    expect(roleTexts(screen.getByRole('listbox'), 'option')).toEqual(['MH12KL1111', 'MH14ZZ9999']);

    await user.type(field('Vendor'), 'shree');
    expect(roleTexts(screen.getByRole('listbox'), 'option')).toEqual(['Shree Cement', 'Shreeji Logistics']);
    await user.clear(field('Vendor'));
    await user.type(field('Vendor'), 'cement'); // inside the name, not at its start
    expect(within(screen.getByRole('listbox')).queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('No vendors found')).toBeInTheDocument();
  });

  test('narrows each destination list by the other once chosen, says when nothing matches, closes on an outside click', async () => {
    const { calls } = renderForm();
    await lookupsLoaded(calls);
    await user.click(field('Destination From'));
    expect(roleTexts(screen.getByRole('listbox'), 'option')).toEqual(['Nagpur', 'Pune']);
    await pick('Destination To', 'nash', 'Nashik');
    await user.click(field('Destination From'));
    expect(roleTexts(screen.getByRole('listbox'), 'option')).toEqual(['Pune']);
    await user.type(field('Destination From'), 'x');
    expect(screen.getByText('No data found')).toBeInTheDocument();

    // Nagpur is not offered while To is Nashik; with To cleared it is.
    await user.clear(field('Destination From'));
    await user.type(field('Destination From'), 'nag');
    expect(screen.getByText('No data found')).toBeInTheDocument();
    await user.clear(field('Destination To'));
    await pick('Destination From', 'nag', 'Nagpur');
    await user.click(field('Destination To'));
    expect(roleTexts(screen.getByRole('listbox'), 'option')).toEqual(['Mumbai']);
    // A click outside closes the list.
    await user.click(screen.getByRole('heading', { name: /Trip ID/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('one Submit names every mistake beside its field, clears the refused truck and destinations (marked too), then records the trip', async () => {
    const { calls } = renderForm('admin', '/home', {
      'POST /reports': {
        status: 201,
        body: { message: 'Trip details submitted successfully', TripID: 'T1002' },
      },
    });
    await lookupsLoaded(calls);
    const submit = () => user.click(screen.getByRole('button', { name: 'Submit' }));
    const tripForm = () => screen.getByRole('form', { name: 'Trip details' });

    // An unknown truck, vendor, origin and destination, and no truck type: all named at once.
    await user.type(field('Truck Number'), 'mh99xx0000');
    await user.type(field('Vendor'), 'Nobody');
    await user.type(field('Destination From'), 'Goa');
    await user.type(field('Destination To'), 'Delhi');
    await submit();
    await expectMistakesNamed(tripForm(), {
      'Truck Number': 'Please enter valid truck number',
      Vendor: 'Please enter valid vendor',
      'Destination From': 'Please enter valid destination',
      'Destination To': 'Please enter valid destination',
      'Truck Type': 'Please fill the required fields before submitting',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // beside the fields, not a pop-up
    // SPEC.md section 5: the refused truck number and destinations are cleared; the vendor is kept.
    expect(field('Truck Number')).toHaveValue('');
    expect(field('Destination From')).toHaveValue('');
    expect(field('Destination To')).toHaveValue('');
    expect(field('Vendor')).toHaveValue('Nobody');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // Fixing a field clears its mark; the rest stay named.
    await user.type(field('Truck Number'), 'mh12kl1111');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(field('Truck Number')).not.toHaveAttribute('aria-invalid'));
    expect(field('Vendor')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field('Vendor'));
    await user.type(field('Vendor'), 'shree cement');
    await user.type(field('Destination From'), 'pune');
    await user.type(field('Destination To'), 'MUMBAI');
    await user.keyboard('{Escape}');

    // All good: the trip is sent with computed values in the master data's spelling.
    await user.selectOptions(field('Truck Type'), 'Bag');
    await user.type(field('DO Number'), '4501');
    await user.type(field('Driver Name'), 'Ramesh');
    await user.type(field('Weight (tons)'), '12.345');
    await user.type(field('Diesel Amount'), '2000');
    await user.type(field('Diesel Slip Number'), 'DS-9');
    await user.type(field('Advance'), '1000');
    await user.type(field('Toll'), '250.5');
    await submit();
    expect(
      await bodySentWith(calls, 'Trip details submitted successfully. Trip T1002 saved.', 'POST /reports'),
    ).toEqual({
      username: 'clerk',
      userProfile: 'admin',
      TruckNumber: 'MH12KL1111',
      DONumber: '4501',
      DriverName: 'Ramesh',
      Vendor: 'Shree Cement',
      DestinationFrom: 'Pune',
      DestinationTo: 'Mumbai',
      TruckType: 'Bag',
      TransactionStatus: 'Open',
      Weight: 12.345,
      Freight: 10493,
      Rate: 850,
      DieselAmount: 2000,
      DieselSlipNumber: 'DS-9',
      TDS_Rate: 2,
      Advance: 1000,
      Toll: 250.5,
      Adblue: null,
      Greasing: null,
    });
    // The form is cleared, and the new id is noted.
    expect(field('Truck Number')).toHaveValue('');
    expect(field('Weight (tons)')).toHaveValue(null);
    expect(field('Freight')).toHaveValue('0');
    expect(screen.getByText('Last trip recorded: T1002')).toBeInTheDocument();
  });

  test('a refused new trip shows the server message and keeps the form', async () => {
    const { calls } = renderForm('admin', '/home', {
      'POST /reports': { status: 400, body: { message: 'Invalid transaction status' } },
    });
    await lookupsLoaded(calls);
    await fillRequired(SHREEJI_TRIP);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid transaction status')).toBeInTheDocument();
    expect(field('Truck Number')).toHaveValue('KA01AB2345');
  });

  test.each([
    ['Advance', '1500.75', 'Advance must be a whole number (no decimal places).'],
    ['Weight (tons)', '0.0004', 'Weight can have at most 3 decimal places.'],
    ['Toll', '10000000.01', 'Toll can be at most 1,00,00,000.'],
  ])(
    '%s %s: the shared message beside the field before sending; nothing is sent',
    async (label, typed, message) => {
      const { calls } = renderForm();
      await lookupsLoaded(calls);
      await fillRequired(SHREEJI_TRIP);
      await user.type(field(label), typed);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await expectMistakesUnsent(calls, screen.getByRole('form', { name: 'Trip details' }), {
        [label]: message,
      });
    },
  );
});

describe('editing a trip at /home/{tripId}', () => {
  test('loads the trip, locks the status, updates it, then goes to /home and clears the current trip', async () => {
    const acknowledged = trip({ TransactionStatus: 'Acknowledged' });
    const { calls, store } = renderForm('admin', '/home/T1001', {
      'GET /api/trip/T1001': { body: acknowledged },
      'POST /api/trip': { body: { message: 'Trip details updated successfully' } },
    });
    expect(await screen.findByRole('heading', { name: 'Trip ID: T1001' })).toBeInTheDocument();
    await waitFor(() => expect(field('Truck Number')).toHaveValue('MH12KL1111'));
    expect(store.getState().ui.tripId).toBe('T1001');
    expect(field('Transaction Status')).toHaveValue('Acknowledged');
    expect(field('Transaction Status')).toBeDisabled();
    await waitFor(() => expect(field('Freight')).toHaveValue('10,493'));
    expect(field('TDS Rate')).toHaveValue('2');
    await user.clear(field('Greasing'));
    await user.type(field('Greasing'), '75');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await bodySentWith(calls, 'Trip details updated successfully', 'POST /api/trip')).toMatchObject({
      TripID: 'T1001',
      TransactionStatus: 'Acknowledged',
      Greasing: 75,
      username: 'clerk',
    });
    expect(await screen.findByRole('heading', { name: 'Trip ID: New' })).toBeInTheDocument();
    expect(store.getState().ui.tripId).toBeNull();
    expect(field('Truck Number')).toHaveValue('');
  });

  test.each(
    messageElseFallback(
      409,
      'This trip is billed; change it through Revise Bill.',
      'Error updating the trip details',
    ),
  )(
    'a failed update shows the server message, else the default',
    async (answer: StubbedResponse, message) => {
      renderForm('admin', '/home/T1001', {
        'GET /api/trip/T1001': { body: trip() },
        'POST /api/trip': answer,
      });
      await waitFor(() => expect(field('Truck Number')).toHaveValue('MH12KL1111'));
      await waitFor(() => expect(field('TDS Rate')).toHaveValue('2'));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Trip ID: T1001' })).toBeInTheDocument();
    },
  );

  test.each(messageElseFallback(404, 'Trip not found.', 'Error fetching the trip data'))(
    'a trip that cannot be fetched shows the server message, else the default',
    async (answer: StubbedResponse, message) => {
      const { store } = renderForm('admin', '/home/T404', { 'GET /api/trip/T404': answer });
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Trip ID: New' })).toBeInTheDocument();
      expect(store.getState().ui.tripId).toBeNull();
    },
  );
});

describe('profiles', () => {
  test('unloadingManager: read-only, with no active Submit and no choice to make; typing gives the access message and clears the form', async () => {
    const { calls } = renderForm('unloadingManager', '/home/T1001', {
      'GET /api/trip/T1001': { body: managerTrip() },
    });
    await waitFor(() => expect(field('Driver Name')).toHaveValue('Ramesh'));
    expect(screen.queryByLabelText('Freight')).not.toBeInTheDocument();
    expect(field('Driver Name')).toHaveAttribute('readonly');
    expect(field('Truck Number')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(field('Truck Type')).toBeDisabled();
    expect(field('Truck Type')).toHaveValue('Bulker');
    // No control of the form can be edited: every input is read-only, every select disabled.
    const tripForm = within(screen.getByRole('form', { name: 'Trip details' }));
    const controls = [
      ...tripForm.getAllByRole('textbox'),
      ...tripForm.getAllByRole('combobox'),
      ...tripForm.getAllByRole('spinbutton'),
    ];
    const editable = controls.filter(
      (c) => !c.hasAttribute('readonly') && !(c as HTMLSelectElement).disabled,
    );
    expect(editable.map((c) => c.getAttribute('name') ?? c.id)).toEqual([]);
    await user.type(field('Driver Name'), 'x');
    expect(await screen.findByText('You do not have access to this section.')).toBeInTheDocument();
    expect(field('Driver Name')).toHaveValue('');
    expect(field('Truck Number')).toHaveValue('');
    expect(field('Vendor')).toHaveValue('');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  test('loadingManager: Freight is hidden, the trip can still be recorded', async () => {
    const { calls } = renderForm('loadingManager', '/home', {
      'GET /api/destination': { body: [{ from: 'Pune', to: 'Mumbai' }] },
      'POST /reports': {
        status: 201,
        body: { message: 'Trip details submitted successfully', TripID: 'T7' },
      },
    });
    await lookupsLoaded(calls);
    expect(screen.queryByLabelText('Freight')).not.toBeInTheDocument();
    await fillRequired({
      truck: ['MH12', 'MH12KL1111'],
      vendor: ['Shree C', 'Shree Cement'],
      from: ['Pu', 'Pune'],
      to: ['Mu', 'Mumbai'],
      truckType: 'Bulker',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await bodySentWith(calls, 'Trip details submitted successfully. Trip T7 saved.')).toMatchObject({
      userProfile: 'loadingManager',
      Freight: 0,
      Rate: 0,
    });
  });

  test('loadingManager: /home/{id} gives the access message, fetches nothing and offers no form', async () => {
    const { calls, store } = renderForm('loadingManager', '/home/T1001', {
      'GET /api/trip/T1001': { body: managerTrip() },
    });
    expect(
      within(screen.getByRole('alert')).getByText('You do not have access to this section.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trip ID: T1001' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Driver Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    // A query starts when the screen renders (its effect runs inside render's act): none was started.
    expect(Object.keys(store.getState().api.queries).filter((key) => key.startsWith('getTrip'))).toEqual([]);
    expect(calls.filter((c) => c.path.startsWith('/api/trip'))).toHaveLength(0);
  });

  test.each<Profile>(['accountant', 'admin'])('%s: /home/{id} is the editable form', async (profile) => {
    renderForm(profile, '/home/T1001', { 'GET /api/trip/T1001': { body: trip() } });
    await waitFor(() => expect(field('Driver Name')).not.toHaveValue(''));
    expect(field('Driver Name')).not.toHaveAttribute('readonly');
    expect(field('Transaction Status')).toBeDisabled();
  });
});
