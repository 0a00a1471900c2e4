import { DateTime } from 'luxon';
import { BUSINESS_ZONE, todayInIndia } from '../../shared/common/dates';
import { multipartBody, samplePdf } from './multipart';
import type { TestClient } from './test-app';

/** The date (YYYY-MM-DD) this many days from today in India. */
export const daysFromToday = (days: number) =>
  DateTime.fromISO(todayInIndia(), { zone: BUSINESS_ZONE }).plus({ days }).toISODate()!;

/**
 * Adds a truck on the Vehicle screen's call, with a small PDF per document, each valid between
 * two day offsets from today (e.g. `{ insurance: [-365, -1] }` expired yesterday).
 */
export async function addTruckWithDocuments(
  client: TestClient,
  truckNo: string,
  documents: Record<string, [start: number, end: number]>,
) {
  const fields: Record<string, string> = { truck_no: truckNo, make: 'Tata', companyOwner: 'Ramesh Patil' };
  const files: Parameters<typeof multipartBody>[1] = {};
  for (const [key, [start, end]] of Object.entries(documents)) {
    fields[`${key}_startDate`] = daysFromToday(start);
    fields[`${key}_endDate`] = daysFromToday(end);
    files[key] = { filename: `${key}.pdf`, content: samplePdf(key) };
  }
  const { payload, headers } = multipartBody(fields, files);
  const res = await client.request({ method: 'POST', url: '/add-vehicle', payload, headers });
  expect(res.statusCode).toBe(201);
}
