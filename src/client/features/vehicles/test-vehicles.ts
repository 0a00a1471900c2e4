import { DateTime } from 'luxon';
import { BUSINESS_ZONE, todayInIndia } from '../../../shared/common/dates';
import { DOCUMENT_KEYS, type DocumentKey } from '../../../shared/masters/vehicle';
import type { Vehicle, VehicleDocument } from '../../../shared/masters/vehicles-wire';
import type { FetchCall } from '../../test/fetch-stub';

/** A date `days` from today in India, as the server sends it. */
export function inDays(days: number): string {
  return DateTime.fromISO(todayInIndia(), { zone: BUSINESS_ZONE }).plus({ days }).toISODate()!;
}

/** A document the way GET /list-vehicle answers it; `daysLeft` null means never uploaded. */
export function doc(key: DocumentKey, daysLeft: number | null, fileName = `${key}.pdf`): VehicleDocument {
  if (daysLeft === null)
    return { field_name: key, start_date: null, end_date: null, days_left: 0, file_name: null };
  return {
    field_name: key,
    start_date: inDays(daysLeft - 365),
    end_date: inDays(daysLeft),
    days_left: Math.max(daysLeft, 0),
    file_name: fileName,
  };
}

export function vehicle(
  truckNo: string,
  days: Partial<Record<DocumentKey, number | null>>,
  extra: Partial<Vehicle> = {},
): Vehicle {
  return {
    _id: `id-${truckNo}`,
    truck_no: truckNo,
    make: 'Tata Prima 4028.S',
    companyOwner: 'Sharma Roadlines',
    documents: Object.fromEntries(
      DOCUMENT_KEYS.map((k) => [k, doc(k, days[k] ?? null)]),
    ) as Vehicle['documents'],
    ...extra,
  };
}

export function pdf(name = 'doc.pdf', size?: number): File {
  const content = size === undefined ? ['%PDF-1.4\n%test\n'] : [new Uint8Array(size).fill(32)];
  if (size !== undefined) (content[0] as Uint8Array).set([0x25, 0x50, 0x44, 0x46, 0x2d]);
  return new File(content, name, { type: 'application/pdf' });
}

/** The multipart body a stubbed call carried, read back as FormData. */
export async function sentForm(call: FetchCall): Promise<FormData> {
  return new Response(call.body as string, {
    headers: { 'content-type': call.headers.get('content-type')! },
  }).formData();
}
