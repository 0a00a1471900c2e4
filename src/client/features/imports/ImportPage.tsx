import { useId, useState, type ChangeEvent, type FormEventHandler } from 'react';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import {
  IMPORT_AREA,
  IMPORT_KINDS,
  IMPORT_TITLES,
  importOptionsSchema,
  type ImportOptions,
  type ImportRow,
} from '../../../shared/imports/master-import';
import type { ImportCheck } from '../../../shared/imports/wire';
import { serverMessage } from '../../app/errors';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { Button } from '../../ui/Button';
import { describedBy, FieldError } from '../../ui/Field';
import { announceSaved, useNotify } from '../../ui/use-notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import {
  useCheckImportMutation,
  useDownloadImportTemplateMutation,
  useRunImportMutation,
} from './imports-api';
import { readImportFile } from './read-import-file';
import './imports.css';

interface Preview {
  fileName: string;
  rows: ImportRow[];
  check: ImportCheck;
}

/** Import (/import): master data from Excel, previewed row by row, stored all or nothing. */
export function ImportPage() {
  const permissions = useAppSelector(selectPermissions);
  const kinds = IMPORT_KINDS.filter((k) => permissions[IMPORT_AREA[k]]);
  const notify = useNotify();
  const form = useSchemaForm<ImportOptions>(importOptionsSchema, {
    kind: kinds[0] ?? 'vehicles',
    leaveOut: false,
  });
  const { kind, leaveOut } = useWatch({ control: form.control }) as ImportOptions;
  const [preview, setPreview] = useState<Preview | null>(null);
  /** Why the chosen file cannot be read, shown beside the file input. */
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const [reading, setReading] = useState(false);
  const fileId = useId();
  const file = describedBy(fileId, undefined, fileProblem);
  const [downloadTemplate, templateState] = useDownloadImportTemplateMutation();
  const [check] = useCheckImportMutation();
  const [runImport, importState] = useRunImportMutation();

  async function fileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again (after fixing it) reads it again
    if (!file) return;
    setPreview(null);
    setFileProblem(undefined);
    form.setValue('leaveOut', false);
    setReading(true);
    try {
      const rows = await readImportFile(kind, file);
      const result = await check({ kind, rows });
      if ('error' in result)
        notify.error(serverMessage(result.error) ?? 'The file could not be checked. Please try again.');
      else setPreview({ fileName: file.name, rows, check: result.data });
    } catch (error) {
      setFileProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setReading(false);
    }
  }

  async function importRows({ kind, leaveOut }: ImportOptions) {
    if (!preview) return;
    const badRows = new Set(preview.check.errors.map((e) => e.row));
    const rows = leaveOut ? preview.rows.filter((r) => !badRows.has(r.row)) : preview.rows;
    const result = await runImport({ kind, rows });
    if (announceSaved(notify, result, 'The import failed; nothing was stored.')) setPreview(null);
  }

  return (
    <section className="import-page">
      <div className="card">
        <h2 className="card__title">Import from Excel</h2>
        <fieldset className="import-kinds">
          <legend>What to import</legend>
          {kinds.map((k) => (
            <label key={k}>
              <input
                type="radio"
                value={k}
                {...form.register('kind', {
                  onChange: () => {
                    setPreview(null);
                    setFileProblem(undefined);
                  },
                })}
              />{' '}
              {IMPORT_TITLES[k]}
            </label>
          ))}
        </fieldset>
        <ol className="import-steps">
          <li>
            <Button
              variant="secondary"
              busy={templateState.isLoading}
              busyLabel="Downloading..."
              onClick={() => downloadTemplate(kind)}
            >
              Download template
            </Button>
          </li>
          <li>
            <label className="import-file" htmlFor={fileId}>
              Upload the filled .xlsx
            </label>
            <input
              id={fileId}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={fileChosen}
              disabled={reading || importState.isLoading}
              {...file.aria}
            />
            <FieldError id={file.errorId} error={fileProblem} />
            {reading && <span role="status"> Reading and checking the file...</span>}
          </li>
        </ol>
      </div>
      {preview && (
        <ImportPreview
          preview={preview}
          leaveOut={leaveOut}
          leaveOutField={form.register('leaveOut')}
          importing={importState.isLoading}
          onSubmit={form.submit(importRows)}
        />
      )}
    </section>
  );
}

interface ImportPreviewProps {
  preview: Preview;
  leaveOut: boolean;
  leaveOutField: UseFormRegisterReturn<'leaveOut'>;
  importing: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/** The checked file: its counts, its errors, and Import (only all rows valid, or the bad ones left out). */
function ImportPreview({ preview, leaveOut, leaveOutField, importing, onSubmit }: ImportPreviewProps) {
  const badRowCount = new Set(preview.check.errors.map((e) => e.row)).size;
  const canImport = preview.check.valid > 0 && (badRowCount === 0 || leaveOut);
  return (
    <form className="card" aria-live="polite" onSubmit={onSubmit} noValidate aria-label="Import rows">
      <h2 className="card__title">Preview: {preview.fileName}</h2>
      <p>
        {preview.check.total} rows: {preview.check.valid} ready to import, {badRowCount} with errors.
      </p>
      {badRowCount > 0 && <ImportErrors errors={preview.check.errors} />}
      {badRowCount > 0 && (
        <label className="import-leave-out">
          <input type="checkbox" {...leaveOutField} /> Leave out the{' '}
          {badRowCount === 1 ? 'row' : `${badRowCount} rows`} with errors
        </label>
      )}
      <Button type="submit" disabled={!canImport} busy={importing} busyLabel="Importing...">
        Import {leaveOut || badRowCount === 0 ? preview.check.valid : preview.check.total} rows
      </Button>
      {!canImport && badRowCount > 0 && (
        <p className="import-hint">
          Nothing is stored while a row has errors: fix them in the file and upload it again, or leave those
          rows out.
        </p>
      )}
    </form>
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
