import { DUPLICATE_TRIP_MESSAGES, duplicateTripKey, storedAtText } from './duplicates';

describe('duplicate trips', () => {
  test('the same trip: the truck as the app compares it, the DO number trimmed in any case; none without a DO number', () => {
    expect(duplicateTripKey(' mh12 KL1111', ' Do-45 ')).toBe(duplicateTripKey('MH12KL1111', 'do-45'));
    expect(duplicateTripKey('MH12KL1111', '45')).not.toBe(duplicateTripKey('MH12KL1111', '46'));
    expect(duplicateTripKey('MH12KL1111', '  ')).toBeNull();
    expect(duplicateTripKey('MH12KL1111', null)).toBeNull();
  });

  test('the question names the trip, when it was stored (today, or its date) and its driver when it has one', () => {
    const trip = { TripID: 'T100662', localDate: '2026-11-28', localTime: '10:42:07', DriverName: 'Ramesh' };
    expect(DUPLICATE_TRIP_MESSAGES.found(trip, '2026-11-28')).toBe(
      'Trip T100662 has the same truck and DO number, stored today at 10:42 (driver Ramesh). Save this trip as well?',
    );
    expect(DUPLICATE_TRIP_MESSAGES.found({ ...trip, DriverName: null }, '2026-11-30')).toBe(
      'Trip T100662 has the same truck and DO number, stored on 28/11/2026 at 10:42. Save this trip as well?',
    );
  });

  test('when it was stored, in India time', () => {
    expect(storedAtText('2026-11-28T05:12:00.000Z')).toBe('28/11/2026 10:42');
    expect(storedAtText('2026-11-27T20:00:00.000Z')).toBe('28/11/2026 01:30');
  });
});
