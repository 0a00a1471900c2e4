import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  TRIP_FIELD_LABELS,
  TRIP_FILE_FIELDS,
  TRIP_MESSAGES,
  type TripAttachment,
  type TripRecord,
} from '../../../../shared/trips';
import { Button } from '../../../ui/Button';
import { useNotify } from '../../../ui/use-notify';
import { formatCell, isNumericColumn, renderCell, totalOf } from '../../../lists/list-columns';
import { tripModelColumn } from '../../../lists/table/trip-model-column';
import { useListTable } from '../../../lists/table/use-list-table';
import type { ListControls } from '../../../lists/table/use-list-controls';
import type { PagedRows } from '../../../lists/use-paged-rows';
import { PagedTable, type ListFrame } from '../../../lists/PagedTable';
import { useDownloadTripFile } from '../../../app/download';
import { BUSINESS_COLUMNS } from './business-report';

/** On screen the Trip ID leads (and stays in view while the row scrolls); the file keeps the date first. */
const DETAIL_COLUMNS = BUSINESS_COLUMNS.filter((c) => c.key !== 'TripID');
const MODEL_COLUMNS = [
  { ...tripModelColumn<TripRecord>({ key: 'TripID', header: 'Trip ID' }), pinned: true },
  ...DETAIL_COLUMNS.map(tripModelColumn<TripRecord>),
];
const numClass = (c: (typeof BUSINESS_COLUMNS)[number]) => (isNumericColumn(c) ? 'num' : undefined);

interface BusinessTableProps {
  list: PagedRows<TripRecord>;
  status: ReactNode;
  /** The column sort and filters, asked of the server (the list search's). */
  controls: ListControls;
}

/** Business's trips a page at a time: money, attachments and the total row of every matching trip. */
export function BusinessTable({ list, status, controls }: BusinessTableProps) {
  const notify = useNotify();
  const [downloading, setDownloading] = useState<string | null>(null);
  const downloadTripFile = useDownloadTripFile();
  const model = useListTable({ name: 'business', columns: MODEL_COLUMNS, controls });
  const { isShown } = model;
  const columns = useMemo(() => DETAIL_COLUMNS.filter((c) => isShown(c.key)), [isShown]);

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

  const renderRow = useCallback(
    (row: TripRecord) => (
      <tr>
        <th scope="row" className="sticky-col sticky-col--last">
          {row.TripID}
        </th>
        {columns.map((c) => (
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
                  // The name holds the file name it shows (WCAG 2.5.3, label in name), then what it does.
                  aria-label={`${attachment.originalname}: download ${TRIP_FIELD_LABELS[field]} of ${row.TripID}`}
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
    [columns, download, downloading],
  );

  const frame: ListFrame<(typeof DETAIL_COLUMNS)[number]> = {
    idColumn: { key: 'TripID', header: TRIP_FIELD_LABELS.TripID, className: 'sticky-col sticky-col--last' },
    columns,
    cellClass: numClass,
    tail: {
      head: TRIP_FILE_FIELDS.map((field) => (
        <th key={field} scope="col">
          {TRIP_FIELD_LABELS[field]}
        </th>
      )),
      blank: <td colSpan={TRIP_FILE_FIELDS.length} />,
      width: TRIP_FILE_FIELDS.length,
    },
    // Always a total row: the sums of every matching trip, blank until they come.
    total: (c) => formatCell(c.kind, totalOf(c, list.totals)),
  };

  return (
    <PagedTable
      caption="Business"
      className="bill-table business-table"
      frame={frame}
      model={model}
      menu
      {...{ list, renderRow, status }}
    />
  );
}
