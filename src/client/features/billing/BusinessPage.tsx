import { useCallback, useState } from 'react';
import { BILLING_MESSAGES } from '../../../shared/billing';
import { checkTripFilters } from '../../../shared/filters';
import { TRIP_FIELD_LABELS, TRIP_FILE_FIELDS, TRIP_MESSAGES, type TripAttachment, type TripRecord } from '../../../shared/trip';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useNotify } from '../../ui/useNotify';
import { ExportButton } from '../exports/ExportButton';
import { pagedExportSpec } from '../lists/exportPages';
import { formatCell, isNumericColumn, renderCell, totalOf } from '../lists/listColumns';
import { ListStatus, TripCount } from '../lists/ListStatus';
import { useListSearch } from '../lists/useListSearch';
import { VirtualTable } from '../lists/VirtualTable';
import { useDownloadTripFile } from '../trips/tripFiles';
import { billingApi, BUSINESS_SOURCE, type BusinessQuery } from './billingApi';
import { BUSINESS_COLUMNS, BUSINESS_FILE } from './businessReport';
import './billing.css';

const NO_FILTERS: Required<BusinessQuery> = { startDate: '', endDate: '', truckNumber: '' };

/** On screen the Trip ID leads (and stays in view while the row scrolls); the file keeps the date first. */
const DETAIL_COLUMNS = BUSINESS_COLUMNS.filter((c) => c.key !== 'TripID');
const WIDTH = BUSINESS_COLUMNS.length + TRIP_FILE_FIELDS.length;
const numClass = (c: (typeof BUSINESS_COLUMNS)[number]) => (isNumericColumn(c) ? 'num' : undefined);

/** Business (/business): every trip of a period or a truck with its money, attachments and totals. */
export function BusinessPage() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { filters, setFilter, search, query, searched, searching, failure, list } = useListSearch({
    initial: NO_FILTERS,
    validate: checkTripFilters,
    toQuery: (f: Required<BusinessQuery>): BusinessQuery => ({ ...f, truckNumber: f.truckNumber.trim() }),
    endpoint: billingApi.endpoints.businessPage,
    failureMessage: TRIP_MESSAGES.tableFetchFailed,
    notifyFailure: true,
  });
  const [downloading, setDownloading] = useState<string | null>(null);
  const downloadTripFile = useDownloadTripFile();

  const download = useCallback(
    async (attachment: TripAttachment, key: string) => {
      setDownloading(key);
      try {
        await downloadTripFile(attachment);
      } catch {
        notify.error(TRIP_MESSAGES.downloadFailed);
      } finally {
        setDownloading(null);
      }
    },
    [notify, downloadTripFile],
  );

  const exportSpec = () =>
    !query || list.count === 0
      ? BILLING_MESSAGES.noDataToExport
      : pagedExportSpec(dispatch, BUSINESS_SOURCE, query, BUSINESS_FILE, BUSINESS_COLUMNS, { totalRow: true });

  const renderRow = useCallback(
    (row: TripRecord) => (
      <tr>
        <th scope="row" className="sticky-col sticky-col--last">
          {row.TripID}
        </th>
        {DETAIL_COLUMNS.map((c) => (
          <td key={c.key} className={numClass(c)}>
            {renderCell(c, row)}
          </td>
        ))}
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
                  onClick={() => download(attachment, key)}
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
    ),
    [download, downloading],
  );

  const head = (
    <tr>
      <th scope="col" className="sticky-col sticky-col--last">
        {TRIP_FIELD_LABELS.TripID}
      </th>
      {DETAIL_COLUMNS.map((c) => (
        <th key={c.key} scope="col" className={numClass(c)}>
          {c.header}
        </th>
      ))}
      {TRIP_FILE_FIELDS.map((field) => (
        <th key={field} scope="col">
          {TRIP_FIELD_LABELS[field]}
        </th>
      ))}
    </tr>
  );

  const foot = (
    <tr className="total-row">
      <th scope="row" className="sticky-col sticky-col--last">
        Total
      </th>
      {DETAIL_COLUMNS.map((c) => (
        <td key={c.key} className={numClass(c)}>
          {formatCell(c.kind, totalOf(c, list.totals))}
        </td>
      ))}
      <td colSpan={TRIP_FILE_FIELDS.length} />
    </tr>
  );

  return (
    <section className="billing-page">
      <form className="card billing-filters" onSubmit={search} noValidate aria-label="Business filters">
        <Field label="Start Date" type="date" value={filters.startDate} onChange={(e) => setFilter('startDate')(e.target.value)} />
        <Field label="End Date" type="date" value={filters.endDate} onChange={(e) => setFilter('endDate')(e.target.value)} />
        <Field
          label="Truck Number"
          value={filters.truckNumber}
          placeholder="Contains..."
          onChange={(e) => setFilter('truckNumber')(e.target.value.toUpperCase())}
        />
        <Button type="submit" busy={searching} busyLabel="Searching...">
          Search
        </Button>
        <span className="billing-toolbar__spacer" />
        {query && <TripCount className="billing-toolbar__summary" list={list} />}
        <ExportButton spec={exportSpec} />
      </form>

      {searched ? (
        <VirtualTable
          caption="Business"
          className="bill-table business-table"
          head={head}
          columnCount={WIDTH}
          count={list.count}
          rowAt={list.rowAt}
          renderRow={renderRow}
          onRangeChange={list.showRange}
          status={<ListStatus columns={WIDTH} failure={failure} notified loading={searching} empty={TRIP_MESSAGES.noRecords} />}
          foot={foot}
        />
      ) : (
        <p className="empty-state card">Choose a date range or a truck and press Search.</p>
      )}
    </section>
  );
}
