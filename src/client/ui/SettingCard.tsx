import type { FormEvent, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from './Button';
import type { SchemaForm } from './use-schema-form';
import { useSettingForm, type SaveAnswer } from './use-setting-form';

interface SettingCardProps {
  /** The form's accessible name. */
  label: string;
  title: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => unknown;
  saving: boolean;
  saveLabel?: string;
  children: ReactNode;
}

/** A Settings card: its title, its fields and the Save button that waits while the save runs. */
function SettingCard({ label, title, onSubmit, saving, saveLabel = 'Save', children }: SettingCardProps) {
  return (
    <form className="card" onSubmit={onSubmit} noValidate aria-label={label}>
      <h2 className="card__title">{title}</h2>
      {children}
      <Button type="submit" busy={saving} busyLabel="Saving...">
        {saveLabel}
      </Button>
    </form>
  );
}

interface SettingFormProps<T extends FieldValues> extends Pick<
  SettingCardProps,
  'label' | 'title' | 'saveLabel'
> {
  schema: z.ZodType<T, unknown>;
  /** The stored setting the form starts from. */
  stored: T;
  /** The save mutation (RTK Query): its trigger and its state. */
  save: readonly [(values: T) => Promise<SaveAnswer>, { isLoading: boolean }];
  /** What a failed save says when the server gave no message. */
  failed: string;
  /** The card's fields, drawn from the form. */
  children: (form: SchemaForm<T>) => ReactNode;
}

/**
 * A Settings card whose form starts from the stored setting and is checked by its shared schema;
 * Save sends it and announces the answer (useSettingForm).
 */
export function SettingForm<T extends FieldValues>({
  schema,
  stored,
  save: [save, saving],
  failed,
  children,
  ...card
}: SettingFormProps<T>) {
  const { form, onSubmit } = useSettingForm(schema, stored, save, failed);
  return (
    <SettingCard {...card} onSubmit={onSubmit} saving={saving.isLoading}>
      {children(form)}
    </SettingCard>
  );
}
