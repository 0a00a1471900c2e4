import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { moduleForPath } from '../../../shared/auth/modules';
import { useAppDispatch, useAppSelector } from '../hooks';
import { moduleEntered } from '../ui-slice';
import { ChunkBoundary } from '../../ui/ChunkBoundary';
import { NoticeArea } from '../../ui/NoticeArea';
import { OfflineBanner } from '../../ui/OfflineBanner';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import './shell.css';

const SIDEBAR_ID = 'modules-menu';

/** Every protected screen: sidebar, top bar, and the chosen module's body. */
export function Shell() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const activeModule = useAppSelector((s) => s.ui.activeModule);
  // On a phone the sidebar is a menu above the screen: choosing a module (or Back to another page) closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.pathname;

  // The active module is remembered for the browser session (the ui slice is persisted).
  useEffect(() => {
    const module = moduleForPath(location.pathname);
    if (module && module.key !== activeModule) dispatch(moduleEntered(module.key));
  }, [dispatch, location.pathname, activeModule]);

  return (
    <div className="shell">
      <TopBar
        menu={{
          open: menuOpen,
          controls: SIDEBAR_ID,
          onToggle: () => setMenuOpenedAt(menuOpen ? null : location.pathname),
        }}
      />
      <Sidebar id={SIDEBAR_ID} open={menuOpen} onChoose={() => setMenuOpenedAt(null)} />
      <main className="shell__body">
        <OfflineBanner />
        <NoticeArea />
        {/* Keyed by the module: after a screen failed to load, another one is tried afresh. */}
        <ChunkBoundary key={moduleForPath(location.pathname)?.key ?? location.pathname}>
          <Outlet />
        </ChunkBoundary>
      </main>
    </div>
  );
}
