import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { DashboardChartProps } from './DashboardChart';

// recharts is heavy: it loads with the first chart, not with the app.
const DashboardChart = lazy(() => import('./DashboardChart'));

/** A Dashboard card: its title, the chart, and the table view of the same numbers. */
export function ChartCard({
  title,
  note,
  chart,
  table,
  empty,
}: {
  title: string;
  note?: string;
  chart: DashboardChartProps;
  table: ReactNode;
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
            {table}
          </details>
        </>
      )}
    </section>
  );
}
