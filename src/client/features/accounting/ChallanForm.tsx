import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { lawOfMonth, paymentCodesOf } from '../../../shared/accounting/law-in-force';
import {
  CHALLAN_LABELS,
  challanCodeLabel,
  challanFormSchema,
  monthLabel,
  type ChallanFormValues,
  type ChallanInput,
} from '../../../shared/accounting/tds-challans';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { Field, SelectField } from '../../ui/Field';
import { FormDateField } from '../../ui/FormDateField';
import { useNotify } from '../../ui/use-notify';
import { useRecordChallanMutation } from './challans-api';

const EMPTY: ChallanFormValues = {
  bsrCode: '',
  depositDate: '',
  serial: '',
  month: '',
  section: '',
  tax: '',
  interest: '',
  fee: '',
};

/**
 * Record a challan from the bank's counterfoil: the shared schema checks every field at once and
 * names each mistake under its field; the server answers the same words (and a repeated receipt).
 */
export function ChallanForm({ months }: { months: readonly string[] }) {
  const notify = useNotify();
  const [record, saving] = useRecordChallanMutation();
  const form = useForm<ChallanFormValues, unknown, ChallanInput>({
    defaultValues: { ...EMPTY, month: months[0] ?? '' },
    resolver: zodResolver(challanFormSchema),
  });
  const { errors } = form.formState;
  // The quarter's months fall under one Act: its codes are the choices (one code: chosen already).
  const law = lawOfMonth(form.watch('month') || months[0] || '2026-04');
  const codes = paymentCodesOf(law);

  const onValid = async (input: ChallanInput) => {
    const result = await record(input);
    if ('error' in result)
      return notify.error(serverMessage(result.error) ?? 'Failed to record the challan.');
    notify.success(result.data.message);
    form.reset({ ...EMPTY, month: input.month });
  };

  // Each field with its rule's message under it (linked as its description).
  const field = (
    name: keyof ChallanFormValues & keyof typeof CHALLAN_LABELS,
    extra: { placeholder?: string; inputMode?: 'numeric' | 'decimal' } = {},
  ) => (
    <Field
      label={CHALLAN_LABELS[name]}
      {...extra}
      {...form.register(name)}
      aria-invalid={errors[name] ? true : undefined}
      hint={errors[name]?.message}
      className={errors[name] ? 'field--invalid' : undefined}
    />
  );

  return (
    <form
      className="challan-form"
      onSubmit={form.handleSubmit(onValid)}
      noValidate
      aria-label="Record a challan"
    >
      {field('bsrCode', { placeholder: '7 digits', inputMode: 'numeric' })}
      <FormDateField
        control={form.control}
        name="depositDate"
        label={CHALLAN_LABELS.depositDate}
        error={errors.depositDate?.message}
      />
      {field('serial', { placeholder: '5 digits', inputMode: 'numeric' })}
      <SelectField
        label={CHALLAN_LABELS.month}
        options={months.map((m) => ({ value: m, label: monthLabel(m) }))}
        {...form.register('month')}
      />
      <SelectField
        label={challanCodeLabel(law)}
        options={[
          ...(codes.length > 1 ? [{ value: '', label: 'Choose...' }] : []),
          ...codes.map((c) => ({ value: c, label: c })),
        ]}
        {...form.register('section')}
        error={errors.section?.message}
      />
      <p className="challan-form__fixed">Minor head {law.minorHead}</p>
      {field('tax', { inputMode: 'decimal' })}
      {field('interest', { inputMode: 'decimal', placeholder: '0' })}
      {field('fee', { inputMode: 'decimal', placeholder: '0' })}
      <Button type="submit" busy={saving.isLoading} busyLabel="Saving...">
        Record Challan
      </Button>
    </form>
  );
}
