import { useState, type FormEvent } from 'react';
import {
  CHANGE_FIELDS,
  CHANGE_LABELS,
  changeRequestSchema,
  type ChangeField,
} from '../../../shared/portal/portal';
import { formatIndianDate } from '../../../shared/common/dates';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useNotify } from '../../ui/use-notify';
import { usePortalMeQuery, useRequestChangeMutation } from './portal-api';
import { PortalPasswordCard } from './PortalPasswordCard';

const EMPTY: Record<ChangeField, string> = {
  email: '',
  mobile: '',
  bankName: '',
  bankAccount: '',
  ifscCode: '',
};

/**
 * The vendor's contact and bank details as the office keeps them, and a request to change them:
 * it waits for the office's approval (one at a time), checked by the vendor form's own rules.
 * Below them, the login's own password.
 */
export function PortalProfilePage() {
  const me = usePortalMeQuery();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | undefined>();
  const [request, { isLoading }] = useRequestChangeMutation();
  const notify = useNotify();
  const vendor = me.data?.vendor;
  const pending = me.data?.pendingRequest;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const asked = Object.fromEntries(
      CHANGE_FIELDS.filter((f) => values[f].trim() !== '').map((f) => [f, values[f]]),
    );
    const checked = changeRequestSchema.safeParse(asked);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    const result = await request(asked);
    if ('error' in result)
      return notify.error(serverMessage(result.error) ?? 'The request could not be sent.');
    notify.success(result.data.message);
    setValues(EMPTY);
  };

  return (
    <>
      <section className="portal-card" aria-label="My details">
        <strong>My details</strong>
        <dl className="portal-card__amounts">
          {CHANGE_FIELDS.map((f) => (
            <div key={f} style={{ display: 'contents' }}>
              <dt>{CHANGE_LABELS[f]}</dt>
              <dd>{vendor?.[f] || '-'}</dd>
            </div>
          ))}
        </dl>
      </section>
      {pending ? (
        <section className="portal-card" aria-label="Waiting for approval">
          <strong>Waiting for the office's approval (asked {formatIndianDate(pending.requestedAt)})</strong>
          {pending.changes.map((c) => (
            <small key={c.field}>
              {CHANGE_LABELS[c.field]}: {c.from || '-'} → {c.to || '-'}
            </small>
          ))}
        </section>
      ) : (
        <form className="portal-card portal-form" onSubmit={(e) => void submit(e)} noValidate>
          <strong>Ask to change</strong>
          <small>Fill in only what changes; the office approves it before it is used.</small>
          {CHANGE_FIELDS.map((f) => (
            <Field
              key={f}
              label={`New ${CHANGE_LABELS[f]}`}
              value={values[f]}
              onChange={(e) => setValues({ ...values, [f]: e.target.value })}
            />
          ))}
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" busy={isLoading} busyLabel="Sending...">
            Send request
          </Button>
        </form>
      )}
      {me.data && <PortalPasswordCard username={me.data.username} />}
    </>
  );
}
