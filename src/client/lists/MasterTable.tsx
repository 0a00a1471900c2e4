import type { ComponentType, ReactNode } from 'react';
import { ListStatusRow } from '../ui/ListStatusRow';
import { TableScroll } from '../ui/TableScroll';
import { ColumnMenu } from './table/ColumnMenu';
import type { ListTableModel } from './table/use-list-table';

interface MasterTableProps {
  /** The class prefix of the list ("freight": freight-list, freight-table). */
  name: string;
  title: string;
  /** "N routes" once the list is loaded. */
  count: string | null;
  /** The table model: its "Columns" menu sits in the header between the title and the count. */
  model: Pick<ListTableModel<unknown>, 'hideable' | 'visibility' | 'setVisibility'>;
  /** The <thead>. */
  head: ReactNode;
  columnCount: number;
  /** The list query: the failure row shows only while nothing is cached. */
  query: { data?: unknown; isLoading: boolean; isError: boolean };
  /** How many rows the list has before the filters. */
  total: number;
  texts: { loading: string; listError: string; empty: string };
  /** The rows (and the "nothing matches" row). */
  children: ReactNode;
  /** The list's dialog (the delete confirm). */
  dialog: ReactNode;
}

/** A master-data list (freight rates, vendors): its title and count, then the table with its status row. */
export function MasterTable({
  name,
  title,
  count,
  model,
  head,
  columnCount,
  query,
  total,
  texts,
  children,
  dialog,
}: MasterTableProps) {
  const titleId = `${name}-list-title`;
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
        {count !== null && <span className={`${name}-list__count`}>{count}</span>}
      </header>
      <TableScroll label={title}>
        <table className={`data-table ${name}-table`}>
          {head}
          <tbody>
            <ListStatusRow
              columns={columnCount}
              isLoading={query.isLoading}
              isError={query.isError && !query.data}
              isEmpty={!!query.data && total === 0}
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
