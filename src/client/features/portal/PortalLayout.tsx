import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { PORTAL_PATH } from '../../../shared/portal/paths';
import { NoticeArea } from '../../ui/NoticeArea';
import { usePortalMeQuery } from './portal-api';
import './portal.css';

/** The portal's screens, as tabs that wrap on a phone. */
const TABS = [
  { path: PORTAL_PATH, label: 'Bills', end: true },
  { path: `${PORTAL_PATH}/payments`, label: 'Payments' },
  { path: `${PORTAL_PATH}/statement`, label: 'Statement' },
  { path: `${PORTAL_PATH}/tds`, label: 'TDS' },
  { path: `${PORTAL_PATH}/trips`, label: 'Trips' },
  { path: `${PORTAL_PATH}/profile`, label: 'My details' },
];

/**
 * The vendor portal's frame: the vendor's name, its tabs and the logout (given by the app's
 * composition), laid out for a phone first (one column, large touch targets).
 */
export function PortalLayout({ logout }: { logout: ReactNode }) {
  const me = usePortalMeQuery();
  return (
    <div className="portal">
      <header className="portal__header">
        <div>
          <strong className="portal__vendor">{me.data?.vendor.companyName ?? ''}</strong>
          <small className="portal__user">{me.data?.username ?? ''}</small>
        </div>
        {logout}
      </header>
      <nav className="portal__tabs" aria-label="Portal">
        {TABS.map((tab) => (
          <NavLink key={tab.path} to={tab.path} end={tab.end} className="portal__tab">
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <NoticeArea />
      <main className="portal__main">
        <Outlet />
      </main>
    </div>
  );
}
