import { useState } from 'react';
import { isIsoDate } from '../../../shared/common/dates';
import { useAddressParams } from '../../lists/address-params';
import { AGEING_BUCKETS, ACCOUNTING_MESSAGES } from '../../../shared/accounting/month-end';
import { formatIndianDate } from '../../../shared/common/dates';
import { formatINR } from '../../../shared/common/money';
import { DateField } from '../../ui/DateField';
import { ExportButton } from '../../exports/ExportButton';
import { OUTSTANDING_COLUMNS, outstandingExportSpec } from './accounting-exports';
import { useOutstandingQuery } from './accounting-api';
import { StatementPanel } from './StatementPanel';
import '../../ui/money-pages.css';
import { QueryTable } from '../../ui/DataTable';

/** Outstanding (/outstanding): per vendor billed, paid, outstanding and ageing, with a total row; the vendor statement below. */
export function OutstandingPage() {
  // The as-of date lives in the address (?asOf=), so a reload or a shared link shows the same ageing.
  const address = useAddressParams();
  const [asOf, setAsOfState] = useState(() => {
    const opened = address.opened.get('asOf') ?? '';
    return isIsoDate(opened) ? opened : '';
  });
  /** What the box holds: the ageing follows it once it is a date (or empty: today). */
  const [typedAsOf, setTypedAsOf] = useState(asOf);
  const setAsOf = (value: string) => {
    setTypedAsOf(value);
    if (value !== '' && !isIsoDate(value)) return;
    setAsOfState(value);
    address.update((params) => (value ? params.set('asOf', value) : params.delete('asOf')));
  };
  const report = useOutstandingQuery(asOf || undefined);
  const data = report.data;
  const rows = data?.rows ?? [];
  const cells = (r: NonNullable<typeof data>['total']) => [
    r.billed,
    r.paid,
    r.outstanding,
    ...AGEING_BUCKETS.map((b) => r.buckets[b]),
  ];

  return (
    <section className="month-end-page">
      <div className="card month-end-toolbar">
        <DateField
          label="As of"
          value={typedAsOf}
          // Text that is no date is named beside the box; the ageing shown stays the last date's.
          onChange={setAsOf}
          hint={data ? `Ageing as of ${formatIndianDate(data.asOf)}` : undefined}
        />
        <ExportButton spec={() => outstandingExportSpec(data!)} disabled={!data || rows.length === 0} />
      </div>
      <QueryTable
        label="Outstanding and ageing by vendor"
        className="outstanding-table"
        caption={<caption className="visually-hidden">Outstanding and ageing by vendor</caption>}
        headers={OUTSTANDING_COLUMNS.map((c) => c.header)}
        isNumeric={(_h, i) => i > 0}
        query={report}
        isEmpty={rows.length === 0}
        emptyText={ACCOUNTING_MESSAGES.noOutstanding}
      >
        {rows.map((r) => (
          <tr key={r.vendor}>
            <th scope="row">{r.vendor}</th>
            {cells(r).map((v, i) => (
              <td key={i} className="num">
                {formatINR(v)}
              </td>
            ))}
          </tr>
        ))}
        {data && rows.length > 0 && (
          <tr className="month-end-total">
            <th scope="row">Total</th>
            {cells(data.total).map((v, i) => (
              <td key={i} className="num">
                {formatINR(v)}
              </td>
            ))}
          </tr>
        )}
      </QueryTable>
      <StatementPanel />
    </section>
  );
}
