import type { DashboardData } from '../../../shared/dashboard/overview-wire';
import { formatIndianDate } from '../../../shared/common/dates';
import { formatINR } from '../../../shared/common/money';
import { ChartCard } from './ChartCard';
import { billingRows, dayRows, documentRows, routeRows, vendorRows } from './dashboard-series';

/**
 * The dashboard's cards, each a chart with the same numbers as a table; a bar opens its Reports
 * search. Each card works out its own rows from the one dashboard answer.
 */
interface CardProps {
  data: DashboardData;
  open: (link: string) => void;
}

const STATUS_COLORS = { Open: '#2563eb', Acknowledged: '#d97706', Billed: '#15803d' } as const;
const rupees = (value: number | undefined) => formatINR(value ?? 0);
const lastThirtyDays = (data: DashboardData) =>
  `${formatIndianDate(data.from)} to ${formatIndianDate(data.today)}`;
const thisMonth = (data: DashboardData) =>
  `${formatIndianDate(data.monthStart)} to ${formatIndianDate(data.today)}`;

export function TripsPerDayCard({ data, open }: CardProps) {
  const days = dayRows(data);
  const period = lastThirtyDays(data);
  return (
    <ChartCard
      title="Trips per day by status"
      note={`Last 30 days (${period}). Click a bar to open that day in Reports.`}
      empty={days.some((d) => d.total > 0) ? null : 'No trips in the last 30 days.'}
      chart={{
        rows: days,
        nameKey: 'label',
        onOpen: open,
        bars: (['Open', 'Acknowledged', 'Billed'] as const).map((s) => ({
          key: s,
          label: s,
          color: STATUS_COLORS[s],
          stack: 'status',
        })),
      }}
      table={{
        rows: days,
        columns: [
          { header: 'Date', cell: (r) => formatIndianDate(r.date) },
          { header: 'Open', cell: (r) => r.Open, numeric: true },
          { header: 'Acknowledged', cell: (r) => r.Acknowledged, numeric: true },
          { header: 'Billed', cell: (r) => r.Billed, numeric: true },
          { header: 'Total', cell: (r) => r.total, numeric: true },
        ],
      }}
    />
  );
}

export function VendorFreightCard({ data, open }: CardProps) {
  const vendors = vendorRows(data);
  const month = thisMonth(data);
  return (
    <ChartCard
      title="Freight and net payable by vendor"
      note={`This month (${month}): the top 10 vendors by freight and all others together.`}
      empty={vendors.length ? null : 'No trips this month.'}
      chart={{
        rows: vendors,
        nameKey: 'name',
        horizontal: true,
        money: true,
        onOpen: open,
        bars: [
          { key: 'freight', label: 'Freight', color: '#2563eb' },
          { key: 'netPayable', label: 'Net payable', color: '#15803d' },
        ],
      }}
      table={{
        rows: vendors,
        columns: [
          { header: 'Vendor', cell: (r) => r.name },
          { header: 'Trips', cell: (r) => r.trips, numeric: true },
          { header: 'Freight', cell: (r) => rupees(r.freight), numeric: true },
          { header: 'Net payable', cell: (r) => rupees(r.netPayable), numeric: true },
        ],
      }}
    />
  );
}

/** Freight per route only for those who may see freight. */
export function BusiestRoutesCard({ data, open, seeFreight }: CardProps & { seeFreight: boolean }) {
  const routes = routeRows(data);
  const period = lastThirtyDays(data);
  return (
    <ChartCard
      title="Busiest routes"
      note={`Last 30 days (${period}), by number of trips.`}
      empty={routes.length ? null : 'No trips in the last 30 days.'}
      chart={{
        rows: routes,
        nameKey: 'name',
        horizontal: true,
        onOpen: open,
        bars: [{ key: 'trips', label: 'Trips', color: '#7c3aed' }],
      }}
      table={{
        rows: routes,
        columns: [
          { header: 'Route', cell: (r) => r.name },
          { header: 'Trips', cell: (r) => r.trips, numeric: true },
          ...(seeFreight
            ? [
                {
                  header: 'Freight',
                  cell: (r: (typeof routes)[number]) => rupees(r.freight),
                  numeric: true,
                },
              ]
            : []),
        ],
      }}
    />
  );
}

export function BillingCard({ data, open }: CardProps) {
  const billing = billingRows(data);
  const month = thisMonth(data);
  return (
    <ChartCard
      title="Billed vs acknowledged, not billed"
      note={`Net payable of this month's trips (${month}).`}
      empty={billing.some((b) => b.trips > 0) ? null : 'No billed or acknowledged trips this month.'}
      chart={{
        rows: billing,
        nameKey: 'name',
        money: true,
        onOpen: open,
        bars: [{ key: 'amount', label: 'Amount', color: '#0f766e' }],
      }}
      table={{
        rows: billing,
        columns: [
          { header: 'Status', cell: (r) => r.name },
          { header: 'Trips', cell: (r) => r.trips, numeric: true },
          { header: 'Amount', cell: (r) => rupees(r.amount), numeric: true },
        ],
      }}
    />
  );
}

export function ExpiringDocumentsCard({ data }: { data: DashboardData }) {
  const documents = documentRows(data);
  return (
    <ChartCard
      title="Vehicle documents expiring in the next 30 days"
      empty={data.expiringDocuments.length ? null : 'No vehicle documents expire in the next 30 days.'}
      chart={{
        rows: documents,
        nameKey: 'name',
        bars: [{ key: 'count', label: 'Documents', color: '#b91c1c' }],
      }}
      table={{
        rows: data.expiringDocuments,
        columns: [
          { header: 'Truck', cell: (r) => r.truck_no },
          { header: 'Document', cell: (r) => r.label },
          { header: 'Ends on', cell: (r) => formatIndianDate(r.end_date) },
        ],
      }}
    />
  );
}
