import { sql, type RawBuilder } from 'kysely';
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
import { documentsEnding } from '../vehicles/for-dashboard';
import { compactIfNeeded, type Rollup } from '../trips/for-dashboard';

export interface DashboardRange {
  from: string;
  to: string;
}

/** The dashboard totals (migration 027): per date, status, route and vendor, the live trips' count and sums. */
export const DASHBOARD_TOTALS: Rollup = {
  totals: 'trip_dashboard_totals',
  deltas: 'trip_dashboard_deltas',
  keys: ['local_date', 'transaction_status', 'destination_from', 'destination_to', 'vendor'],
  sums: ['freight', 'tds', 'short', 'diesel_amount', 'advance', 'toll', 'adblue', 'greasing'],
};

/** Rows of that shape for a date range: a relation the charts group (any number of rows per key). */
export type TotalRows = (range: DashboardRange) => RawBuilder<unknown>;

/** The totals and deltas rows of the range, as one union (one statement = one snapshot). */
export const dashboardTotals: TotalRows = (range) => {
  const columns = sql.raw([...DASHBOARD_TOTALS.keys, 'trip_count', ...DASHBOARD_TOTALS.sums].join(', '));
  const where = sql`local_date >= ${range.from} and local_date <= ${range.to}`;
  return sql`(select ${columns} from trip_dashboard_totals where ${where}
    union all select ${columns} from trip_dashboard_deltas where ${where})`;
};

/**
 * The sum of the trips' amounts payable (SPEC.md section 9, the SQL twin of tripAmountPaise):
 * each deduction summed on its own (exact in numeric), TDS rounded per trip (as tripTdsSql).
 */
const NET_PAYABLE_SUM = sql<number>`sum(t.freight) - sum(t.tds) - sum(t.short) - sum(t.diesel_amount)
  - sum(t.advance) - sum(t.toll) - sum(t.adblue) - sum(t.greasing)`;

/**
 * Each chart is one aggregate query over the dashboard totals of its dates (a key's deltas may
 * cancel out: keys without trips left are dropped). `rows` is another source of the same rows
 * (a test answers from the trips themselves).
 */
export function dashboardRepository(db: DB, rows: TotalRows = dashboardTotals) {
  const query = async <Row>(range: DashboardRange, select: (t: RawBuilder<unknown>) => RawBuilder<Row>) =>
    (await select(sql`${rows(range)} t`).execute(db)).rows;
  return {
    async tripsPerDay(range: DashboardRange): Promise<TripsPerDay[]> {
      const days = await query(
        range,
        (t) => sql<{ local_date: string; transaction_status: TransactionStatus; trips: string }>`
          select local_date, transaction_status, sum(trip_count) as trips from ${t}
          group by local_date, transaction_status having sum(trip_count) > 0
          order by local_date, transaction_status`,
      );
      return days.map((r) => ({ date: r.local_date, status: r.transaction_status, trips: Number(r.trips) }));
    },

    async busiestRoutes(range: DashboardRange, withMoney: boolean): Promise<RouteCount[]> {
      const routes = await query(
        range,
        (t) => sql<{ destination_from: string; destination_to: string; trips: string; freight: string }>`
          select destination_from, destination_to, sum(trip_count) as trips, sum(freight) as freight from ${t}
          group by destination_from, destination_to having sum(trip_count) > 0
          order by sum(trip_count) desc, destination_from, destination_to limit ${DASHBOARD_TOP}`,
      );
      return routes.map((r) => ({
        from: r.destination_from,
        to: r.destination_to,
        trips: Number(r.trips),
        ...(withMoney ? { freight: Number(r.freight) } : {}),
      }));
    },

    /** The top vendors by freight, then one row (vendor null) for all the others together. */
    async vendorAmounts(range: DashboardRange): Promise<VendorAmounts[]> {
      const vendors = await query(
        range,
        (t) => sql<{ vendor: string | null; trips: string; freight: string; net: string }>`
          with v as (
            select vendor, sum(trip_count) as trips, sum(freight) as freight, ${NET_PAYABLE_SUM} as net from ${t}
            group by vendor having sum(trip_count) > 0
          ), ranked as (
            select *, row_number() over (order by freight desc, vendor) as rn from v
          )
          select case when rn <= ${DASHBOARD_TOP} then vendor end as vendor,
            sum(trips) as trips, sum(freight) as freight, sum(net) as net
          from ranked group by 1 order by min(rn)`,
      );
      return vendors.map((r) => ({
        vendor: r.vendor,
        trips: Number(r.trips),
        freight: Number(r.freight),
        netPayable: Number(r.net),
      }));
    },

    /**
     * Billed trips and Acknowledged trips not yet on a bill, with their amounts payable. An
     * Acknowledged trip is never on a bill (a trip is on one exactly when it is Billed).
     */
    async billing(range: DashboardRange): Promise<BillingAmounts[]> {
      const statuses = await query(
        range,
        (t) => sql<{ transaction_status: TransactionStatus; trips: string; amount: string }>`
          select transaction_status, sum(trip_count) as trips, ${NET_PAYABLE_SUM} as amount from ${t}
          where transaction_status in ('Billed', 'Acknowledged') group by transaction_status`,
      );
      return (['Billed', 'Acknowledged'] as const).map((status) => {
        const row = statuses.find((r) => r.transaction_status === status);
        return { status, trips: Number(row?.trips ?? 0), amount: Number(row?.amount ?? 0) };
      });
    },

    /** Folds the totals' deltas in when there are many (after a read, as the day totals). */
    compactTotals: () => compactIfNeeded(db, DASHBOARD_TOTALS),

    async expiringDocuments(range: DashboardRange): Promise<ExpiringDocument[]> {
      const rows = await documentsEnding(db, { from: range.from, to: range.to });
      return rows.map((r) => ({
        truck_no: r.truck_no,
        field_name: r.field_name,
        label: documentLabel(r.field_name),
        end_date: r.end_date,
      }));
    },
  };
}
