import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { BILLING_MESSAGES, billTotals } from '../../../shared/billing';
import { formatIndianDate } from '../../../shared/dates';
import { checkTripFilters } from '../../../shared/filters';
import { formatINR } from '../../../shared/money';
import { TRIP_FIELD_LABELS, TRIP_FILE_FIELDS, TRIP_MESSAGES, type TripAttachment, type TripRecord } from '../../../shared/trip';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useNotify } from '../../ui/useNotify';
import { useExcelExport } from '../exports/useExcelExport';
import { downloadTripFile } from '../trips/tripFiles';
import { useListBusinessQuery, type BusinessQuery } from './billingApi';
import { weightText } from './billTripColumns';
import { BUSINESS_COLUMNS, businessExportSpec, type BusinessColumn } from './businessReport';
import './billing.css';

const NO_FILTERS: Required<BusinessQuery> = { startDate: '', endDate: '', truckNumber: '' };

/** On screen the Trip ID leads (and stays in view while the row scrolls); the file keeps the date first. */
const TRIP_ID_COLUMN = BUSINESS_COLUMNS.find((c) => c.key === 'TripID')!;
const DETAIL_COLUMNS = BUSINESS_COLUMNS.filter((c) => c.key !== 'TripID');
const isNumeric = (c: BusinessColumn) => c.kind === 'money' || c.kind === 'number';

/** How a column's value reads on screen (the Excel file keeps the raw numbers). */
function cellText(column: BusinessColumn, value: string | number | null | undefined): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  if (column.kind === 'date') return formatIndianDate(String(value));
  if (column.kind === 'money') return formatINR(value);
  if (column.kind === 'number') return weightText(Number(value));
  return value;
}

/** Business (/business): every trip of a period or a truck with its money, attachments and totals. */
export function BusinessPage() {
  const notify = useNotify();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [query, setQuery] = useState<BusinessQuery | null>(null);
  const list = useListBusinessQuery(query ?? skipToken, { refetchOnMountOrArgChange: true });
  const rows = useMemo(() => (list.isError ? [] : (list.data ?? [])), [list.isError, list.data]);
  const totals = useMemo(() => billTotals(rows, [], false), [rows]);
  const [downloading, setDownloading] = useState<string | null>(null);
  const excel = useExcelExport();

  const searchedAt = useRef<number | null>(null);
  useEffect(() => {
    const at = searchedAt.current;
    if (at === null || list.isFetching || (list.startedTimeStamp ?? 0) < at) return;
    searchedAt.current = null;
    if (list.isError) notify.error(serverMessage(list.error) ?? TRIP_MESSAGES.tableFetchFailed);
  }, [list.isFetching, list.startedTimeStamp, list.isError, list.error, notify]);

  function search(event: FormEvent) {
    event.preventDefault();
    const problem = checkTripFilters(filters);
    if (problem) {
      notify.error(problem);
      return;
    }
    const next = { ...filters, truckNumber: filters.truckNumber.trim() };
    searchedAt.current = Date.now();
    if (query && JSON.stringify(next) === JSON.stringify(query)) list.refetch();
    else setQuery(next);
  }

  async function download(row: TripRecord, attachment: TripAttachment, key: string) {
    setDownloading(key);
    try {
      await downloadTripFile(attachment);
    } catch {
      notify.error(TRIP_MESSAGES.downloadFailed);
    } finally {
      setDownloading(null);
    }
  }

  function exportExcel() {
    if (rows.length === 0) {
      notify.error(BILLING_MESSAGES.noDataToExport);
      return;
    }
    void excel.run(businessExportSpec(rows));
  }

  const width = BUSINESS_COLUMNS.length + TRIP_FILE_FIELDS.length;
  const emptyText = list.isFetching
    ? 'Loading...'
    : list.isError
      ? (serverMessage(list.error) ?? TRIP_MESSAGES.tableFetchFailed)
      : TRIP_MESSAGES.noRecords;

  return (
    <section className="billing-page">
      <form className="card billing-filters" onSubmit={search} noValidate aria-label="Business filters">
        <Field label="Start Date" type="date" value={filters.startDate} onChange={(e) => setFilters((f) => ({ ...f, startDate: e.target.value }))} />
        <Field label="End Date" type="date" value={filters.endDate} onChange={(e) => setFilters((f) => ({ ...f, endDate: e.target.value }))} />
        <Field
          label="Truck Number"
          value={filters.truckNumber}
          placeholder="Contains..."
          onChange={(e) => setFilters((f) => ({ ...f, truckNumber: e.target.value.toUpperCase() }))}
        />
        <Button type="submit" busy={list.isFetching} busyLabel="Searching...">
          Search
        </Button>
        <span className="billing-toolbar__spacer" />
        {query && !list.isFetching && !list.isError && (
          <span className="billing-toolbar__summary">
            {rows.length.toLocaleString('en-IN')} {rows.length === 1 ? 'trip' : 'trips'}
          </span>
        )}
        <Button variant="secondary" busy={excel.exporting} busyLabel={`Writing Excel ${excel.progress ?? 0}%`} onClick={exportExcel}>
          Download Excel
        </Button>
      </form>

      {query ? (
        <div className="table-scroll">
          <table className="data-table bill-table business-table">
            <caption className="visually-hidden">Business</caption>
            <thead>
              <tr>
                <th scope="col" className="sticky-col sticky-col--last">
                  {TRIP_ID_COLUMN.header}
                </th>
                {DETAIL_COLUMNS.map((c) => (
                  <th key={c.key} scope="col" className={isNumeric(c) ? 'num' : undefined}>
                    {c.header}
                  </th>
                ))}
                {TRIP_FILE_FIELDS.map((field) => (
                  <th key={field} scope="col">
                    {TRIP_FIELD_LABELS[field]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={width} className="empty-state">
                    <span className="empty-state__text">{emptyText}</span>
                  </td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={row._id}>
                  <th scope="row" className="sticky-col sticky-col--last">
                    {row.TripID}
                  </th>
                  {DETAIL_COLUMNS.map((c) =>
                    c.key === 'TransactionStatus' ? (
                      <td key={c.key}>
                        <span className={`status-badge status-badge--${row.TransactionStatus}`}>{row.TransactionStatus}</span>
                      </td>
                    ) : (
                      <td key={c.key} className={isNumeric(c) ? 'num' : undefined}>
                        {cellText(c, c.value(row))}
                      </td>
                    ),
                  )}
                  {TRIP_FILE_FIELDS.map((field) => {
                    const attachment = row[field];
                    const key = `${row._id}/${field}`;
                    return (
                      <td key={field}>
                        {attachment ? (
                          <Button
                            variant="link"
                            className="file-link"
                            title={attachment.originalname}
                            aria-label={`Download ${TRIP_FIELD_LABELS[field]} of ${row.TripID}`}
                            busy={downloading === key}
                            onClick={() => download(row, attachment, key)}
                          >
                            {attachment.originalname}
                          </Button>
                        ) : (
                          <span className="muted">-</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
            {rows.length > 0 && (
              <tfoot>
                <tr className="total-row">
                  <th scope="row" className="sticky-col sticky-col--last">
                    Total
                  </th>
                  {DETAIL_COLUMNS.map((c) => (
                    <td key={c.key} className={isNumeric(c) ? 'num' : undefined}>
                      {c.total ? cellText(c, c.total(totals)) : ''}
                    </td>
                  ))}
                  <td colSpan={TRIP_FILE_FIELDS.length} />
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      ) : (
        <p className="empty-state card">Choose a date range or a truck and press Search.</p>
      )}
    </section>
  );
}
