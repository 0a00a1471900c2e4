import { DateTime } from 'luxon';
import { BUSINESS_ZONE, todayInIndia } from '../../shared/common/dates';
import { postMultipart, samplePdf, type MultipartFiles } from './multipart';
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
  const files: MultipartFiles = {};
  for (const [key, [start, end]] of Object.entries(documents)) {
    fields[`${key}_startDate`] = daysFromToday(start);
    fields[`${key}_endDate`] = daysFromToday(end);
    files[key] = { filename: `${key}.pdf`, content: samplePdf(key) };
  }
  expect((await postMultipart(client, '/add-vehicle', fields, files)).statusCode).toBe(201);
}
