import type { KeyboardEvent, Ref } from 'react';
import type { Freight } from '../../../shared/freight';
import { MAX_DESTINATION_LENGTH } from '../../../shared/freight';
import { Button } from '../../ui/Button';
import { RATE_BOUND, numberInputProps } from '../../../shared/numberBounds';

export interface FreightDraft {
  from: string;
  to: string;
  rate: string;
}

export const draftOf = (freight: Freight): FreightDraft => ({ from: freight.from, to: freight.to, rate: String(freight.rate) });

/** Which of the hideable columns (To, Rate) the user shows (the "Columns" menu; From is pinned). */
export type FreightShown = (key: 'to' | 'rate') => boolean;

interface ViewProps {
  shown: FreightShown;
  freight: Freight;
  index: number;
  onEdit: () => void;
  onDelete: () => void;
}

/** A rate as listed: index, from, to, rate, and its Edit and Delete buttons. */
export function FreightViewRow({ shown, freight, index, onEdit, onDelete }: ViewProps) {
  return (
    <tr>
      <td className="num">{index}</td>
      <td>{freight.from}</td>
      {shown('to') && <td>{freight.to}</td>}
      {shown('rate') && <td className="num">{freight.rate.toLocaleString('en-IN')}</td>}
      <td>
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${freight.from} to ${freight.to}`}>
          Edit
        </Button>
      </td>
      <td>
        <Button variant="secondary" className="freight-table__delete" onClick={onDelete} aria-label={`Delete ${freight.from} to ${freight.to}`}>
          Delete
        </Button>
      </td>
    </tr>
  );
}

interface EditProps {
  shown: FreightShown;
  index: number;
  draft: FreightDraft;
  saving: boolean;
  rowRef: Ref<HTMLTableRowElement>;
  onChange: (field: keyof FreightDraft, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** The same row in edit mode: inputs, Save and Cancel. Enter saves, Escape reverts. */
export function FreightEditRow({ shown, index, draft, saving, rowRef, onChange, onSave, onCancel }: EditProps) {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSave();
    } else if (event.key === 'Escape') {
      onCancel();
    }
  }
  return (
    <tr ref={rowRef} className="is-editing" onKeyDown={onKeyDown}>
      <td className="num">{index}</td>
      <td>
        <input aria-label="From" value={draft.from} maxLength={MAX_DESTINATION_LENGTH} autoFocus onChange={(e) => onChange('from', e.target.value)} />
      </td>
      {shown('to') && (
        <td>
          <input aria-label="To" value={draft.to} maxLength={MAX_DESTINATION_LENGTH} onChange={(e) => onChange('to', e.target.value)} />
        </td>
      )}
      {shown('rate') && (
        <td className="num">
          <input aria-label="Rate" className="freight-table__rate" inputMode={numberInputProps(RATE_BOUND).inputMode} value={draft.rate} onChange={(e) => onChange('rate', e.target.value)} />
        </td>
      )}
      <td>
        <Button onClick={onSave} busy={saving} busyLabel="Saving...">
          Save
        </Button>
      </td>
      <td>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </td>
    </tr>
  );
}
