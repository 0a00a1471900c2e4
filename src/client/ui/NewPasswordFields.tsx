import type { NewPasswordProblem } from '../../shared/auth/accounts';
import { Field } from './Field';
import type { NewPasswordValues } from './use-new-password';

interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  /** The rule the pair breaks, shown under its field (useNewPassword's check sets it). */
  problem: NewPasswordProblem | null;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
  /** The first field's label ("Password" where there is no other, "New password" beside a current one). */
  label?: string;
}

/** A new password and its retyped copy (activation, a vendor's own change), as password managers expect them. */
export function NewPasswordFields({ values, problem, onChange, label = 'Password' }: NewPasswordFieldsProps) {
  const errorOf = (field: keyof NewPasswordValues) =>
    problem?.field === field ? problem.message : undefined;
  return (
    <>
      <Field
        label={label}
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        error={errorOf('newPassword')}
        onChange={(e) => onChange('newPassword', e.target.value)}
      />
      <Field
        label={`Retype ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        value={values.retypePassword}
        error={errorOf('retypePassword')}
        onChange={(e) => onChange('retypePassword', e.target.value)}
      />
    </>
  );
}
