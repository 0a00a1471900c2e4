import type { FormEvent, ReactNode } from 'react';
import { Button } from './Button';

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
export function SettingCard({
  label,
  title,
  onSubmit,
  saving,
  saveLabel = 'Save',
  children,
}: SettingCardProps) {
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
