import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { announceSaved, useNotify } from './use-notify';
import { useSchemaForm } from './use-schema-form';

/** A save call's answer, as an RTK Query mutation resolves. */
export type SaveAnswer = { data: { message: string } } | { error: unknown };

/**
 * A settings form: checked by its shared schema and starting from what is stored; its onSubmit
 * sends the checked values and announces the answer (the server's message, or `failed`).
 */
export function useSettingForm<T extends FieldValues>(
  schema: z.ZodType<T, unknown>,
  stored: T,
  save: (values: T) => Promise<SaveAnswer>,
  failed: string,
) {
  const notify = useNotify();
  const form = useSchemaForm<T>(schema, stored);
  const onSubmit = form.submit(async (values) => {
    announceSaved(notify, await save(values), failed);
  });
  return { form, onSubmit };
}
