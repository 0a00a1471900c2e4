import { BUSINESS_ZONE, formatIndianDate } from '../../../shared/common/dates';
import type { TallyExport } from '../../../shared/accounting/tally';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/use-notify';
import { ACCOUNTING_MESSAGES } from '../../../shared/accounting/month-end';
import {
  useDownloadTallyFileMutation,
  useMarkTallyImportedMutation,
  useTallyExportLogQuery,
} from './tally-api';
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
    : 'Change set';

const state = (x: TallyExport) => {
  const imported = x.importedAt
    ? `Imported ${when.format(new Date(x.importedAt))} by ${x.importedBy}`
    : 'Not imported yet';
  return x.supersededBy === null ? imported : `${imported}; superseded by ${x.supersededBy}`;
};

/** The row's files again, and the accountant's word that it was imported. */
function ExportActions({ x }: { x: TallyExport }) {
  const notify = useNotify();
  const [download] = useDownloadTallyFileMutation();
  const [mark, marking] = useMarkTallyImportedMutation();
  const save = async (part: 'masters' | 'vouchers') => {
    const result = await download({ sequence: x.id, part });
    if ('error' in result) notify.error(serverMessage(result.error) ?? ACCOUNTING_MESSAGES.tallyFailed);
  };
  const markImported = async () => {
    const result = await mark(x.id);
    if ('error' in result) notify.error(serverMessage(result.error) ?? ACCOUNTING_MESSAGES.tallyFailed);
    else notify.success(result.data.message);
  };
  return (
    <>
      {x.hasFiles && (
        <>
          <Button type="button" onClick={() => save('masters')} aria-label={`Masters file of export ${x.id}`}>
            Masters
          </Button>
          <Button
            type="button"
            onClick={() => save('vouchers')}
            aria-label={`Vouchers file of export ${x.id}`}
          >
            Vouchers
          </Button>
        </>
      )}
      {!x.importedAt && (
        <Button
          type="button"
          onClick={markImported}
          busy={marking.isLoading}
          busyLabel="Marking..."
          aria-label={`Mark export ${x.id} imported`}
        >
          Mark Imported
        </Button>
      )}
    </>
  );
}

/** The exports made so far, latest first: number, who, when, what, what each sends, whether it is in Tally or superseded, its files. */
export function TallyExportLog() {
  const log = useTallyExportLogQuery();
  if (!log.data) return <CardLoading failed={log.isError} />;
  return (
    <TableScroll label="Tally exports" className="card">
      <table className="data-table" aria-label="Tally exports">
        <caption className="card__title">Exports</caption>
        <thead>
          <tr>
            <th>No.</th>
            <th>When</th>
            <th>By</th>
            <th>What</th>
            <th>Created</th>
            <th>Altered</th>
            <th>Cancelled</th>
            <th>In Tally</th>
            <th>Files</th>
          </tr>
        </thead>
        <tbody>
          {log.data.length === 0 && (
            <tr>
              <td colSpan={9}>No exports yet.</td>
            </tr>
          )}
          {log.data.map((x) => (
            <tr key={x.id}>
              <td className="num">{x.id}</td>
              <td>{when.format(new Date(x.exportedAt))}</td>
              <td>{x.exportedBy}</td>
              <td>{what(x)}</td>
              <td className="num">{x.created}</td>
              <td className="num">{x.altered}</td>
              <td className="num">{x.cancelled}</td>
              <td>{state(x)}</td>
              <td>
                <ExportActions x={x} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
