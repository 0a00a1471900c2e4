import { lazy, Suspense, useId } from 'react';
import type { DashboardChartProps } from './DashboardChart';
import { DashboardTable, type TableColumn } from './DashboardTable';

// recharts is heavy: it loads with the first chart, not with the app.
const DashboardChart = lazy(() => import('./DashboardChart'));

/**
 * A Dashboard card: its title, the chart, and the table view of the same numbers (captioned with
 * the card's title).
 */
export function ChartCard<TableRow extends object>({
  title,
  note,
  chart,
  table,
  empty,
}: {
  title: string;
  note?: string;
  chart: DashboardChartProps;
  table: { rows: readonly TableRow[]; columns: readonly TableColumn<TableRow>[] };
  empty: string | null;
}) {
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
            <DashboardChart {...chart} />
          </Suspense>
          <details className="dashboard-card__table">
            <summary>Table view</summary>
            <DashboardTable caption={title} rows={table.rows} columns={table.columns} />
          </details>
        </>
      )}
    </section>
  );
}
