import type { ReactNode } from 'react';
import { formatINR } from '../../../shared/common/money';

/** Label and amount pairs, the amounts right-aligned. */
export function Amounts({ rows }: { rows: ReadonlyArray<readonly [string, number]> }) {
  return (
    <dl className="portal-card__amounts">
      {rows.map(([label, amount]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>₹{formatINR(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A portal list while it loads, when it failed, when it is empty, else its rows. */
export function ListState({
  query,
  empty,
  count,
  children,
}: {
  query: { isLoading: boolean; isError: boolean };
  empty: string;
  count: number | undefined;
  children: ReactNode;
}) {
  if (query.isLoading) return <p className="portal-empty">Loading...</p>;
  if (query.isError) return <p className="portal-empty">Could not load. Please try again.</p>;
  if (!count) return <p className="portal-empty">{empty}</p>;
  return <>{children}</>;
}
