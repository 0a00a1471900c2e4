import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import type { TransactionStatus } from '../../../shared/trips/record';
import type { PageRequest } from '../../../shared/lists/paging';

/**
 * What the vendor portal reads of trips: the vendor's own trips and where each stands, nothing of
 * their money or the office's remarks. One page, newest first, and how many there are in all.
 */
export async function vendorTrips(
  db: DB,
  vendor: { id: number; companyName: string },
  range: { startDate?: string; endDate?: string },
  page: PageRequest,
) {
  let query = db
    .selectFrom('trips')
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('vendor_id', '=', vendor.id),
        eb.and([
          eb('vendor_id', 'is', null),
          eb(sql<string>`lower(vendor)`, '=', vendor.companyName.trim().toLowerCase()),
        ]),
      ]),
    );
  if (range.startDate) query = query.where('local_date', '>=', range.startDate);
  if (range.endDate) query = query.where('local_date', '<=', range.endDate);
  const [rows, count] = await Promise.all([
    query
      .select([
        'trip_id',
        'local_date',
        'truck_number',
        'destination_from',
        'destination_to',
        'transaction_status',
        'bill_id',
      ])
      .orderBy('local_date', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const trips = rows.map((r) => ({
    tripId: r.trip_id,
    date: r.local_date,
    truckNumber: r.truck_number,
    from: r.destination_from,
    to: r.destination_to,
    status: r.transaction_status as TransactionStatus,
    billId: r.bill_id,
  }));
  return { trips, totalCount: count.n };
}
