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
  if (isLoading) return <StatusCell columns={columns} text={loadingText} />;
  if (isError) return <StatusCell columns={columns} text={errorText} error />;
  if (isEmpty) return <StatusCell columns={columns} text={emptyText} />;
  return null;
}

/** The message cell spanning the whole row; a failure is also announced (role alert). */
function StatusCell({ columns, text, error = false }: { columns: number; text: string; error?: boolean }) {
  return (
    <tr>
      <td
        colSpan={columns}
        className={error ? 'empty-state empty-state--error' : 'empty-state'}
        role={error ? 'alert' : undefined}
      >
        {text}
      </td>
    </tr>
  );
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
