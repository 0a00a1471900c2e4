import { Button } from '../ui/Button';
import { useNotify } from '../ui/use-notify';
import { useExcelExport, type AnyExportSpec } from './use-excel-export';
import './exports.css';

interface ExportButtonProps<Row> {
  /** Built when clicked: the rows on screen, a whole list read page by page, or why there is nothing to write. */
  spec: () => AnyExportSpec<Row> | string;
  label?: string;
  disabled?: boolean;
}

const count = (n: number) => n.toLocaleString('en-IN');

/** 'Download Excel': writes the file and shows how far it has got, with a Cancel while it runs. */
export function ExportButton<Row>({ spec, label = 'Download Excel', disabled }: ExportButtonProps<Row>) {
  const { run, cancel, exporting, progress, detail } = useExcelExport();
  const notify = useNotify();
  const start = () => {
    const built = spec();
    if (typeof built === 'string') notify.error(built);
    else void run(built);
  };
  const text = !detail
    ? `Writing Excel ${progress ?? 0}%`
    : detail.phase === 'writing'
      ? `Writing ${count(detail.rows)} rows...`
      : `Fetching ${count(detail.rows)} of ${count(detail.total)} rows`;
  return (
    <span className="export-button">
      <Button variant="secondary" busy={exporting} busyLabel={text} disabled={disabled} onClick={start}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className="export-button__icon">
          <path
            d="M12 4v10m0 0-4-4m4 4 4-4M5 18h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {label}
      </Button>
      {exporting && (
        <>
          <progress
            className="export-button__progress"
            max={100}
            value={progress ?? 0}
            aria-label="Excel export progress"
          />
          <Button variant="link" onClick={cancel}>
            Cancel
          </Button>
        </>
      )}
    </span>
  );
}
