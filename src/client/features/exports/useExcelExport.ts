import { useCallback, useRef, useState } from 'react';
import { useNotify } from '../../ui/useNotify';
import { exportExcel } from './exportExcel';
import type { ExportSpec } from './workbook';

/** Our words: SPEC.md gives no message for a failed export. */
export const EXPORT_FAILED = 'The Excel file could not be written. Please try again.';

/** Runs one export at a time and exposes its progress (0-100) for the button. */
export function useExcelExport() {
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef(false);
  const notify = useNotify();

  const run = useCallback(
    async <Row,>(spec: ExportSpec<Row>) => {
      if (running.current) return;
      running.current = true;
      setProgress(0);
      try {
        await exportExcel(spec, (fraction) => setProgress(Math.round(fraction * 100)));
      } catch (error) {
        console.error('Excel export failed', error);
        notify.error(EXPORT_FAILED);
      } finally {
        running.current = false;
        setProgress(null);
      }
    },
    [notify],
  );

  return { run, exporting: progress !== null, progress };
}
