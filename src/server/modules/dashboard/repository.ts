import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { DASHBOARD_TOP } from '../../../shared/dashboard/summary';
import type {
  BillingAmounts,
  ExpiringDocument,
  RouteCount,
  TripsPerDay,
  VendorAmounts,
} from '../../../shared/dashboard/overview-wire';
import type { TransactionStatus } from '../../../shared/trips';
import { documentLabel } from '../../../shared/masters/vehicle';

export interface DateRange {
  from: string;
  to: string;
}

/**
 * The sum of the trips' amounts payable (SPEC.md section 9, the SQL twin of tripAmountPaise):
 * each deduction summed on its own (exact in numeric, and much cheaper than a per-row expression).
 */
const NET_PAYABLE_SUM = sql<number>`sum(t.freight) - coalesce(sum(round(t.freight * t.tds_rate / 100, 2)), 0)
  - coalesce(sum(t.short), 0) - coalesce(sum(t.diesel_amount), 0) - coalesce(sum(t.advance), 0)
  - coalesce(sum(t.toll), 0) - coalesce(sum(t.adblue), 0) - coalesce(sum(t.greasing), 0)`;

/** Live trips dated in the range (the dashboard index covers exactly these). */
const liveTrips = (db: DB, range: DateRange) =>
  db
    .selectFrom('trips as t')
    .where('t.deleted_at', 'is', null)
    .where('t.local_date', '>=', range.from)
    .where('t.local_date', '<=', range.to);

/** Each chart is one aggregate query over the trips (or documents) it shows. */
export function dashboardRepository(db: DB) {
  return {
    async tripsPerDay(range: DateRange): Promise<TripsPerDay[]> {
      const rows = await liveTrips(db, range)
        .select(['t.local_date', 't.transaction_status', sql<string>`count(*)`.as('trips')])
        .groupBy(['t.local_date', 't.transaction_status'])
        .orderBy('t.local_date')
        .orderBy('t.transaction_status')
        .execute();
      return rows.map((r) => ({
        date: r.local_date,
        status: r.transaction_status as TransactionStatus,
        trips: Number(r.trips),
      }));
    },

    async busiestRoutes(range: DateRange, withMoney: boolean): Promise<RouteCount[]> {
      const rows = await liveTrips(db, range)
        .select([
          't.destination_from',
          't.destination_to',
          sql<string>`count(*)`.as('trips'),
          sql<string>`sum(t.freight)`.as('freight'),
        ])
        .groupBy(['t.destination_from', 't.destination_to'])
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('t.destination_from')
        .orderBy('t.destination_to')
        .limit(DASHBOARD_TOP)
        .execute();
      return rows.map((r) => ({
        from: r.destination_from,
        to: r.destination_to,
        trips: Number(r.trips),
        ...(withMoney ? { freight: Number(r.freight) } : {}),
      }));
    },

    /** The top vendors by freight, then one row (vendor null) for all the others together. */
    async vendorAmounts(range: DateRange): Promise<VendorAmounts[]> {
      const rows = await db
        .with('v', () =>
          liveTrips(db, range)
            .select([
              't.vendor',
              sql<string>`count(*)`.as('trips'),
              sql<string>`sum(t.freight)`.as('freight'),
              sql<string>`${NET_PAYABLE_SUM}`.as('net'),
            ])
            .groupBy('t.vendor'),
        )
        .with('ranked', (qb) =>
          qb
            .selectFrom('v')
            .selectAll()
            .select(sql<number>`row_number() over (order by freight desc, vendor)`.as('rn')),
        )
        .selectFrom('ranked')
        .select([
          sql<string | null>`case when rn <= ${DASHBOARD_TOP} then vendor end`.as('vendor'),
          sql<string>`sum(trips)`.as('trips'),
          sql<string>`sum(freight)`.as('freight'),
          sql<string>`sum(net)`.as('net'),
        ])
        .groupBy(sql`1`)
        .orderBy(sql`min(rn)`)
        .execute();
      return rows.map((r) => ({
        vendor: r.vendor,
        trips: Number(r.trips),
        freight: Number(r.freight),
        netPayable: Number(r.net),
      }));
    },

    /** Billed trips and Acknowledged trips not yet on a bill, with their amounts payable. */
    async billing(range: DateRange): Promise<BillingAmounts[]> {
      const rows = await liveTrips(db, range)
        .select([
          't.transaction_status',
          sql<string>`count(*)`.as('trips'),
          sql<string>`coalesce(${NET_PAYABLE_SUM}, 0)`.as('amount'),
        ])
        .where((eb) =>
          eb.or([
            eb('t.transaction_status', '=', 'Billed'),
            eb.and([eb('t.transaction_status', '=', 'Acknowledged'), eb('t.bill_id', 'is', null)]),
          ]),
        )
        .groupBy('t.transaction_status')
        .execute();
      return (['Billed', 'Acknowledged'] as const).map((status) => {
        const row = rows.find((r) => r.transaction_status === status);
        return { status, trips: Number(row?.trips ?? 0), amount: Number(row?.amount ?? 0) };
      });
    },

    async expiringDocuments(range: DateRange): Promise<ExpiringDocument[]> {
      const rows = await db
        .selectFrom('vehicle_documents as d')
        .innerJoin('vehicles as v', 'v.id', 'd.vehicle_id')
        .select(['v.truck_no', 'd.field_name', 'd.end_date'])
        .where('v.archived_at', 'is', null)
        .where('d.end_date', '>=', range.from)
        .where('d.end_date', '<=', range.to)
        .orderBy('d.end_date')
        .orderBy('v.truck_no')
        .orderBy('d.field_name')
        .execute();
      return rows.map((r) => ({
        truck_no: r.truck_no,
        field_name: r.field_name,
        label: documentLabel(r.field_name),
        end_date: r.end_date,
      }));
    },
  };
}
