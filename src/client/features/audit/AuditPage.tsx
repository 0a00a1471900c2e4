import { useState, type FormEvent } from 'react';
import {
  AUDIT_ENTITIES,
  AUDIT_MESSAGES,
  AUDIT_PAGE_SIZES,
  auditQuerySchema,
  type AuditQuery,
} from '../../../shared/audit/audit-trail';
import type { AuditChange } from '../../../shared/audit/wire';
import {
  auditActionLabel,
  auditFieldLabel,
  auditValueText,
  formatAuditTime,
} from '../../../shared/audit/audit-display';
import { useAddressParams } from '../../lists/address-params';
import { firstIssue } from '../../../shared/common/validation';
import { Button } from '../../ui/Button';
import { DateRangeFields } from '../../ui/DateRangeFields';
import { Field, SelectField } from '../../ui/Field';
import { SearchLabel } from '../../ui/SearchLabel';
import { typedDatesProblem } from '../../../shared/common/typed-dates';
import { useNotify } from '../../ui/use-notify';
import { useAuditPageQuery } from './audit-api';
import '../../ui/money-pages.css';
import { QueryTable } from '../../ui/DataTable';
import { BillLink, TripLink } from '../../ui/RecordLink';

const HEADERS = ['When', 'Who', 'Entity', 'ID', 'Action', 'Changes (before → after)'];
const NO_FILTERS = { startDate: '', endDate: '', user: '', entity: '', entityId: '' };
const DATE_LABELS = { startDate: 'From', endDate: 'To' };
type Typed = typeof NO_FILTERS;

/** The filters and page an address names (a reload, Back, a shared link); bad values fall back. */
function filtersOfAddress(params: URLSearchParams): { typed: Typed; filters: AuditQuery } {
  const typed = Object.fromEntries(
    Object.keys(NO_FILTERS).map((key) => [key, params.get(key) ?? '']),
  ) as Typed;
  const checked = auditQuerySchema.safeParse({
    ...typed,
    page: params.get('page') ?? 1,
    pageSize: params.get('pageSize') ?? 25,
  });
  if (!checked.success) return { typed: NO_FILTERS, filters: { ...NO_FILTERS, page: 1, pageSize: 25 } };
  return { typed, filters: { ...typed, page: checked.data.page, pageSize: checked.data.pageSize } };
}

/** Writes the searched filters and the page into the address (the first page and 25 rows are left out). */
function writeAudit(params: URLSearchParams, filters: AuditQuery) {
  for (const key of Object.keys(NO_FILTERS) as (keyof Typed)[]) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
    else params.delete(key);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  else params.delete('page');
  if (filters.pageSize !== 25) params.set('pageSize', String(filters.pageSize));
  else params.delete('pageSize');
}

function Changes({ changes }: { changes: AuditChange[] }) {
  return (
    <ul className="audit-changes">
      {changes.map((c) => (
        <li key={c.field}>
          <strong>{auditFieldLabel(c.field)}</strong>: {auditValueText(c.before, c.field)} →{' '}
          {auditValueText(c.after, c.field)}
        </li>
      ))}
    </ul>
  );
}

/** Audit (/audit, accountant and admin): the audit log, newest first, filtered and paged. */
export function AuditPage() {
  const notify = useNotify();
  const address = useAddressParams();
  const [opened] = useState(() => filtersOfAddress(address.opened));
  const [typed, setTyped] = useState(opened.typed);
  const [filters, setFiltersState] = useState<AuditQuery>(opened.filters);
  const setFilters = (change: (current: AuditQuery) => AuditQuery) => {
    const next = change(filters);
    setFiltersState(next);
    address.update((params) => writeAudit(params, next));
  };
  const page = useAuditPageQuery(filters);
  const set = (key: keyof typeof NO_FILTERS) => (e: { target: { value: string } }) =>
    setTyped((t) => ({ ...t, [key]: e.target.value }));

  function search(event: FormEvent) {
    notify.attempt();
    event.preventDefault();
    const checked = auditQuerySchema.safeParse({ ...typed, page: 1, pageSize: filters.pageSize });
    const problem = typedDatesProblem(typed, DATE_LABELS) ?? (checked.success ? null : firstIssue(checked));
    if (problem) {
      notify.error(problem);
      return;
    }
    setFilters((f) => ({ ...typed, page: 1, pageSize: f.pageSize }));
  }

  const data = page.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className="month-end-page">
      <form className="card month-end-toolbar" onSubmit={search} noValidate aria-label="Audit filters">
        <DateRangeFields
          range={typed}
          labels={DATE_LABELS}
          onChange={(part, value) => setTyped((t) => ({ ...t, [part]: value }))}
        />
        <Field label="User" value={typed.user} onChange={set('user')} />
        <SelectField
          label="Entity"
          value={typed.entity}
          options={[
            { value: '', label: 'All' },
            ...Object.entries(AUDIT_ENTITIES).map(([value, label]) => ({ value, label })),
          ]}
          onChange={set('entity')}
        />
        <Field label="ID" value={typed.entityId} onChange={set('entityId')} />
        <Button type="submit" busy={page.isFetching} busyLabel="Searching...">
          <SearchLabel finds="audit trail" />
        </Button>
      </form>
      <QueryTable
        label="Audit trail"
        className="audit-table"
        caption={<caption className="visually-hidden">Audit trail</caption>}
        headers={HEADERS}
        query={page}
        isEmpty={(data?.rows.length ?? 0) === 0}
        emptyText={AUDIT_MESSAGES.empty}
      >
        {data?.rows.map((r) => (
          <tr key={r.id}>
            <td>{formatAuditTime(r.at)}</td>
            <td>{r.actor}</td>
            <td>{AUDIT_ENTITIES[r.entity as keyof typeof AUDIT_ENTITIES] ?? r.entity}</td>
            <td>
              <AuditSubject entity={r.entity} entityId={r.entityId} subject={r.subject} />
            </td>
            <td>{auditActionLabel(r.action)}</td>
            <td>
              <Changes changes={r.changes} />
            </td>
          </tr>
        ))}
      </QueryTable>
      <nav className="pager" aria-label="Audit pages">
        <Button
          variant="secondary"
          disabled={filters.page <= 1}
          onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
        >
          Previous
        </Button>
        <span>
          Page {filters.page} of {pages} ({data?.total ?? 0} changes)
        </span>
        <Button
          variant="secondary"
          disabled={filters.page >= pages}
          onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
        >
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

/** A trip's or a bill's id opens its page; other records show their name. */
function AuditSubject({ entity, entityId, subject }: { entity: string; entityId: string; subject?: string }) {
  if (entity === 'trip') return <TripLink tripId={entityId} />;
  if (entity === 'bill') return <BillLink billId={entityId} />;
  return <>{subject ?? entityId}</>;
}
