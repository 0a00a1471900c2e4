import { useEffect, useState, type FormEvent } from 'react';
import { ACCOUNTING_MESSAGES, dateRangeSchema } from '../../../shared/accounting/month-end';
import { formatIndianDate } from '../../../shared/common/dates';
import { formatINR } from '../../../shared/common/money';
import { firstIssue } from '../../../shared/common/validation';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { DateRangeFields } from '../../ui/DateRangeFields';
import { SelectField } from '../../ui/Field';
import { typedDatesProblem } from '../../../shared/common/typed-dates';
import { useNotify } from '../../ui/use-notify';
import { ExportButton } from '../../exports/ExportButton';
import { statementTaxLine } from '../../../shared/accounting/statement-tax-code';
import { STATEMENT_COLUMNS, statementExportSpec, statementRows, statementTotals } from './accounting-exports';
import type { CellValue, ColumnKind } from '../../exports/workbook';
import {
  useBilledVendorsQuery,
  useDownloadStatementPdfMutation,
  useLazyStatementQuery,
  type StatementArgs,
} from './accounting-api';
import { DataTable } from '../../ui/DataTable';
import { HeaderRow } from '../../ui/HeaderRow';
import { useAddressParams } from '../../lists/address-params';
import { GENERIC_MESSAGES } from '../../../shared/common/messages';

/** A statement cell as the screen shows it: dates dd/mm/yyyy, money en-IN, blanks blank. */
function shown(value: CellValue, kind: ColumnKind | undefined): string {
  if (value === null || value === undefined) return '';
  if (kind === 'date') return formatIndianDate(String(value));
  if (kind === 'money' && typeof value === 'number') return formatINR(value);
  return String(value);
}

const STATEMENT_DATE_LABELS = { startDate: 'From', endDate: 'To' };

/** The vendor statement for a date range: on screen, as PDF (server) and as Excel (browser). */
export function StatementPanel() {
  const notify = useNotify();
  const vendors = useBilledVendorsQuery();
  // The statement shown lives in the address (?vendor=&startDate=&endDate=): a reload shows it again.
  const address = useAddressParams();
  const [args, setArgs] = useState<StatementArgs>(() => ({
    vendor: address.opened.get('vendor') ?? '',
    startDate: address.opened.get('startDate') ?? '',
    endDate: address.opened.get('endDate') ?? '',
  }));
  const [load, statement] = useLazyStatementQuery();
  const [downloadPdf, pdf] = useDownloadStatementPdfMutation();
  const data = statement.data && !statement.isError ? statement.data : undefined;

  /** The shared rules first: a vendor, both dates, end not before start. */
  function check(): boolean {
    const range = dateRangeSchema.safeParse(args);
    const problem = !args.vendor
      ? ACCOUNTING_MESSAGES.vendorRequired
      : (typedDatesProblem(args, STATEMENT_DATE_LABELS) ?? firstIssue(range));
    if (problem) notify.error(problem);
    return problem === null;
  }

  async function show(event?: FormEvent) {
    event?.preventDefault();
    if (!check()) return;
    address.update((params) => {
      for (const key of ['vendor', 'startDate', 'endDate'] as const) params.set(key, args[key]);
    });
    const result = await load(args);
    if (result.isError) notify.error(serverMessage(result.error) ?? GENERIC_MESSAGES.fetchFailed);
  }

  // Opened at a statement's address: shown once, when the address names a statement the rules accept.
  useEffect(() => {
    if (args.vendor && dateRangeSchema.safeParse(args).success && args.startDate && args.endDate) void show();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
        <DateRangeFields
          range={args}
          labels={STATEMENT_DATE_LABELS}
          onChange={(part, value) => setArgs((a) => ({ ...a, [part]: value }))}
        />
        <Button type="submit" busy={statement.isFetching} busyLabel="Loading...">
          Show Statement
        </Button>
        <Button variant="secondary" busy={pdf.isLoading} busyLabel="Making PDF..." onClick={savePdf}>
          Download Statement PDF
        </Button>
        <ExportButton
          label="Download Statement Excel"
          spec={() => statementExportSpec(data!)}
          disabled={!data}
        />
      </form>
      {data && (
        <DataTable
          label={`Statement of ${data.vendor}`}
          className="statement-table"
          caption={
            <caption>
              Statement of {data.vendor}, {formatIndianDate(data.startDate)} to{' '}
              {formatIndianDate(data.endDate)}
              <br />
              <span>{statementTaxLine(data)}</span>
            </caption>
          }
          head={
            <HeaderRow
              headers={STATEMENT_COLUMNS.map((c) => c.header)}
              isNumeric={(_h, i) => STATEMENT_COLUMNS[i].kind === 'money'}
            />
          }
          after={
            data.entries.length === 0 && <p className="empty-state">{ACCOUNTING_MESSAGES.noStatement}</p>
          }
        >
          {statementRows(data).map((e, i) => (
            <tr key={i} className={e.billId === '' ? 'month-end-total' : undefined}>
              {STATEMENT_COLUMNS.map((c) => (
                <td key={c.header} className={c.kind === 'money' ? 'num' : undefined}>
                  {shown(c.value(e), c.kind)}
                </td>
              ))}
            </tr>
          ))}
          <tr className="month-end-total">
            {statementTotals(data).map((value, i) => (
              <td
                key={STATEMENT_COLUMNS[i].header}
                className={STATEMENT_COLUMNS[i].kind === 'money' ? 'num' : undefined}
              >
                {i === STATEMENT_COLUMNS.length - 1 ? '' : shown(value, STATEMENT_COLUMNS[i].kind)}
              </td>
            ))}
          </tr>
        </DataTable>
      )}
    </div>
  );
}
