import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import logo from '../../ui/logo.svg';
import { NoticeArea } from '../../ui/NoticeArea';
import './auth.css';

/** The frame of the signed-out screens (Login, Signup). */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-page">
      <NoticeArea />
      <main className="auth-card">
        <div className="auth-card__brand">
          <img src={logo} alt="" width={40} height={40} />
          <div>
            <div className="auth-card__product">Freight Back Office</div>
            <div className="auth-card__tagline">Trips, vendors and bills in one place</div>
          </div>
        </div>
        <h1 className="auth-card__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}

interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The Username input's value and change handler (and its message, where the form names one). */
  usernameField: Omit<ComponentProps<typeof Field>, 'label'>;
  /** The submit button: its label, and its label while the call runs. */
  button: { label: string; busy: boolean; busyLabel: string };
  /** The fields after Username. */
  children: ReactNode;
  /** The links under the form (to the other screen, Reset Password). */
  links: ReactNode;
  /** The form's accessible name. */
  label: string;
}

/** A signed-out form: Username, the screen's own fields, its submit button, then its links. */
export function AuthForm({ onSubmit, usernameField, button, children, links, label }: AuthFormProps) {
  return (
    <>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={label}>
        <Field label="Username" name="username" autoComplete="username" {...usernameField} />
        {children}
        <Button type="submit" busy={button.busy} busyLabel={button.busyLabel}>
          {button.label}
        </Button>
      </form>
      <div className="auth-links">{links}</div>
    </>
  );
}
