import type { FreightPayload } from '../../../shared/masters/freight';
import type { Freight } from '../../../shared/masters/wire';
import { MAX_DESTINATION_LENGTH } from '../../../shared/masters/freight';
import { Button } from '../../ui/Button';
import { CellInput } from '../../ui/Field';
import { editRowKeyDown, type EditRowProps } from '../../ui/use-row-form';
import { RATE_BOUND, numberInputProps } from '../../../shared/common/number-bounds';

/** What the row's inputs hold, named as the add/update payload so the shared schema checks them. */
export interface FreightDraft {
  from_destination: string;
  to_destination: string;
  rate: string;
}

export const freightDraftOf = (freight: Freight): FreightDraft => ({
  from_destination: freight.from,
  to_destination: freight.to,
  rate: String(freight.rate),
});

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
        <Button
          variant="secondary"
          className="freight-table__delete"
          onClick={onDelete}
          aria-label={`Delete ${freight.from} to ${freight.to}`}
        >
          Delete
        </Button>
      </td>
    </tr>
  );
}

interface EditProps extends EditRowProps<FreightDraft, FreightPayload> {
  shown: FreightShown;
}

/**
 * The same row in edit mode: inputs, Save and Cancel. Enter saves, Escape reverts. One Save names
 * every mistake under its cell; one in a hidden column is named beside Save.
 */
export function FreightEditRow({ shown, index, form, saving, rowRef, onSave, onCancel }: EditProps) {
  const onKeyDown = editRowKeyDown({ onSave, onCancel });
  const hiddenMistakes = (['to', 'rate'] as const)
    .filter((key) => !shown(key))
    .map((key) => ({
      label: key === 'to' ? 'To' : 'Rate',
      error: form.errorOf(key === 'to' ? 'to_destination' : 'rate'),
    }))
    .filter((m) => m.error);
  return (
    <tr ref={rowRef} className="is-editing" onKeyDown={onKeyDown}>
      <td className="num">{index}</td>
      <td>
        <CellInput
          label="From"
          maxLength={MAX_DESTINATION_LENGTH}
          autoFocus
          {...form.field('from_destination')}
        />
      </td>
      {shown('to') && (
        <td>
          <CellInput label="To" maxLength={MAX_DESTINATION_LENGTH} {...form.field('to_destination')} />
        </td>
      )}
      {shown('rate') && (
        <td className="num">
          <CellInput
            label="Rate"
            className="freight-table__rate"
            inputMode={numberInputProps(RATE_BOUND).inputMode}
            {...form.field('rate')}
          />
        </td>
      )}
      <td>
        <Button onClick={onSave} busy={saving} busyLabel="Saving...">
          Save
        </Button>
        {hiddenMistakes.length > 0 && (
          <ul className="field__error" aria-label="Mistakes in hidden columns">
            {hiddenMistakes.map((m) => (
              <li key={m.label}>
                {m.label}: {m.error}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </td>
    </tr>
  );
}
