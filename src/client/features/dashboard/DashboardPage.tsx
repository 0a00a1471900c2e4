import { useNavigate } from 'react-router-dom';
import { formatIndianDate } from '../../../shared/dates';
import { formatINR } from '../../../shared/money';
import { serverMessage } from '../../app/errors';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { ChartCard } from './ChartCard';
import { useDashboardQuery } from './dashboardApi';
import { DashboardTable } from './DashboardTable';
import { TdsDueCard } from './TdsDueCard';
import { billingRows, dayRows, documentRows, routeRows, vendorRows } from './dashboardSeries';
import './dashboard.css';
import { GENERIC_MESSAGES } from '../../../shared/messages';

const STATUS_COLORS = { Open: '#2563eb', Acknowledged: '#d97706', Billed: '#15803d' } as const;
const rupees = (value: number | undefined) => formatINR(value ?? 0);

/** Dashboard (/dashboard): the first screen after login. Money only for those who may see freight. */
export function DashboardPage() {
  const { seeFreight, accounting } = useAppSelector(selectPermissions);
  const navigate = useNavigate();
  const { data, error, isLoading } = useDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <p className="card empty-state">Loading...</p>;
  if (!data) return <p className="card empty-state" role="alert">{serverMessage(error) ?? GENERIC_MESSAGES.fetchFailed}</p>;

  const open = (link: string) => navigate(link);
  const days = dayRows(data);
  const routes = routeRows(data);
  const vendors = vendorRows(data);
  const billing = billingRows(data);
  const documents = documentRows(data);
  const period = `${formatIndianDate(data.from)} to ${formatIndianDate(data.today)}`;
  const month = `${formatIndianDate(data.monthStart)} to ${formatIndianDate(data.today)}`;
  return (
    <div className="dashboard">
      <ChartCard
        title="Trips per day by status"
        note={`Last 30 days (${period}). Click a bar to open that day in Reports.`}
        empty={days.some((d) => d.total > 0) ? null : 'No trips in the last 30 days.'}
        chart={{ rows: days, nameKey: 'label', onOpen: open, bars: (['Open', 'Acknowledged', 'Billed'] as const).map((s) => ({ key: s, label: s, color: STATUS_COLORS[s], stack: 'status' })) }}
        table={<DashboardTable caption="Trips per day by status" rows={days} columns={[
          { header: 'Date', cell: (r) => formatIndianDate(r.date) },
          { header: 'Open', cell: (r) => r.Open, numeric: true },
          { header: 'Acknowledged', cell: (r) => r.Acknowledged, numeric: true },
          { header: 'Billed', cell: (r) => r.Billed, numeric: true },
          { header: 'Total', cell: (r) => r.total, numeric: true },
        ]} />}
      />
      {seeFreight && (
        <ChartCard
          title="Freight and net payable by vendor"
          note={`This month (${month}): the top 10 vendors by freight and all others together.`}
          empty={vendors.length ? null : 'No trips this month.'}
          chart={{ rows: vendors, nameKey: 'name', horizontal: true, money: true, onOpen: open, bars: [
            { key: 'freight', label: 'Freight', color: '#2563eb' },
            { key: 'netPayable', label: 'Net payable', color: '#15803d' },
          ] }}
          table={<DashboardTable caption="Freight and net payable by vendor" rows={vendors} columns={[
            { header: 'Vendor', cell: (r) => r.name },
            { header: 'Trips', cell: (r) => r.trips, numeric: true },
            { header: 'Freight', cell: (r) => rupees(r.freight), numeric: true },
            { header: 'Net payable', cell: (r) => rupees(r.netPayable), numeric: true },
          ]} />}
        />
      )}
      <ChartCard
        title="Busiest routes"
        note={`Last 30 days (${period}), by number of trips.`}
        empty={routes.length ? null : 'No trips in the last 30 days.'}
        chart={{ rows: routes, nameKey: 'name', horizontal: true, onOpen: open, bars: [{ key: 'trips', label: 'Trips', color: '#7c3aed' }] }}
        table={<DashboardTable caption="Busiest routes" rows={routes} columns={[
          { header: 'Route', cell: (r) => r.name },
          { header: 'Trips', cell: (r) => r.trips, numeric: true },
          ...(seeFreight ? [{ header: 'Freight', cell: (r: (typeof routes)[number]) => rupees(r.freight), numeric: true }] : []),
        ]} />}
      />
      {seeFreight && (
        <ChartCard
          title="Billed vs acknowledged, not billed"
          note={`Net payable of this month's trips (${month}).`}
          empty={billing.some((b) => b.trips > 0) ? null : 'No billed or acknowledged trips this month.'}
          chart={{ rows: billing, nameKey: 'name', money: true, onOpen: open, bars: [{ key: 'amount', label: 'Amount', color: '#0f766e' }] }}
          table={<DashboardTable caption="Billed vs acknowledged, not billed" rows={billing} columns={[
            { header: 'Status', cell: (r) => r.name },
            { header: 'Trips', cell: (r) => r.trips, numeric: true },
            { header: 'Amount', cell: (r) => rupees(r.amount), numeric: true },
          ]} />}
        />
      )}
      <ChartCard
        title="Vehicle documents expiring in the next 30 days"
        empty={data.expiringDocuments.length ? null : 'No vehicle documents expire in the next 30 days.'}
        chart={{ rows: documents, nameKey: 'name', bars: [{ key: 'count', label: 'Documents', color: '#b91c1c' }] }}
        table={<DashboardTable caption="Vehicle documents expiring in the next 30 days" rows={data.expiringDocuments} columns={[
          { header: 'Truck', cell: (r) => r.truck_no },
          { header: 'Document', cell: (r) => r.label },
          { header: 'Ends on', cell: (r) => formatIndianDate(r.end_date) },
        ]} />}
      />
      {accounting && <TdsDueCard />}
    </div>
  );
}
