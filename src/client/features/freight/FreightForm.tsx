import { useState, type FormEvent } from 'react';
import { FREIGHT_MESSAGES, MAX_DESTINATION_LENGTH, checkFreightPayload } from '../../../shared/freight';
import { MAX_FREIGHT_RATE, RATE_BOUND, formatBound, numberInputProps } from '../../../shared/numberBounds';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useScopedNotify } from '../../ui/useScopedNotify';
import { errorMessage } from '../../app/errors';
import { ADD_FREIGHT_ERRORS } from './freightMessages';
import { useAddFreightMutation } from './freightApi';

const EMPTY = { from: '', to: '', rate: '' };
const DESTINATIONS = [
  { key: 'from', label: 'From Destination', example: 'e.g. Pune' },
  { key: 'to', label: 'To Destination', example: 'e.g. Mumbai' },
] as const;

/** Adds a per-ton rate for a route. Values are capitalised and rounded by the shared rule before sending. */
export function FreightForm() {
  const [values, setValues] = useState(EMPTY);
  const [addFreight, { isLoading }] = useAddFreightMutation();
  const notify = useScopedNotify();

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkFreightPayload({ from_destination: values.from, to_destination: values.to, rate: values.rate });
    if (!checked.ok) {
      notify.error(checked.message);
      return;
    }
    const result = await addFreight(checked.value);
    if (result.error) {
      notify.error(errorMessage(result.error, ADD_FREIGHT_ERRORS));
      return;
    }
    notify.success(FREIGHT_MESSAGES.added);
    setValues(EMPTY);
  }

  return (
    <form className="card freight-form" onSubmit={onSubmit} noValidate aria-label="Add freight rate">
      <h2 className="freight-form__title">Add freight rate</h2>
      <div className="freight-form__fields">
        {DESTINATIONS.map(({ key, label, example }) => (
          <Field key={key} label={label} value={values[key]} onChange={set(key)} maxLength={MAX_DESTINATION_LENGTH} placeholder={example} required autoComplete="off" />
        ))}
        <Field
          label="Rate"
          hint={`₹ per ton (whole rupees, at most ${formatBound(MAX_FREIGHT_RATE)})`}
          value={values.rate}
          onChange={set('rate')}
          inputMode={numberInputProps(RATE_BOUND).inputMode}
          placeholder="e.g. 1250"
          required
          autoComplete="off"
        />
        <Button type="submit" busy={isLoading} busyLabel="Submitting..." className="freight-form__submit">
          Submit
        </Button>
      </div>
    </form>
  );
}
