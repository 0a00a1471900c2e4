import { Controller } from 'react-hook-form';
import { DOCUMENT_LABELS, type DocumentKey } from '../../../shared/masters/vehicle';
import { describedBy, FieldError } from '../../ui/Field';
import type { SchemaForm } from '../../ui/use-schema-form';
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
  const file = describedBy(fileId, undefined, fileError);
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
        <Controller
          control={form.control}
          name={`documents.${docKey}.file`}
          render={({ field }) => (
            <input
              key={fileInputsKey}
              id={fileId}
              ref={field.ref}
              name={field.name}
              type="file"
              accept="application/pdf,.pdf"
              {...file.aria}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(e.target.files?.[0] ?? null);
                // A wrong file is named as soon as it is chosen, not only on Submit.
                void form.trigger(`documents.${docKey}.file`);
              }}
            />
          )}
        />
        <FieldError id={file.errorId} error={fileError} />
      </td>
      {(['startDate', 'endDate'] as const).map((part) => {
        const id = `${rowId}-${part === 'startDate' ? 'start' : 'end'}`;
        const { error, ...input } = form.field(`documents.${docKey}.${part}`);
        const described = describedBy(id, undefined, error);
        return (
          <td key={part}>
            <label className="visually-hidden" htmlFor={id}>
              {label} {part === 'startDate' ? 'Start Date' : 'End Date'}
            </label>
            <input id={id} type="date" {...described.aria} {...input} />
            <FieldError id={described.errorId} error={error} />
          </td>
        );
      })}
    </tr>
  );
}
