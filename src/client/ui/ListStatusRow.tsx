import { serverMessage } from '../app/errors';
import { GENERIC_MESSAGES } from '../../shared/common/messages';

interface ListStatusRowProps {
  /** How many columns the table has, so the message spans the whole row. */
  columns: number;
  isLoading: boolean;
  /** The fetch failed and there is nothing cached to show. */
  isError: boolean;
  isEmpty: boolean;
  loadingText: string;
  errorText: string;
  emptyText: string;
}

/** The one row a master-data table shows while it loads, when its fetch failed, or when it is empty. */
export function ListStatusRow({
  columns,
  isLoading,
  isError,
  isEmpty,
  loadingText,
  errorText,
  emptyText,
}: ListStatusRowProps) {
  if (isLoading) {
    return (
      <tr>
        <td colSpan={columns} className="empty-state">
          {loadingText}
        </td>
      </tr>
    );
  }
  if (isError) {
    return (
      <tr>
        <td colSpan={columns} className="empty-state empty-state--error" role="alert">
          {errorText}
        </td>
      </tr>
    );
  }
  if (isEmpty) {
    return (
      <tr>
        <td colSpan={columns} className="empty-state">
          {emptyText}
        </td>
      </tr>
    );
  }
  return null;
}

interface QueryStatusRowProps {
  columns: number;
  /** The table's query: while it loads "Loading...", when it failed the server's message (or the general one). */
  query: { isLoading: boolean; isError: boolean; error?: unknown };
  isEmpty: boolean;
  emptyText: string;
}

/** The status row of a table fed by one query (Outstanding, the audit trail, a bill's payments). */
export function QueryStatusRow({ columns, query, isEmpty, emptyText }: QueryStatusRowProps) {
  return (
    <ListStatusRow
      columns={columns}
      isLoading={query.isLoading}
      isError={query.isError}
      isEmpty={isEmpty}
      loadingText="Loading..."
      errorText={serverMessage(query.error) ?? GENERIC_MESSAGES.fetchFailed}
      emptyText={emptyText}
    />
  );
}
