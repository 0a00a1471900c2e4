import { WRITE_EVENTS } from './domain-events';
import { writeEventOf as writeEventOfAction } from './write-events';

const writeEventOf = (action: unknown) => writeEventOfAction(action, WRITE_EVENTS);

// A fulfilled mutation as RTK Query dispatches it, for one endpoint and what was sent.
const fulfilled = (endpointName: string, originalArgs: unknown) => ({
  type: 'api/executeMutation/fulfilled',
  payload: {},
  meta: {
    requestId: 'r1',
    requestStatus: 'fulfilled',
    arg: { type: 'mutation', endpointName, originalArgs },
  },
});

test('trip and master writes become named domain actions with the ids and fields sent', () => {
  expect(writeEventOf(fulfilled('createTrip', { TruckNumber: 'MH12KL1111', Weight: 20 }))).toEqual({
    type: 'trips/tripCreated',
    payload: { sent: { TruckNumber: 'MH12KL1111', Weight: 20 } },
  });
  const row = new FormData();
  row.append('transactionStatus', 'Acknowledged');
  row.append('WeightmentSlip', new File(['%PDF-1.7'], 'slip.pdf', { type: 'application/pdf' }));
  expect(writeEventOf(fulfilled('updateReportRow', { id: '12', form: row }))).toEqual({
    type: 'trips/tripRowSaved',
    payload: {
      sent: { id: '12', form: { transactionStatus: 'Acknowledged', WeightmentSlip: 'file slip.pdf' } },
    },
  });
  const trips = [{ TripID: 'T1001', actualWeight: '12.1', short: '50' }];
  expect(writeEventOf(fulfilled('acknowledgeTrips', { trips }))).toEqual({
    type: 'trips/tripsAcknowledged',
    payload: { sent: { trips } },
  });
  expect(writeEventOf(fulfilled('deleteVendor', 7))?.type).toBe('masters/vendorDeleted');
});

test('a password or token never appears in a write action', () => {
  const event = writeEventOf(
    fulfilled('resetPassword', {
      username: 'ravi',
      currentPassword: 'Old@12345',
      newPassword: 'New@12345',
      retypePassword: 'New@12345',
    }),
  );
  expect(event?.type).toBe('users/passwordChanged');
  expect(JSON.stringify(event)).not.toMatch(/Old@12345|New@12345/);
  expect(
    JSON.stringify(writeEventOf(fulfilled('login', { username: 'ravi', password: 'Secret@123' }))),
  ).not.toMatch(/Secret@123/);
});

test('reads and money writes (which have their own actions) give none', () => {
  expect(writeEventOf({ ...fulfilled('recordPayment', {}) })).toBeNull();
  const query = fulfilled('tripDetail', 'T1');
  expect(
    writeEventOf({ ...query, meta: { ...query.meta, arg: { ...query.meta.arg, type: 'query' } } }),
  ).toBeNull();
});
