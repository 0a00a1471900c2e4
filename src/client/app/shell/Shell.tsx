import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { moduleForPath } from '../../../shared/modules';
import { useAppDispatch, useAppSelector } from '../hooks';
import { moduleEntered } from '../uiSlice';
import { NoticeArea } from '../../ui/NoticeArea';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import './shell.css';

const SIDEBAR_ID = 'modules-menu';

/** Every protected screen: sidebar, top bar, and the chosen module's body. */
export function Shell() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const activeModule = useAppSelector((s) => s.ui.activeModule);
  // On a phone the sidebar is a menu over the screen: closed again once a module is chosen.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // The active module is remembered for the browser session (the ui slice is persisted).
  useEffect(() => {
    const module = moduleForPath(location.pathname);
    if (module && module.key !== activeModule) dispatch(moduleEntered(module.key));
  }, [dispatch, location.pathname, activeModule]);

  return (
    <div className="shell">
      <TopBar menu={{ open: menuOpen, controls: SIDEBAR_ID, onToggle: () => setMenuOpen((open) => !open) }} />
      <Sidebar id={SIDEBAR_ID} open={menuOpen} />
      <main className="shell__body">
        <NoticeArea />
        <Outlet />
      </main>
    </div>
  );
}
