import type { FormEvent } from 'react';
import type { z } from 'zod';
import { firstIssue } from '../../shared/common/validation';
import { useNotify } from './use-notify';

/**
 * A one-message form's submit (login, signup: SPEC.md gives one sentence for any missing field)
 * checked by its shared zod schema: the first issue becomes an error notice and nothing is sent;
 * valid values go to `send`, parsed.
 */
export function useSchemaSubmit<T>(schema: z.ZodType<T>, values: unknown, send: (value: T) => unknown) {
  const notify = useNotify();
  return async (event: FormEvent) => {
    event.preventDefault();
    const checked = schema.safeParse(values);
    if (!checked.success) {
      notify.error(firstIssue(checked)!);
      return;
    }
    await send(checked.data);
  };
}
