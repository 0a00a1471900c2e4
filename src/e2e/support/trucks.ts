import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../shared/common/dates';
import type { ApiClient } from './api';

/** A small valid PDF, uploaded as a truck's document. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The date (YYYY-MM-DD) this many days from today in India. */
export const indiaDay = (days: number) => DateTime.now().setZone(BUSINESS_ZONE).plus({ days }).toISODate()!;

/**
 * Adds a Tata truck of Ramesh Patil on the Vehicle screen's call with one document (e.g.
 * 'insurance'), valid between two day offsets from today: `[-366, -1]` expired yesterday.
 */
export async function addTruckWithDocument(
  client: ApiClient,
  truckNo: string,
  document: string,
  [start, end]: [start: number, end: number],
): Promise<void> {
  await client.postMultipart('/add-vehicle', {
    truck_no: truckNo,
    make: 'Tata',
    companyOwner: 'Ramesh Patil',
    [document]: { name: `${document}.pdf`, mimeType: 'application/pdf', buffer: SAMPLE_PDF },
    [`${document}_startDate`]: indiaDay(start),
    [`${document}_endDate`]: indiaDay(end),
  });
}
