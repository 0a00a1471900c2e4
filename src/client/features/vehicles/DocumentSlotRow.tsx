import { DOCUMENT_LABELS, type DocumentKey } from '../../../shared/masters/vehicle';
import { FormDateField } from '../../ui/FormDateField';
import type { SchemaForm } from '../../ui/use-schema-form';
import { PdfFileInput } from './PdfFileInput';
import type { AddVehicleChecked, AddVehicleValues } from './add-vehicle-form';

interface DocumentSlotRowProps {
  docKey: DocumentKey;
  form: SchemaForm<AddVehicleValues, AddVehicleChecked>;
  /** The add form's id prefix: each input gets a stable id of its own. */
  idPrefix: string;
  /** Changes when the form is reset: file inputs cannot be cleared by state, a new key empties them. */
  fileInputsKey: number;
}

/** One document of the add form: its PDF and its start and end dates, each with its own message. */
export function DocumentSlotRow({ docKey, form, idPrefix, fileInputsKey }: DocumentSlotRowProps) {
  const rowId = `${idPrefix}-${docKey}`;
  const label = DOCUMENT_LABELS[docKey];
  const fileId = `${rowId}-file`;
  const fileError = form.errorOf(`documents.${docKey}.file`);
  return (
    <tr
      className={
        fileError ||
        form.errorOf(`documents.${docKey}.startDate`) ||
        form.errorOf(`documents.${docKey}.endDate`)
          ? 'is-invalid'
          : undefined
      }
    >
      <th scope="row">{label}</th>
      <td>
        {/* The row and column headers are the visible labels; a real label names the input. */}
        <label className="visually-hidden" htmlFor={fileId}>
          {label} PDF File
        </label>
        <PdfFileInput
          control={form.control}
          name={`documents.${docKey}.file`}
          id={fileId}
          error={fileError}
          resetKey={fileInputsKey}
          // A wrong file is named as soon as it is chosen, not only on Submit.
          onChosen={() => void form.trigger(`documents.${docKey}.file`)}
        />
      </td>
      {(['startDate', 'endDate'] as const).map((part) => (
        <td key={part}>
          <FormDateField
            cell
            control={form.control}
            name={`documents.${docKey}.${part}`}
            id={`${rowId}-${part === 'startDate' ? 'start' : 'end'}`}
            label={`${label} ${part === 'startDate' ? 'Start Date' : 'End Date'}`}
            error={form.errorOf(`documents.${docKey}.${part}`)}
          />
        </td>
      ))}
    </tr>
  );
}
