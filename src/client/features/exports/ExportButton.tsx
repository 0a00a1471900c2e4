import { Button } from '../../ui/Button';
import { useExcelExport } from './useExcelExport';
import type { ExportSpec } from './workbook';
import './exports.css';

interface ExportButtonProps<Row> {
  /** Built when clicked, so the rows are the ones on screen at that moment. */
  spec: () => ExportSpec<Row>;
  label?: string;
  disabled?: boolean;
}

/** 'Download Excel': writes the file in the browser and shows how far it has got. */
export function ExportButton<Row>({ spec, label = 'Download Excel', disabled }: ExportButtonProps<Row>) {
  const { run, exporting, progress } = useExcelExport();
  return (
    <span className="export-button">
      <Button
        variant="secondary"
        busy={exporting}
        busyLabel={`Writing Excel ${progress ?? 0}%`}
        disabled={disabled}
        onClick={() => run(spec())}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className="export-button__icon">
          <path d="M12 4v10m0 0-4-4m4 4 4-4M5 18h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {label}
      </Button>
      {exporting && (
        <progress className="export-button__progress" max={100} value={progress ?? 0} aria-label="Excel export progress" />
      )}
    </span>
  );
}
