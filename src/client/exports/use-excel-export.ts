import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../app/hooks';
import { sheetTitle } from './sheet-title';
import { serverMessage } from '../app/errors';
import { exportWrittenMessage } from '../../shared/common/messages';
import { useNotify } from '../ui/use-notify';
import { exportExcel } from './export-excel';
import { writePagedExport, type ExportProgress, type PagedExportSpec } from './paged-export';
import { saveFile } from '../app/download';
import { XLSX_MIME, type ExportSpec } from './workbook';

/** Our words: SPEC.md gives no message for a failed export. */
export const EXPORT_FAILED = 'The Excel file could not be written. Please try again.';
export const EXPORT_CANCELLED = 'The Excel download was cancelled.';
const ROWS = ['row', 'rows'] as const;

export type AnyExportSpec<Row> = ExportSpec<Row> | PagedExportSpec<Row>;
const isPaged = <Row>(spec: AnyExportSpec<Row>): spec is PagedExportSpec<Row> => 'fetchPage' in spec;

export interface ExportState {
  /** 0-100 while an export runs, null otherwise. */
  progress: number | null;
  /** What it is doing, for the progress text. */
  detail: ExportProgress | null;
}

/**
 * Runs one export at a time: the rows on hand, or a whole list fetched page by page and written
 * in a Web Worker. Exposes the progress and a cancel.
 */
export function useExcelExport() {
  const [state, setState] = useState<ExportState>({ progress: null, detail: null });
  const running = useRef<AbortController | null>(null);
  const notify = useNotify();
  const username = useAppSelector((s) => s.auth.username);
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(
    async <Row>(subjectSpec: AnyExportSpec<Row>) => {
      if (running.current) return;
      notify.attempt();
      // The screen names what and for which filters; the title adds when and who.
      const titled = (title: string) => sheetTitle(title, username);
      const spec = isPaged(subjectSpec)
        ? { ...subjectSpec, title: titled(subjectSpec.title) }
        : {
            ...subjectSpec,
            title: titled(subjectSpec.title),
            moreSheets: subjectSpec.moreSheets?.map((sheet) => ({ ...sheet, title: titled(sheet.title) })),
          };
      const controller = new AbortController();
      running.current = controller;
      setState({ progress: 0, detail: null });
      try {
        if (isPaged(spec)) {
          let written = 0;
          const bytes = await writePagedExport(spec, {
            signal: controller.signal,
            onProgress: (detail) => {
              written = detail.rows;
              setState({ progress: percent(detail), detail });
            },
          });
          saveFile(new Blob([bytes], { type: XLSX_MIME }), spec.fileName);
          notify.success(exportWrittenMessage(written, spec.rowNoun ?? ROWS, spec.fileName));
        } else {
          await exportExcel(spec, (fraction) =>
            setState({ progress: Math.round(fraction * 100), detail: null }),
          );
          notify.success(exportWrittenMessage(spec.rows.length, ROWS, spec.fileName));
        }
      } catch (error) {
        if (controller.signal.aborted) notify.info(EXPORT_CANCELLED);
        else {
          console.error('Excel export failed', error);
          notify.error(serverMessage(error) ?? EXPORT_FAILED);
        }
      } finally {
        running.current = null;
        setState({ progress: null, detail: null });
      }
    },
    [notify, username],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  return { run, cancel, exporting: state.progress !== null, progress: state.progress, detail: state.detail };
}

/** Fetching is most of the work; writing the file is the last stretch. */
function percent(detail: ExportProgress): number {
  if (detail.phase === 'writing') return 95;
  return Math.round((detail.rows / Math.max(detail.total, 1)) * 90);
}
