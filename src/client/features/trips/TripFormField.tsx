import type { InputHTMLAttributes } from 'react';
import { Controller, type Control, type ControllerRenderProps, type UseFormRegister } from 'react-hook-form';
import { formatINR } from '../../../shared/common/money';
import { numberInputProps } from '../../../shared/common/number-bounds';
import { TRIP_MESSAGES } from '../../../shared/trips';
import { Field, SelectField } from '../../ui/Field';
import { SuggestField } from './SuggestField';
import { selectOptions, type TripInput } from './trip-form-fields';
import type { TripComputed, TripFormState } from './trip-form-values';

export interface TripFieldContext {
  control: Control<TripFormState>;
  register: UseFormRegister<TripFormState>;
  values: TripFormState;
  computed: TripComputed;
  /** The suggestions of each suggest field for the current text. */
  suggestionsFor: (name: 'TruckNumber' | 'Vendor' | 'DestinationFrom' | 'DestinationTo') => readonly string[];
  /** The message of the rule a field breaks, if any. */
  errorOf: (name: keyof TripFormState) => string | undefined;
  isNew: boolean;
  readOnly: boolean;
  seeFreight: boolean;
  selectGuard: object;
  /** A read-only form refuses any change (and clears itself). */
  deny: () => void;
}

/** Under Freight: the rate used, or why there is none yet. */
function freightHint(form: TripFormState, rate: number): string {
  if (!form.DestinationFrom.trim() || !form.DestinationTo.trim())
    return 'Rate x weight, once both destinations are chosen';
  if (rate) return `Rate ${formatINR(rate)} per ton`;
  return Number(form.Weight) > 0
    ? 'Rate not found for this route'
    : 'Rate x weight, once the weight is entered';
}

const EMPTY_TEXT: Partial<Record<string, string>> = {
  Vendor: TRIP_MESSAGES.noVendors,
  DestinationFrom: TRIP_MESSAGES.noData,
  DestinationTo: TRIP_MESSAGES.noData,
};

/** One input of the trip form, drawn from its entry in TRIP_INPUTS. */
export function TripFormField({ input, context }: { input: TripInput; context: TripFieldContext }) {
  const { control, values, computed } = context;
  switch (input.kind) {
    case 'suggest':
    case 'select':
      return (
        <Controller
          control={control}
          name={input.name}
          render={({ field }) => <ControlledField input={input} field={field} context={context} />}
        />
      );
    case 'text':
      return <RegisteredField input={input} context={context} />;
    case 'number':
      return (
        <RegisteredField
          input={input}
          context={context}
          type="number"
          step={input.step}
          min={input.inputMode ? undefined : '0'}
          inputMode={input.inputMode}
        />
      );
    case 'bounded':
      return (
        <RegisteredField input={input} context={context} type="number" {...numberInputProps(input.bound)} />
      );
    case 'freight':
      if (!context.seeFreight) return null;
      return (
        <Field
          label="Freight"
          value={computed.freight.toLocaleString('en-IN')}
          readOnly
          tabIndex={-1}
          hint={freightHint(values, computed.rate)}
        />
      );
    case 'tdsRate':
      return (
        <Field
          label="TDS Rate"
          value={`${computed.tdsRate}`}
          readOnly
          tabIndex={-1}
          adornment={<span className="unit">%</span>}
        />
      );
  }
}

type TypedInput = Extract<TripInput, { kind: 'text' | 'number' | 'bounded' }>;

/** A typed input bound to the form: its label, the attributes of its kind, then read-only, its error and the binding. */
function RegisteredField({
  input,
  context,
  ...attributes
}: { input: TypedInput; context: TripFieldContext } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field
      label={input.label}
      {...attributes}
      readOnly={context.readOnly}
      error={context.errorOf(input.name)}
      {...context.register(input.name)}
    />
  );
}

type ControlledInput = Extract<TripInput, { kind: 'suggest' | 'select' }>;

/** A suggest or select input, kept by the form library's controller. */
function ControlledField({
  input,
  field,
  context,
}: {
  input: ControlledInput;
  field: ControllerRenderProps<TripFormState, ControlledInput['name']>;
  context: TripFieldContext;
}) {
  const { errorOf, isNew, readOnly } = context;
  if (input.kind === 'suggest') {
    return (
      <SuggestField
        label={input.label}
        value={field.value}
        onChange={field.onChange}
        suggestions={() => context.suggestionsFor(input.name)}
        emptyText={EMPTY_TEXT[input.name]}
        upperCase={input.upperCase}
        readOnly={readOnly}
        required
        error={errorOf(input.name)}
      />
    );
  }
  return (
    <SelectField
      label={input.label}
      placeholder={input.placeholder}
      options={selectOptions(input.name, isNew)}
      required
      error={errorOf(input.name)}
      // At /home/{tripId} the status is locked (SPEC.md section 4); a read-only form offers no choice.
      disabled={readOnly || (input.name === 'TransactionStatus' && !isNew)}
      title={
        input.name === 'TransactionStatus' && !isNew
          ? "The status of a recorded trip changes on Today's List or Reports"
          : undefined
      }
      value={field.value}
      onChange={readOnly ? context.deny : field.onChange}
      {...context.selectGuard}
    />
  );
}
