import type { ChangeEvent } from 'react';
import { DOCUMENT_LABELS, type DocumentKey } from '../../../shared/vehicle';
import type { DocumentSlotValues } from './addVehicleForm';

interface DocumentSlotRowProps {
  docKey: DocumentKey;
  slot: DocumentSlotValues;
  /** The add form's id prefix: each input gets a stable id of its own. */
  idPrefix: string;
  /** Changes when the form is reset: file inputs cannot be cleared by state, a new key empties them. */
  fileInputsKey: number;
  invalid: boolean;
  onFileChosen: (key: DocumentKey, event: ChangeEvent<HTMLInputElement>) => void;
  onChange: (key: DocumentKey, change: Partial<DocumentSlotValues>) => void;
}

/** One document of the add form: its PDF and its start and end dates. */
export function DocumentSlotRow({ docKey, slot, idPrefix, fileInputsKey, invalid, onFileChosen, onChange }: DocumentSlotRowProps) {
  const rowId = `${idPrefix}-${docKey}`;
  const label = DOCUMENT_LABELS[docKey];
  return (
    <tr className={invalid ? 'is-invalid' : undefined}>
      <th scope="row">{label}</th>
      <td>
        {/* The row and column headers are the visible labels; a real label names the input. */}
        <label className="visually-hidden" htmlFor={`${rowId}-file`}>
          {label} PDF File
        </label>
        <input
          key={fileInputsKey}
          id={`${rowId}-file`}
          type="file"
          accept="application/pdf,.pdf"
          aria-invalid={invalid || undefined}
          onChange={(e) => onFileChosen(docKey, e)}
        />
      </td>
      {(['startDate', 'endDate'] as const).map((field) => (
        <td key={field}>
          <label className="visually-hidden" htmlFor={`${rowId}-${field === 'startDate' ? 'start' : 'end'}`}>
            {label} {field === 'startDate' ? 'Start Date' : 'End Date'}
          </label>
          <input
            id={`${rowId}-${field === 'startDate' ? 'start' : 'end'}`}
            type="date"
            value={slot[field]}
            aria-invalid={invalid || undefined}
            onChange={(e) => onChange(docKey, { [field]: e.target.value })}
          />
        </td>
      ))}
    </tr>
  );
}
