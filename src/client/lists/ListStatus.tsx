import type { PagedRows } from './use-paged-rows';

interface ListStatusProps {
  columns: number;
  /** The failed search's message. */
  failure: string | null;
  loading: boolean;
  /** SPEC.md's empty message of the screen. */
  empty: string;
  /** The failure is also a notice: the row then does not announce it a second time. */
  notified?: boolean;
}

/** The one row of an empty list: loading, the failure (an alert) or the empty message. */
export function ListStatus({ columns, failure, loading, empty, notified }: ListStatusProps) {
  return (
    <tr>
      <td
        colSpan={columns}
        className={failure ? 'empty-state empty-state--error' : 'empty-state'}
        role={failure && !notified ? 'alert' : undefined}
      >
        {loading ? 'Loading...' : (failure ?? empty)}
      </td>
    </tr>
  );
}

/** "N trips" of every matching row (not only the loaded ones); nothing when the list failed (its table says why). */
export function TripCount<Row>({
  list,
  className,
  noun = ['trip', 'trips'],
}: {
  list: PagedRows<Row>;
  className?: string;
  noun?: [string, string];
}) {
  return (
    <span className={className ?? 'list-summary'} aria-live="polite">
      {list.firstPage === undefined
        ? list.error === undefined
          ? 'Loading...'
          : ''
        : `${list.count.toLocaleString('en-IN')} ${list.count === 1 ? noun[0] : noun[1]}`}
      {list.isFetching && list.firstPage !== undefined && <span className="spinner" aria-hidden="true" />}
    </span>
  );
}
