import type { DashboardData } from '../../../shared/dashboard/overview-wire';
import { formatIndianDate } from '../../../shared/common/dates';
import { formatINR } from '../../../shared/common/money';
import { ChartCard } from './ChartCard';
import type { TableColumn } from './DashboardTable';
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
const lastThirtyDays = (data: DashboardData) =>
  `${formatIndianDate(data.from)} to ${formatIndianDate(data.today)}`;
const thisMonth = (data: DashboardData) =>
  `${formatIndianDate(data.monthStart)} to ${formatIndianDate(data.today)}`;

/** The table view's first column: the name of the bar (its link to Reports). */
const nameColumn = (header: string): TableColumn<{ name: string }> => ({ header, cell: (r) => r.name });
/** How many trips a bar counts. */
const TRIPS_COLUMN: TableColumn<{ trips: number }> = { header: 'Trips', cell: (r) => r.trips, numeric: true };
/** An amount of the row in rupees (none is zero). */
const rupeesColumn = <Key extends string>(
  header: string,
  key: Key,
): TableColumn<Partial<Record<Key, number>>> => ({
  header,
  cell: (r) => formatINR(r[key] ?? 0),
  numeric: true,
});

export function TripsPerDayCard({ data, open }: CardProps) {
  const days = dayRows(data);
  return (
    <ChartCard
      title="Trips per day by status"
      note={`Last 30 days (${lastThirtyDays(data)}). Click a bar to open that day in Reports.`}
      empty={days.some((d) => d.total > 0) ? null : 'No trips in the last 30 days.'}
      rows={days}
      chart={{
        nameKey: 'label',
        onOpen: open,
        bars: (['Open', 'Acknowledged', 'Billed'] as const).map((s) => ({
          key: s,
          label: s,
          color: STATUS_COLORS[s],
          stack: 'status',
        })),
      }}
      columns={[
        { header: 'Date', cell: (r) => formatIndianDate(r.date) },
        ...(['Open', 'Acknowledged', 'Billed'] as const).map((s) => ({
          header: s,
          cell: (r: (typeof days)[number]) => r[s],
          numeric: true,
        })),
        { header: 'Total', cell: (r) => r.total, numeric: true },
      ]}
    />
  );
}

export function VendorFreightCard({ data, open }: CardProps) {
  const vendors = vendorRows(data);
  return (
    <ChartCard
      title="Freight and net payable by vendor"
      note={`This month (${thisMonth(data)}): the top 10 vendors by freight and all others together.`}
      empty={vendors.length ? null : 'No trips this month.'}
      rows={vendors}
      chart={{
        horizontal: true,
        money: true,
        onOpen: open,
        bars: [
          { key: 'freight', label: 'Freight', color: '#2563eb' },
          { key: 'netPayable', label: 'Net payable', color: '#15803d' },
        ],
      }}
      columns={[
        nameColumn('Vendor'),
        TRIPS_COLUMN,
        rupeesColumn('Freight', 'freight'),
        rupeesColumn('Net payable', 'netPayable'),
      ]}
    />
  );
}

/** Freight per route only for those who may see freight. */
export function BusiestRoutesCard({ data, open, seeFreight }: CardProps & { seeFreight: boolean }) {
  const routes = routeRows(data);
  return (
    <ChartCard
      title="Busiest routes"
      note={`Last 30 days (${lastThirtyDays(data)}), by number of trips.`}
      empty={routes.length ? null : 'No trips in the last 30 days.'}
      rows={routes}
      chart={{ horizontal: true, onOpen: open, bars: [{ key: 'trips', label: 'Trips', color: '#7c3aed' }] }}
      columns={[
        nameColumn('Route'),
        TRIPS_COLUMN,
        ...(seeFreight ? [rupeesColumn('Freight', 'freight')] : []),
      ]}
    />
  );
}

export function BillingCard({ data, open }: CardProps) {
  const billing = billingRows(data);
  return (
    <ChartCard
      title="Billed vs acknowledged, not billed"
      note={`Net payable of this month's trips (${thisMonth(data)}).`}
      empty={billing.some((b) => b.trips > 0) ? null : 'No billed or acknowledged trips this month.'}
      rows={billing}
      chart={{ money: true, onOpen: open, bars: [{ key: 'amount', label: 'Amount', color: '#0f766e' }] }}
      columns={[nameColumn('Status'), TRIPS_COLUMN, rupeesColumn('Amount', 'amount')]}
    />
  );
}

export function ExpiringDocumentsCard({ data }: { data: DashboardData }) {
  return (
    <ChartCard
      title="Vehicle documents expiring in the next 30 days"
      empty={data.expiringDocuments.length ? null : 'No vehicle documents expire in the next 30 days.'}
      rows={documentRows(data)}
      chart={{ bars: [{ key: 'count', label: 'Documents', color: '#b91c1c' }] }}
      tableRows={data.expiringDocuments}
      columns={[
        { header: 'Truck', cell: (r) => r.truck_no },
        { header: 'Document', cell: (r) => r.label },
        { header: 'Ends on', cell: (r) => formatIndianDate(r.end_date) },
      ]}
    />
  );
}
