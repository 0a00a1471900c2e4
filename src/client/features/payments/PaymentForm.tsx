import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { todayInIndia } from '../../../shared/common/dates';
import { toPaise } from '../../../shared/common/money';
import {
  CASH_ABOVE_LIMIT,
  DUPLICATE_REFERENCE,
  MAX_NOTE,
  MAX_REFERENCE,
  PAYMENT_MESSAGES,
  PAYMENT_MODES,
  paymentFormSchema,
  type PaymentDraft,
} from '../../../shared/payments/payments';
import { errorCode, serverMessage } from '../../app/errors';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { Button } from '../../ui/Button';
import { Field, SelectField } from '../../ui/Field';
import { FormDateField } from '../../ui/FormDateField';
import { useNotify } from '../../ui/use-notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import { useRecordPaymentMutation } from './payments-api';

const FAILED = 'Failed to record the payment. Please try again.';

/** The field a server refusal is about, read from the rule's words (they name the field first). */
function fieldOfRefusal(message: string): 'amount' | 'date' | 'reference' | null {
  if (message.startsWith('Amount ')) return 'amount';
  if (message.startsWith('Payment date ') || message === PAYMENT_MESSAGES.dateInvalid) return 'date';
  if (message.startsWith('Reference ')) return 'reference';
  return null;
}

const emptyForm = (): PaymentDraft => ({
  date: todayInIndia(),
  mode: 'NEFT',
  reference: '',
  amount: '',
  note: '',
});

/** What the server asks the clerk to confirm before it saves, by its errorCode. */
const QUESTIONS: Record<string, { title: string; confirm: Confirmation }> = {
  [DUPLICATE_REFERENCE]: { title: 'Reference already used', confirm: 'confirmDuplicateReference' },
  [CASH_ABOVE_LIMIT]: { title: 'Cash above the daily cash limit', confirm: 'confirmCashLimit' },
};
type Confirmation = 'confirmDuplicateReference' | 'confirmCashLimit';

/**
 * Record a payment against the bill on screen: the shared rules name every mistake beside its
 * field; the server then may ask to confirm a reused reference or cash above the daily cash limit (whole payment disallowed).
 */
export function PaymentForm({
  billId,
  billDate,
  outstanding,
  disabled,
}: {
  billId: string;
  billDate: string;
  /** What the bill still owes, in rupees: more is named beside Amount before anything is sent. */
  outstanding: number;
  disabled: boolean;
}) {
  const notify = useNotify();
  const form = useSchemaForm<PaymentDraft, unknown>(
    () => paymentFormSchema(billDate, todayInIndia(), toPaise(outstanding)),
    emptyForm(),
  );
  const mode = useWatch({ control: form.control, name: 'mode' });
  const [recordPayment, recording] = useRecordPaymentMutation();
  /** The server's question while the clerk decides, and what was already confirmed. */
  const [question, setQuestion] = useState<{ title: string; text: string; confirm: Confirmation } | null>(
    null,
  );
  const [confirmed, setConfirmed] = useState<Partial<Record<Confirmation, true>>>({});

  async function save(confirmations: Partial<Record<Confirmation, true>>) {
    // The typed text is sent: the server reads '50,000' with the same shared rule.
    const result = await recordPayment({ billId, ...form.getValues(), ...confirmations });
    setQuestion(null);
    if ('error' in result) {
      const asked = QUESTIONS[errorCode(result.error) ?? ''];
      if (asked) {
        setConfirmed(confirmations);
        setQuestion({
          title: asked.title,
          text: serverMessage(result.error) ?? FAILED,
          confirm: asked.confirm,
        });
      } else refused(serverMessage(result.error) ?? FAILED);
      return;
    }
    notify.success(result.data.message);
    if (result.data.warning) notify.info(result.data.warning);
    setConfirmed({});
    form.reset(emptyForm());
  }

  /** A refusal that names a field's rule (another clerk paid meanwhile: over the outstanding) sits beside it. */
  function refused(message: string) {
    const field = fieldOfRefusal(message);
    if (!field) return notify.error(message);
    form.setError(field, { message });
    form.setFocus(field);
  }

  return (
    <>
      <form
        className="card payment-form"
        onSubmit={form.submit(() => save({}))}
        noValidate
        aria-label="Record payment"
      >
        <h2 className="card__title">Record payment</h2>
        <FormDateField
          control={form.control}
          name="date"
          label="Payment Date"
          required
          error={form.errorOf('date')}
        />
        <SelectField
          label="Mode"
          options={PAYMENT_MODES.map((m) => ({ value: m, label: m }))}
          {...form.field('mode')}
        />
        <Field
          label="Reference"
          hint={mode === 'Cash' ? 'Optional for cash' : mode === 'Cheque' ? 'Cheque number' : 'UTR number'}
          maxLength={MAX_REFERENCE}
          {...form.field('reference')}
        />
        <Field
          label="Amount (Rs.)"
          inputMode="decimal"
          hint="e.g. 50,000 or 1,00,000.50"
          {...form.field('amount')}
        />
        <Field label="Note" maxLength={MAX_NOTE} {...form.field('note')} />
        <Button type="submit" busy={recording.isLoading} busyLabel="Recording..." disabled={disabled}>
          Record Payment
        </Button>
      </form>
      <ConfirmModal
        title={question?.title ?? ''}
        text={question?.text ?? ''}
        open={question !== null}
        confirmLabel="Record anyway"
        busyLabel="Recording..."
        busy={recording.isLoading}
        onConfirm={() => question && void save({ ...confirmed, [question.confirm]: true })}
        onCancel={() => setQuestion(null)}
      />
    </>
  );
}
