import { useState, type ChangeEvent } from 'react';
import { IMPORT_AREA, IMPORT_KINDS, IMPORT_TITLES, type ImportCheck, type ImportKind, type ImportRow } from '../../../shared/imports';
import { serverMessage } from '../../app/errors';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/useNotify';
import { useCheckImportMutation, useDownloadImportTemplateMutation, useRunImportMutation } from './importsApi';
import { readImportFile } from './readImportFile';
import './imports.css';

interface Preview {
  fileName: string;
  rows: ImportRow[];
  check: ImportCheck;
}

/** Import (/import, issue 13): master data from Excel, previewed row by row, stored all or nothing. */
export function ImportPage() {
  const permissions = useAppSelector(selectPermissions);
  const kinds = IMPORT_KINDS.filter((k) => permissions[IMPORT_AREA[k]]);
  const notify = useNotify();
  const [kind, setKind] = useState<ImportKind>(kinds[0] ?? 'vehicles');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [leaveOut, setLeaveOut] = useState(false);
  const [reading, setReading] = useState(false);
  const [downloadTemplate, templateState] = useDownloadImportTemplateMutation();
  const [check] = useCheckImportMutation();
  const [runImport, importState] = useRunImportMutation();

  function choose(next: ImportKind) {
    setKind(next);
    setPreview(null);
  }

  async function fileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again (after fixing it) reads it again
    if (!file) return;
    setPreview(null);
    setLeaveOut(false);
    setReading(true);
    try {
      const rows = await readImportFile(kind, file);
      const result = await check({ kind, rows });
      if ('error' in result) notify.error(serverMessage(result.error) ?? 'The file could not be checked. Please try again.');
      else setPreview({ fileName: file.name, rows, check: result.data });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setReading(false);
    }
  }

  async function importRows() {
    if (!preview) return;
    const badRows = new Set(preview.check.errors.map((e) => e.row));
    const rows = leaveOut ? preview.rows.filter((r) => !badRows.has(r.row)) : preview.rows;
    const result = await runImport({ kind, rows });
    if ('error' in result) {
      notify.error(serverMessage(result.error) ?? 'The import failed; nothing was stored.');
      return;
    }
    notify.success(result.data.message);
    setPreview(null);
  }

  const badRowCount = preview ? new Set(preview.check.errors.map((e) => e.row)).size : 0;
  const canImport = preview !== null && preview.check.valid > 0 && (badRowCount === 0 || leaveOut);
  return (
    <section className="import-page">
      <div className="card">
        <h2 className="card__title">Import from Excel</h2>
        <fieldset className="import-kinds">
          <legend>What to import</legend>
          {kinds.map((k) => (
            <label key={k}>
              <input type="radio" name="import-kind" checked={kind === k} onChange={() => choose(k)} /> {IMPORT_TITLES[k]}
            </label>
          ))}
        </fieldset>
        <ol className="import-steps">
          <li>
            <Button variant="secondary" busy={templateState.isLoading} busyLabel="Downloading..." onClick={() => downloadTemplate(kind)}>
              Download template
            </Button>
          </li>
          <li>
            <label className="import-file">
              Upload the filled .xlsx
              <input type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={fileChosen} disabled={reading || importState.isLoading} />
            </label>
            {reading && <span role="status"> Reading and checking the file...</span>}
          </li>
        </ol>
      </div>
      {preview && (
        <div className="card" aria-live="polite">
          <h2 className="card__title">Preview: {preview.fileName}</h2>
          <p>
            {preview.check.total} rows: {preview.check.valid} ready to import, {badRowCount} with errors.
          </p>
          {badRowCount > 0 && <ImportErrors errors={preview.check.errors} />}
          {badRowCount > 0 && (
            <label className="import-leave-out">
              <input type="checkbox" checked={leaveOut} onChange={(e) => setLeaveOut(e.target.checked)} /> Leave out the {badRowCount === 1 ? 'row' : `${badRowCount} rows`} with errors
            </label>
          )}
          <Button onClick={importRows} disabled={!canImport} busy={importState.isLoading} busyLabel="Importing...">
            Import {leaveOut || badRowCount === 0 ? preview.check.valid : preview.check.total} rows
          </Button>
          {!canImport && badRowCount > 0 && <p className="import-hint">Nothing is stored while a row has errors: fix them in the file and upload it again, or leave those rows out.</p>}
        </div>
      )}
    </section>
  );
}

function ImportErrors({ errors }: { errors: ImportCheck['errors'] }) {
  return (
    <div className="import-errors" tabIndex={0} role="region" aria-label="Rows with errors">
      <table>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Error</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={i}>
              <td>{e.row}</td>
              <td>{e.column}</td>
              <td>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
