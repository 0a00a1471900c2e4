import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { payment } from '../../test/payment-data';
import { trip } from '../../test/trip-data';
import type { BillDetail, TripDetail } from '../../../shared/details/wire';
import { BillDetailPage } from './BillDetailPage';
import { TripDetailPage } from './TripDetailPage';

const billedTrip = trip({ TripID: 'T100', TransactionStatus: 'Billed', BillId: 'B1001' });

const tripDetail: TripDetail = {
  trip: billedTrip,
  history: [
    { at: '2026-11-27T04:30:00.000Z', actor: 'clerk', what: 'Created', status: 'Open' },
    { at: '2026-11-27T06:30:00.000Z', actor: 'accounts', what: 'Billed on B1001', status: 'Billed' },
  ],
  bill: {
    billId: 'B1001',
    billDate: '2026-11-27',
    net: 20969.75,
    paid: 5000,
    outstanding: 15969.75,
    status: 'Part-paid',
  },
  payments: [payment(7, 5000, { billId: 'B1001' })],
};

const billDetail: BillDetail = {
  billId: 'B1001',
  vendor: 'Shree Cement',
  billDate: '2026-11-27',
  cancelledAt: null,
  currentRevision: 2,
  money: {
    billId: 'B1001',
    vendor: 'Shree Cement',
    billDate: '2026-11-27',
    net: 41939.5,
    paid: 1000,
    outstanding: 40939.5,
    status: 'Part-paid',
    outOfDate: false,
    changes: [],
    netAfterUpdate: null,
  },
  trips: [
    {
      tripId: 'T100',
      localDate: '2026-11-27',
      truckNumber: 'MH12KL1111',
      destinationFrom: 'Pune',
      destinationTo: 'Mumbai',
      weight: 20,
      actualWeight: 19.95,
      freight: 29000,
      tds: 580,
      amount: 20969.75,
    },
  ],
  revisions: [
    {
      revision: 1,
      createdAt: '2026-11-27T06:30:00.000Z',
      createdBy: 'accounts',
      tripCount: 2,
      netAmount: 41939.5,
      totalTds: 1160,
      remarks: [],
      addedTrips: ['T100', 'T101'],
      removedTrips: [],
      netChange: null,
      current: false,
    },
    {
      revision: 2,
      createdAt: '2026-11-27T08:30:00.000Z',
      createdBy: 'accounts',
      tripCount: 2,
      netAmount: 41939.5,
      totalTds: 1160,
      remarks: [{ text: 'Halting', amount: 150 }],
      addedTrips: ['T102'],
      removedTrips: ['T101'],
      netChange: 0,
      current: true,
    },
  ],
  payments: [payment(8, 1000, { billId: 'B1001' })],
  tds: [
    {
      revision: 1,
      bookedOn: '2026-11-27',
      rate: 2,
      section206AA: false,
      panStatus: 'VALID',
      tds: 1160,
      chargesTds: 0,
    },
    {
      revision: 2,
      bookedOn: '2026-11-27',
      rate: 2,
      section206AA: false,
      panStatus: 'VALID',
      tds: 1160,
      chargesTds: 0,
    },
  ],
  tally: { state: 'sent', exportSequence: 4 },
};

test('the trip page shows the trip, its papers, its status history, its bill (linked) and its payments', async () => {
  stubFetch({ 'GET /trips/T100/detail': { body: tripDetail } });
  renderWithProviders(<TripDetailPage />, {
    preloadedState: signedInAs('accountant', 'accounts'),
    route: '/trips/T100',
    path: '/trips/:tripId',
  });
  expect(await screen.findByRole('heading', { name: /Trip T100/ })).toBeInTheDocument();
  const history = within(screen.getByRole('region', { name: 'Status changes' }));
  expect(history.getByText('Billed on B1001')).toBeInTheDocument();
  expect(history.getByText('Open')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'B1001' })).toHaveAttribute('href', '/bills/B1001');
  const bill = within(screen.getByLabelText('Bill summary'));
  expect(bill.getByText('15,969.75')).toBeInTheDocument();
  expect(bill.getByText('Part-paid')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Payments made' })).getByText('5,000.00'),
  ).toBeInTheDocument();
});

test('an unknown trip shows the server message', async () => {
  stubFetch({ 'GET /trips/T999/detail': { status: 404, body: { message: 'Trip not found.' } } });
  renderWithProviders(<TripDetailPage />, {
    preloadedState: signedInAs('accountant', 'accounts'),
    route: '/trips/T999',
    path: '/trips/:tripId',
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Trip not found.');
});

test('the bill page shows its trips (linked), each revision with what changed, payments, TDS rows and Tally state', async () => {
  stubFetch({ 'GET /bills/B1001/detail': { body: billDetail } });
  renderWithProviders(<BillDetailPage />, {
    preloadedState: signedInAs('accountant', 'accounts'),
    route: '/bills/B1001',
    path: '/bills/:billId',
  });
  expect(await screen.findByRole('heading', { name: /Bill B1001/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'T100' })).toHaveAttribute('href', '/trips/T100');
  const revisions = within(screen.getByRole('region', { name: 'Revision list' }));
  const second = revisions.getAllByRole('row')[2];
  expect(within(second).getByText('T102')).toBeInTheDocument();
  expect(within(second).getByText('T101')).toBeInTheDocument();
  expect(within(second).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  expect(within(revisions.getAllByRole('row')[1]).getByText('Current revision only')).toBeInTheDocument();
  expect(
    within(screen.getByLabelText('Bill summary')).getByText('Sent, not yet marked imported (export 4)'),
  ).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'TDS rows' })).getAllByText('1,160.00')).toHaveLength(2);
  expect(
    within(screen.getByRole('region', { name: 'Payments made' })).getByText('1,000.00'),
  ).toBeInTheDocument();
});
