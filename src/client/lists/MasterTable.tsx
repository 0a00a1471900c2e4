import type { ComponentType, ReactNode } from 'react';
import { ListStatusRow } from '../ui/ListStatusRow';
import { TableScroll } from '../ui/TableScroll';
import { ColumnMenu } from './table/ColumnMenu';
import type { ListTableModel } from './table/use-list-table';

interface MasterTableProps {
  /** The class prefix of the list ("freight": freight-list, freight-table). */
  name: string;
  title: string;
  /**
   * The list (useMasterList): its query (the failure row shows only while nothing is cached), every
   * row before the filters, and the table model, whose "Columns" menu sits in the header between
   * the title and the count.
   */
  list: {
    query: { data?: unknown; isLoading: boolean; isError: boolean };
    all: readonly unknown[];
    model: Pick<ListTableModel<unknown>, 'hideable' | 'visibility' | 'setVisibility'>;
  };
  /** The <thead>. */
  head: ReactNode;
  columnCount: number;
  /** The status rows' texts, and what the count counts ("route", "routes"). */
  texts: { noun: readonly [string, string]; loading: string; listError: string; empty: string };
  /** The rows (and the "nothing matches" row). */
  children: ReactNode;
  /** The list's dialog (the delete confirm). */
  dialog: ReactNode;
}

/** A master-data list (freight rates, vendors): its title and count, then the table with its status row. */
export function MasterTable({
  name,
  title,
  list,
  head,
  columnCount,
  texts,
  children,
  dialog,
}: MasterTableProps) {
  const { query, all, model } = list;
  const titleId = `${name}-list-title`;
  const [one, many] = texts.noun;
  return (
    <section className={`${name}-list`} aria-labelledby={titleId}>
      <header className={`${name}-list__header`}>
        <h2 id={titleId}>{title}</h2>
        <ColumnMenu
          table={title}
          columns={model.hideable}
          visibility={model.visibility}
          onChange={model.setVisibility}
        />
        {query.data !== undefined && (
          <span className={`${name}-list__count`}>
            {all.length === 1 ? `1 ${one}` : `${all.length} ${many}`}
          </span>
        )}
      </header>
      <TableScroll label={title}>
        <table className={`data-table ${name}-table`}>
          {head}
          <tbody>
            <ListStatusRow
              columns={columnCount}
              isLoading={query.isLoading}
              isError={query.isError && !query.data}
              isEmpty={!!query.data && all.length === 0}
              loadingText={texts.loading}
              errorText={texts.listError}
              emptyText={texts.empty}
            />
            {children}
          </tbody>
        </table>
      </TableScroll>
      {dialog}
    </section>
  );
}

/** A master-data screen (freight rates, vendors): its add form above its list, in one section. */
export function masterPage(className: string, Form: ComponentType, List: ComponentType): ComponentType {
  return function MasterPage() {
    return (
      <section className={className}>
        <Form />
        <List />
      </section>
    );
  };
}
