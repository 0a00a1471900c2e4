import { profileChangeSchema, type ProfileChange } from '../../../shared/auth/accounts';
import type { UserAccount } from '../../../shared/auth/wire';
import { PROFILES, PROFILE_LABELS } from '../../../shared/auth/profiles';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { announceSaved, useNotify } from '../../ui/use-notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import { useChangeUserProfileMutation } from './users-api';

const PROFILE_OPTIONS = PROFILES.map((p) => ({ value: p, label: PROFILE_LABELS[p] }));

interface EditUserModalProps {
  user: UserAccount;
  onClose: () => void;
}

/**
 * Edit user (admin): what the server lets an admin change about an account, its profile. Checked
 * by the shared rule; a mistake is named beside its field, the server's refusal in a notice.
 */
export function EditUserModal({ user, onClose }: EditUserModalProps) {
  const form = useSchemaForm<{ profile: string }, ProfileChange>(() => profileChangeSchema(user.profile), {
    profile: user.profile,
  });
  const [changeProfile, { isLoading }] = useChangeUserProfileMutation();
  const notify = useNotify();

  async function save({ profile }: ProfileChange) {
    const result = await changeProfile({ username: user.username, profile });
    if (announceSaved(notify, result, 'The change could not be saved. Please try again.')) onClose();
  }

  return (
    <Modal title={`Edit user ${user.username}`} open onClose={onClose} busy={isLoading}>
      <form className="modal-form" onSubmit={form.submit(save)} noValidate aria-label="Edit user">
        <p className="users__edit-note">
          Changing the profile signs the user out; their next sign-in has the new profile.
        </p>
        <SelectField
          label="Profile"
          options={PROFILE_OPTIONS}
          placeholder="Select a profile"
          {...form.field('profile')}
        />
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" busy={isLoading} busyLabel="Saving...">
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}
