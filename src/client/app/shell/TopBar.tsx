import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { moduleForPath } from '../../../shared/auth/modules';
import { useAppSelector } from '../hooks';
import { selectPermissions } from '../../permissions/selectors';
import logo from '../../ui/logo.svg';
import { ChunkBoundary } from '../../ui/ChunkBoundary';
import { LogoutButton } from './LogoutButton';
import { MenuButton } from './MenuButton';
import { SearchBox } from './SearchBox';

// The bell (vehicle documents, India dates) loads just after the screen: not part of the first load.
const NotificationBell = lazy(() =>
  import(/* webpackChunkName: "notifications" */ '../../features/notifications/NotificationBell').then(
    (m) => ({ default: m.NotificationBell }),
  ),
);

export function TopBar({ menu }: { menu?: Parameters<typeof MenuButton>[0] }) {
  const username = useAppSelector((s) => s.auth.username);
  const permissions = useAppSelector(selectPermissions);
  const title = moduleForPath(useLocation().pathname)?.title ?? '';
  return (
    <header className="topbar">
      {menu && <MenuButton {...menu} />}
      <div className="topbar__brand">
        <img src={logo} alt="Freight Back Office" width={32} height={32} />
        <span className="topbar__greeting">
          Hello, <strong>{username}</strong>
        </span>
      </div>
      <h1 className="topbar__title">{title}</h1>
      <div className="topbar__tools">
        <SearchBox />
        {permissions.notifications && (
          <ChunkBoundary variant="inline">
            <NotificationBell />
          </ChunkBoundary>
        )}
        <LogoutButton />
      </div>
    </header>
  );
}
