import type { ReactNode } from 'react';
import { formatINR } from '../../../shared/common/money';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';

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
  onRetry,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; error?: unknown };
  empty: string;
  count: number | undefined;
  /** Offers "Try again" beside the failure (a later page of a list, whose first page stays on screen). */
  onRetry?: () => void;
  children: ReactNode;
}) {
  if (query.isLoading) return <p className="portal-empty">Loading...</p>;
  // The server's own words when it sent some (a refused profile, a lapsed session), else a plain retry.
  if (query.isError)
    return (
      <p className="portal-empty" role="alert">
        {serverMessage(query.error) ?? 'Could not load. Please try again.'}
        {onRetry && (
          <>
            {' '}
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </>
        )}
      </p>
    );
  if (!count) return <p className="portal-empty">{empty}</p>;
  return <>{children}</>;
}
