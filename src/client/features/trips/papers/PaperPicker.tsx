import { useId, type ChangeEvent } from 'react';
import { TRIP_FIELD_LABELS, type TripFileField } from '../../../../shared/trips';
import { Button } from '../../../ui/Button';
import type { PaperState } from './use-trip-papers';

interface PaperPickerProps {
  field: TripFileField;
  state: PaperState | undefined;
  /** The paper on file already (a stored trip's), named beside the choice. */
  onFile?: string | null;
  disabled?: boolean;
  onChoose: (field: TripFileField, file: File | undefined) => void;
  onRemove: (field: TripFileField) => void;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-IN')} KB`;

/** What the paper's line says under its buttons. */
function PaperStatus({ state, onFile }: { state: PaperState | undefined; onFile?: string | null }) {
  if (!state) return onFile ? <span className="paper__on-file">On file: {onFile}</span> : null;
  if (state.state === 'making') return <span className="paper__making">Making a PDF of {state.name}...</span>;
  if (state.state === 'refused') return <span className="field__error">{state.message}</span>;
  const { file, fromPhoto } = state.paper;
  return (
    <span className="paper__ready">
      {file.name} ({kilobytes(file.size)}
      {fromPhoto ? ', PDF made from the photo' : ''})
    </span>
  );
}

/**
 * One paper: a camera button (the phone opens its back camera), a file button (a photo or a PDF
 * from the phone or computer) and what was chosen. Each button is its file input, drawn over
 * its label so a tap anywhere on it opens the camera or the file picker.
 */
export function PaperPicker({ field, state, onFile, disabled, onChoose, onRemove }: PaperPickerProps) {
  const label = TRIP_FIELD_LABELS[field];
  const titleId = useId();
  const statusId = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    onChoose(field, event.target.files?.[0]);
    // The same photo may be taken again after a Remove.
    event.target.value = '';
  };
  const input = (kind: 'photo' | 'file') => (
    <span className={`btn btn--secondary paper__pick${disabled ? ' paper__pick--disabled' : ''}`}>
      {kind === 'photo' ? 'Take photo' : 'Choose file'}
      <input
        type="file"
        aria-label={`${label}: ${kind === 'photo' ? 'take photo' : 'choose file'}`}
        aria-describedby={statusId}
        accept={kind === 'photo' ? 'image/*' : 'image/*,application/pdf,.pdf'}
        {...(kind === 'photo' ? { capture: 'environment' as const } : {})}
        disabled={disabled}
        onChange={choose}
      />
    </span>
  );
  return (
    <div
      className={`paper${state?.state === 'refused' ? ' paper--refused' : ''}`}
      role="group"
      aria-labelledby={titleId}
    >
      <span id={titleId} className="paper__name">
        {label}
      </span>
      <div className="paper__actions">
        {input('photo')}
        {input('file')}
        {state && state.state !== 'making' && (
          <Button variant="secondary" onClick={() => onRemove(field)} aria-label={`${label}: remove`}>
            Remove
          </Button>
        )}
      </div>
      <p id={statusId} className="paper__status" aria-live="polite">
        <PaperStatus state={state} onFile={onFile} />
      </p>
    </div>
  );
}
