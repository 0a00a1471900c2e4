import { useCallback, useMemo, useState } from 'react';
import { newPasswordProblem, type NewPasswordProblem } from '../../shared/auth/accounts';

const EMPTY = { newPassword: '', retypePassword: '' };
export type NewPasswordValues = typeof EMPTY;

/**
 * The state of a NewPasswordFields pair: the two values, the problem shown on its field, and the
 * check a form runs on submit (the app's password rule, shared/auth/accounts.ts).
 */
export function useNewPassword() {
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<NewPasswordProblem | null>(null);
  const onChange = useCallback((field: keyof NewPasswordValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field being corrected loses its mark; the next submit checks again.
    setProblem((current) => (current?.field === field ? null : current));
  }, []);
  /** True when the pair passes; else its field is marked with the rule's message. */
  const check = useCallback(() => {
    const found = newPasswordProblem(values.newPassword, values.retypePassword);
    setProblem(found);
    return found === null;
  }, [values]);
  const reset = useCallback(() => {
    setValues(EMPTY);
    setProblem(null);
  }, []);
  const fields = useMemo(() => ({ values, problem, onChange }), [values, problem, onChange]);
  return { values, check, reset, fields };
}
