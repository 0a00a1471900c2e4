import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatINR } from '../../../shared/common/money';

/**
 * The one bar chart the Dashboard draws, loaded lazily (recharts stays out of the first bundle).
 * A bar's click opens the Reports search of its row; the table view beside it offers the same links
 * to keyboard and screen-reader users, so the drawing itself is hidden from them.
 */
export interface ChartBar {
  key: string;
  label: string;
  color: string;
  /** Bars with the same stack id are drawn on top of each other. */
  stack?: string;
}

export interface DashboardChartProps {
  rows: readonly object[];
  /** The row field naming each bar group (the category axis). */
  nameKey: string;
  bars: readonly ChartBar[];
  /** Horizontal bars (long names such as vendors and routes). */
  horizontal?: boolean;
  money?: boolean;
  /** Opens a row's Reports search; rows without a link are not clickable. */
  onOpen?: (link: string) => void;
}

const rupees = (value: unknown) => formatINR(Number(value));

export default function DashboardChart({
  rows,
  nameKey,
  bars,
  horizontal,
  money,
  onOpen,
}: DashboardChartProps) {
  const height = horizontal ? Math.max(160, rows.length * 34 + 60) : 260;
  const valueAxis = {
    type: 'number' as const,
    allowDecimals: money === true,
    tickFormatter: money ? (v: number) => compact(v) : undefined,
  };
  const nameAxis = {
    type: 'category' as const,
    dataKey: nameKey,
    width: horizontal ? 170 : undefined,
    tick: { fontSize: 12 },
  };
  return (
    <div className="dashboard-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          accessibilityLayer={false}
          data={rows as object[]}
          layout={horizontal ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          {horizontal ? <XAxis {...valueAxis} /> : <XAxis {...nameAxis} />}
          {horizontal ? <YAxis {...nameAxis} /> : <YAxis {...valueAxis} />}
          <Tooltip formatter={money ? rupees : undefined} />
          {bars.length > 1 && <Legend formatter={legendText} />}
          {bars.map((bar) => (
            <Bar
              key={bar.key}
              dataKey={bar.key}
              name={bar.label}
              fill={bar.color}
              stackId={bar.stack}
              cursor={onOpen ? 'pointer' : undefined}
              isAnimationActive={false}
              onClick={(item: { payload?: { link?: string } }) => {
                if (onOpen && item.payload?.link) onOpen(item.payload.link);
              }}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Legend names in ink, not in the bar's colour (light orange text fails WCAG contrast); the swatch keeps the colour. */
function legendText(value: string) {
  return <span className="dashboard-chart__legend">{value}</span>;
}

/** Axis ticks: 1.2L, 35K (Indian lakh/crore) so long amounts do not crowd the axis. */
function compact(value: number): string {
  if (Math.abs(value) >= 1e7) return `${(value / 1e7).toFixed(1)}Cr`;
  if (Math.abs(value) >= 1e5) return `${(value / 1e5).toFixed(1)}L`;
  if (Math.abs(value) >= 1e3) return `${(value / 1e3).toFixed(0)}K`;
  return String(value);
}
