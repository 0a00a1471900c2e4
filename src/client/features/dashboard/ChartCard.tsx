import { lazy, Suspense, useId } from 'react';
import type { DashboardChartProps } from './DashboardChart';
import { DashboardTable, type TableColumn } from './DashboardTable';

// recharts is heavy: it loads with the first chart, not with the app.
const DashboardChart = lazy(() => import('./DashboardChart'));

interface ChartCardProps<Row extends object, TableRow extends object> {
  title: string;
  note?: string;
  /** The chart's rows: the table view's too, unless it lists rows of its own. */
  rows: readonly Row[];
  /** The bars; each bar group is named by its row's `name` unless `nameKey` says otherwise. */
  chart: Omit<DashboardChartProps, 'rows' | 'nameKey'> & { nameKey?: string };
  columns: readonly TableColumn<NoInfer<TableRow>>[];
  tableRows?: readonly TableRow[];
  empty: string | null;
}

/**
 * A Dashboard card: its title, the chart, and the table view of the same numbers (captioned with
 * the card's title).
 */
export function ChartCard<Row extends object, TableRow extends object = Row>({
  title,
  note,
  rows,
  chart,
  columns,
  tableRows,
  empty,
}: ChartCardProps<Row, TableRow>) {
  const titleId = useId();
  return (
    <section className="card dashboard-card" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        {title}
      </h2>
      {note && <p className="dashboard-card__note">{note}</p>}
      {empty ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <>
          <Suspense fallback={<p className="dashboard-chart dashboard-chart--loading">Loading chart...</p>}>
            <DashboardChart rows={rows} nameKey="name" {...chart} />
          </Suspense>
          <details className="dashboard-card__table">
            <summary>Table view</summary>
            {/* Without rows of its own, the table lists the chart's (then TableRow is Row). */}
            <DashboardTable
              caption={title}
              rows={tableRows ?? (rows as readonly object[] as TableRow[])}
              columns={columns}
            />
          </details>
        </>
      )}
    </section>
  );
}
