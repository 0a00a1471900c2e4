import {
  FREIGHT_MESSAGES,
  MAX_DESTINATION_LENGTH,
  freightPayloadSchema,
  type FreightPayload,
} from '../../../shared/masters/freight';
import {
  MAX_FREIGHT_RATE,
  RATE_BOUND,
  formatBound,
  numberInputProps,
} from '../../../shared/common/number-bounds';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useSchemaForm } from '../../ui/use-schema-form';
import { useScopedNotify } from '../../ui/use-scoped-notify';
import { announceSaved } from '../../ui/use-notify';
import { ADD_FREIGHT_ERRORS } from './freight-messages';
import { useAddFreightMutation } from './freight-api';

const EMPTY = { from_destination: '', to_destination: '', rate: '' };
const DESTINATIONS = [
  { key: 'from_destination', label: 'From Destination', example: 'e.g. Pune' },
  { key: 'to_destination', label: 'To Destination', example: 'e.g. Mumbai' },
] as const;

/** Adds a per-ton rate for a route. Values are capitalised and rounded by the shared rule before sending. */
export function FreightForm() {
  const form = useSchemaForm<typeof EMPTY, FreightPayload>(freightPayloadSchema as never, EMPTY);
  const [addFreight, { isLoading }] = useAddFreightMutation();
  const notify = useScopedNotify();

  async function save(payload: FreightPayload) {
    const result = await addFreight(payload);
    if (announceSaved(notify, result, ADD_FREIGHT_ERRORS, FREIGHT_MESSAGES.added)) form.reset(EMPTY);
  }

  return (
    <form className="card freight-form" onSubmit={form.submit(save)} noValidate aria-label="Add freight rate">
      <h2 className="freight-form__title">Add freight rate</h2>
      <div className="freight-form__fields">
        {DESTINATIONS.map(({ key, label, example }) => (
          <Field
            key={key}
            label={label}
            maxLength={MAX_DESTINATION_LENGTH}
            placeholder={example}
            required
            autoComplete="off"
            {...form.field(key)}
          />
        ))}
        <Field
          label="Rate"
          hint={`₹ per ton (whole rupees, at most ${formatBound(MAX_FREIGHT_RATE)})`}
          inputMode={numberInputProps(RATE_BOUND).inputMode}
          placeholder="e.g. 1250"
          required
          autoComplete="off"
          {...form.field('rate')}
        />
        <Button type="submit" busy={isLoading} busyLabel="Submitting..." className="freight-form__submit">
          Submit
        </Button>
      </div>
    </form>
  );
}
