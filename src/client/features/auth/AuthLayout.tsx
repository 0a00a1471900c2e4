import type { FormEvent, ReactNode } from 'react';
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
  onSubmit: (event: FormEvent) => void;
  username: string;
  onUsername: (username: string) => void;
  /** The submit button: its label, and its label while the call runs. */
  button: { label: string; busy: boolean; busyLabel: string };
  /** The fields after Username. */
  children: ReactNode;
  /** The links under the form (to the other screen, Reset Password). */
  links: ReactNode;
}

/** A signed-out form: Username, the screen's own fields, its submit button, then its links. */
export function AuthForm({ onSubmit, username, onUsername, button, children, links }: AuthFormProps) {
  return (
    <>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <Field label="Username" name="username" autoComplete="username" value={username} onChange={(e) => onUsername(e.target.value)} />
        {children}
        <Button type="submit" busy={button.busy} busyLabel={button.busyLabel}>
          {button.label}
        </Button>
      </form>
      <div className="auth-links">{links}</div>
    </>
  );
}
