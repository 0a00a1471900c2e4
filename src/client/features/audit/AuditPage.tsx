import { useState, type FormEvent } from 'react';
import { AUDIT_ENTITIES, AUDIT_MESSAGES, AUDIT_PAGE_SIZES, auditQuerySchema, type AuditChange } from '../../../shared/audit';
import { BUSINESS_ZONE } from '../../../shared/dates';
import { firstIssue } from '../../../shared/validation';
import { Button } from '../../ui/Button';
import { Field, SelectField } from '../../ui/Field';
import { HeaderRow } from '../../ui/HeaderRow';
import { QueryStatusRow } from '../../ui/ListStatusRow';
import { useNotify } from '../../ui/useNotify';
import { useAuditPageQuery, type AuditFilters } from './auditApi';
import '../../ui/money-pages.css';
import { TableScroll } from '../../ui/TableScroll';

const HEADERS = ['When', 'Who', 'Entity', 'ID', 'Action', 'Changes (before → after)'];
const NO_FILTERS = { startDate: '', endDate: '', user: '', entity: '', entityId: '' };
const when = new Intl.DateTimeFormat('en-IN', { timeZone: BUSINESS_ZONE, dateStyle: 'short', timeStyle: 'medium' });

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

function Changes({ changes }: { changes: AuditChange[] }) {
  return (
    <ul className="audit-changes">
      {changes.map((c) => (
        <li key={c.field}>
          <strong>{c.field}</strong>: <code>{show(c.before)}</code> → <code>{show(c.after)}</code>
        </li>
      ))}
    </ul>
  );
}

/** Audit (/audit, accountant and admin): the audit log, newest first, filtered and paged. */
export function AuditPage() {
  const notify = useNotify();
  const [typed, setTyped] = useState(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>({ page: 1, pageSize: 25 });
  const page = useAuditPageQuery(filters);
  const set = (key: keyof typeof NO_FILTERS) => (e: { target: { value: string } }) => setTyped((t) => ({ ...t, [key]: e.target.value }));

  function search(event: FormEvent) {
    notify.attempt();
    event.preventDefault();
    const checked = auditQuerySchema.safeParse({ ...typed, page: 1, pageSize: filters.pageSize });
    if (!checked.success) {
      notify.error(firstIssue(checked)!);
      return;
    }
    setFilters({ ...typed, page: 1, pageSize: filters.pageSize });
  }

  const data = page.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className="month-end-page">
      <form className="card month-end-toolbar" onSubmit={search} noValidate aria-label="Audit filters">
        <Field label="From" type="date" value={typed.startDate} onChange={set('startDate')} />
        <Field label="To" type="date" value={typed.endDate} onChange={set('endDate')} />
        <Field label="User" value={typed.user} onChange={set('user')} />
        <SelectField
          label="Entity"
          value={typed.entity}
          options={[{ value: '', label: 'All' }, ...Object.entries(AUDIT_ENTITIES).map(([value, label]) => ({ value, label }))]}
          onChange={set('entity')}
        />
        <Field label="ID" value={typed.entityId} onChange={set('entityId')} />
        <Button type="submit" busy={page.isFetching} busyLabel="Searching...">
          Search
        </Button>
      </form>
      <TableScroll label="Audit trail">
        <table className="data-table audit-table">
          <caption className="visually-hidden">Audit trail</caption>
          <thead>
            <HeaderRow headers={HEADERS} />
          </thead>
          <tbody>
            <QueryStatusRow columns={HEADERS.length} query={page} isEmpty={(data?.rows.length ?? 0) === 0} emptyText={AUDIT_MESSAGES.empty} />
            {data?.rows.map((r) => (
              <tr key={r.id}>
                <td>{when.format(new Date(r.at))}</td>
                <td>{r.actor}</td>
                <td>{AUDIT_ENTITIES[r.entity as keyof typeof AUDIT_ENTITIES] ?? r.entity}</td>
                <td>{r.entityId}</td>
                <td>{r.action}</td>
                <td><Changes changes={r.changes} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <nav className="pager" aria-label="Audit pages">
        <Button variant="secondary" disabled={filters.page <= 1} onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}>
          Previous
        </Button>
        <span>
          Page {filters.page} of {pages} ({data?.total ?? 0} changes)
        </span>
        <Button variant="secondary" disabled={filters.page >= pages} onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}>
          Next
        </Button>
        <SelectField
          label="Rows per page"
          value={String(filters.pageSize)}
          options={AUDIT_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(e) => setFilters((f) => ({ ...f, page: 1, pageSize: Number(e.target.value) }))}
        />
      </nav>
    </section>
  );
}
