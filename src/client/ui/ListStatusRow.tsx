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
export function ListStatusRow({ columns, isLoading, isError, isEmpty, loadingText, errorText, emptyText }: ListStatusRowProps) {
  if (isLoading) {
    return (
      <tr>
        <td colSpan={columns} className="empty-state">{loadingText}</td>
      </tr>
    );
  }
  if (isError) {
    return (
      <tr>
        <td colSpan={columns} className="empty-state empty-state--error" role="alert">{errorText}</td>
      </tr>
    );
  }
  if (isEmpty) {
    return (
      <tr>
        <td colSpan={columns} className="empty-state">{emptyText}</td>
      </tr>
    );
  }
  return null;
}
