import type { ReactNode } from 'react';
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
