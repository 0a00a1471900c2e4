import { useState, type FormEvent } from 'react';
import { ACCOUNTING_MESSAGES, dateRangeSchema } from '../../../shared/accounting';
import { formatIndianDate } from '../../../shared/dates';
import { formatINR } from '../../../shared/money';
import { firstIssue } from '../../../shared/validation';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { Field, SelectField } from '../../ui/Field';
import { useNotify } from '../../ui/useNotify';
import { ExportButton } from '../../exports/ExportButton';
import { particulars, statementExportSpec, statementRows } from './accountingExports';
import { useBilledVendorsQuery, useDownloadStatementPdfMutation, useLazyStatementQuery, type StatementArgs } from './accountingApi';
import { TableScroll } from '../../ui/TableScroll';

/** The vendor statement for a date range: on screen, as PDF (server) and as Excel (browser). */
export function StatementPanel() {
  const notify = useNotify();
  const vendors = useBilledVendorsQuery();
  const [args, setArgs] = useState<StatementArgs>({ vendor: '', startDate: '', endDate: '' });
  const [load, statement] = useLazyStatementQuery();
  const [downloadPdf, pdf] = useDownloadStatementPdfMutation();
  const data = statement.data && !statement.isError ? statement.data : undefined;

  /** The shared rules first: a vendor, both dates, end not before start. */
  function check(): boolean {
    const range = dateRangeSchema.safeParse(args);
    const problem = !args.vendor ? ACCOUNTING_MESSAGES.vendorRequired : firstIssue(range);
    if (problem) notify.error(problem);
    return problem === null;
  }

  async function show(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    const result = await load(args);
    if (result.isError) notify.error(serverMessage(result.error) ?? 'Error fetching data. Please try again later.');
  }

  async function savePdf() {
    if (!check()) return;
    const result = await downloadPdf(args);
    if ('error' in result) notify.error(serverMessage(result.error) ?? 'Failed to make the statement PDF.');
  }

  return (
    <div className="card">
      <h2 className="card__title">Vendor statement</h2>
      <form className="month-end-toolbar" onSubmit={show} noValidate aria-label="Vendor statement">
        <SelectField
          label="Vendor"
          value={args.vendor}
          placeholder="Select vendor"
          options={(vendors.data ?? []).map((v) => ({ value: v, label: v }))}
          onChange={(e) => setArgs((a) => ({ ...a, vendor: e.target.value }))}
        />
        <Field label="From" type="date" value={args.startDate} onChange={(e) => setArgs((a) => ({ ...a, startDate: e.target.value }))} />
        <Field label="To" type="date" value={args.endDate} onChange={(e) => setArgs((a) => ({ ...a, endDate: e.target.value }))} />
        <Button type="submit" busy={statement.isFetching} busyLabel="Loading...">
          Show Statement
        </Button>
        <Button variant="secondary" busy={pdf.isLoading} busyLabel="Making PDF..." onClick={savePdf}>
          Download Statement PDF
        </Button>
        <ExportButton label="Download Statement Excel" spec={() => statementExportSpec(data!)} disabled={!data} />
      </form>
      {data && (
        <TableScroll label={`Statement of ${data.vendor}`}>
          <table className="data-table statement-table">
            <caption>
              Statement of {data.vendor}, {formatIndianDate(data.startDate)} to {formatIndianDate(data.endDate)}
            </caption>
            <thead>
              <tr>
                {['Date', 'Particulars', 'Billed', 'Paid', 'Balance'].map((h, i) => (
                  <th key={h} scope="col" className={i > 1 ? 'num' : undefined}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {statementRows(data).map((e, i) => (
                <tr key={i} className={e.billId === '' ? 'month-end-total' : undefined}>
                  <td>{formatIndianDate(e.date)}</td>
                  <td>{particulars(e)}</td>
                  <td className="num">{e.debit ? formatINR(e.debit) : ''}</td>
                  <td className="num">{e.credit ? formatINR(e.credit) : ''}</td>
                  <td className="num">{formatINR(e.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.entries.length === 0 && <p className="empty-state">{ACCOUNTING_MESSAGES.noStatement}</p>}
        </TableScroll>
      )}
    </div>
  );
}
