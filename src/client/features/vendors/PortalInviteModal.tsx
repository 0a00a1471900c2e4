import { useState, type FormEvent } from 'react';
import type { VendorListRow } from '../../../shared/masters/wire';
import { inviteSchema } from '../../../shared/portal/portal';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useInvitePortalMutation } from './vendor-portal-api';

/**
 * Invite to portal (accountant, admin): a username for the vendor's login; the answer's link (valid
 * 7 days, once) is shown to copy, and mailed to the vendor's address when mail is set up.
 */
export function PortalInviteModal({ vendor, onClose }: { vendor: VendorListRow; onClose: () => void }) {
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [invite, { data, isLoading, reset }] = useInvitePortalMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = inviteSchema.safeParse({ username });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    const result = await invite({ vendorId: vendor.id, username: checked.data.username });
    setError('error' in result ? (serverMessage(result.error) ?? 'The invitation failed.') : undefined);
  };
  const close = () => {
    reset();
    onClose();
  };

  return (
    <Modal
      title={`Invite ${vendor.companyName} to the portal`}
      open
      onClose={close}
      busy={isLoading}
      actions={
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      }
    >
      {data ? (
        <div role="status">
          <p>
            {data.message}{' '}
            {data.mailQueued
              ? `The link is on its way to ${vendor.email}.`
              : 'It was not mailed (mail is not set up or the vendor has no e-mail): send this link yourself.'}
          </p>
          <Field label="Invitation link (valid 7 days, once)" readOnly value={data.link} />
        </div>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Invite to portal">
          <Field
            label="Username for the vendor"
            value={username}
            error={error}
            onChange={(e) => setUsername(e.target.value)}
          />
          <Button type="submit" busy={isLoading} busyLabel="Inviting...">
            Create invitation
          </Button>
        </form>
      )}
    </Modal>
  );
}
