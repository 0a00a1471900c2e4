import { BUSINESS_ZONE, formatIndianDate } from '../../../shared/common/dates';
import type { TallyExport } from '../../../shared/accounting/tally';
import { useTallyExportLogQuery } from './tally-api';
import { TableScroll } from '../../ui/TableScroll';
import { CardLoading } from '../../ui/LoadingScreen';

const when = new Intl.DateTimeFormat('en-IN', {
  timeZone: BUSINESS_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

const what = (x: TallyExport) =>
  x.kind === 'period'
    ? `Period ${formatIndianDate(x.startDate)} to ${formatIndianDate(x.endDate)}`
    : 'Changes since the last export';

/** The exports made so far, latest first: who, when, what, and what each did to Tally's vouchers. */
export function TallyExportLog() {
  const log = useTallyExportLogQuery();
  if (!log.data) return <CardLoading failed={log.isError} />;
  return (
    <TableScroll label="Tally exports" className="card">
      <table className="data-table" aria-label="Tally exports">
        <caption className="card__title">Exports</caption>
        <thead>
          <tr>
            <th>When</th>
            <th>By</th>
            <th>What</th>
            <th>Created</th>
            <th>Altered</th>
            <th>Cancelled</th>
          </tr>
        </thead>
        <tbody>
          {log.data.length === 0 && (
            <tr>
              <td colSpan={6}>No exports yet.</td>
            </tr>
          )}
          {log.data.map((x) => (
            <tr key={x.id}>
              <td>{when.format(new Date(x.exportedAt))}</td>
              <td>{x.exportedBy}</td>
              <td>{what(x)}</td>
              <td className="num">{x.created}</td>
              <td className="num">{x.altered}</td>
              <td className="num">{x.cancelled}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
