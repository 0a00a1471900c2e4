import { useState, type FormEvent } from 'react';
import { todayInIndia } from '../../../shared/dates';
import { DUPLICATE_REFERENCE, PAYMENT_MODES, checkPaymentDate, paymentInputSchema, type PaymentMode } from '../../../shared/payments';
import { firstIssue } from '../../../shared/validation';
import { errorCode, serverMessage } from '../../app/errors';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { Button } from '../../ui/Button';
import { Field, SelectField } from '../../ui/Field';
import { useNotify } from '../../ui/useNotify';
import { useRecordPaymentMutation } from './paymentsApi';

const FAILED = 'Failed to record the payment. Please try again.';

const emptyForm = () => ({ date: todayInIndia(), mode: 'NEFT' as PaymentMode, reference: '', amount: '', note: '' });

/** Record a payment against the bill on screen: the shared rules first, then the server's answer. */
export function PaymentForm({ billId, billDate, disabled }: { billId: string; billDate: string; disabled: boolean }) {
  const notify = useNotify();
  const [form, setForm] = useState(emptyForm);
  const [recordPayment, recording] = useRecordPaymentMutation();
  /** The server's warning that the reference is already used, while the clerk decides. */
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const set = (key: keyof ReturnType<typeof emptyForm>) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = paymentInputSchema.safeParse({ billId, ...form });
    const problem = checked.success ? checkPaymentDate(checked.data.date, billDate, todayInIndia()) : firstIssue(checked);
    if (problem) {
      notify.error(problem);
      return;
    }
    await save(false);
  }

  async function save(confirmDuplicateReference: boolean) {
    const result = await recordPayment({ billId, ...form, ...(confirmDuplicateReference ? { confirmDuplicateReference } : {}) });
    setDuplicate(null);
    if ('error' in result) {
      // The same UTR or cheque number on an earlier payment: asked before anything is saved.
      if (errorCode(result.error) === DUPLICATE_REFERENCE) setDuplicate(serverMessage(result.error) ?? FAILED);
      else notify.error(serverMessage(result.error) ?? FAILED);
      return;
    }
    notify.success(result.data.message);
    if (result.data.warning) notify.info(result.data.warning);
    setForm(emptyForm());
  }

  return (
    <>
      <form className="card payment-form" onSubmit={submit} noValidate aria-label="Record payment">
        <h2 className="card__title">Record payment</h2>
        <Field label="Payment Date" type="date" value={form.date} onChange={set('date')} required />
        <SelectField label="Mode" value={form.mode} options={PAYMENT_MODES.map((m) => ({ value: m, label: m }))} onChange={set('mode')} />
        <Field
          label="Reference"
          value={form.reference}
          onChange={set('reference')}
          hint={form.mode === 'Cash' ? 'Optional for cash' : form.mode === 'Cheque' ? 'Cheque number' : 'UTR number'}
          maxLength={40}
        />
        <Field label="Amount (Rs.)" inputMode="decimal" value={form.amount} onChange={set('amount')} />
        <Field label="Note" value={form.note} onChange={set('note')} maxLength={200} />
        <Button type="submit" busy={recording.isLoading} busyLabel="Recording..." disabled={disabled}>
          Record Payment
        </Button>
      </form>
      <ConfirmModal
        title="Reference already used"
        text={duplicate ?? ''}
        open={duplicate !== null}
        confirmLabel="Record anyway"
        busyLabel="Recording..."
        busy={recording.isLoading}
        onConfirm={() => void save(true)}
        onCancel={() => setDuplicate(null)}
      />
    </>
  );
}
