import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LANDING_PATH } from '../../../shared/modules';
import { useAppSelector } from '../../app/hooks';
import { LoadingScreen } from '../../ui/LoadingScreen';

/** Protected routes: a loading screen while the auth check runs, then / for visitors. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading } = useAppSelector((s) => s.auth);
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (!isAuthenticated) return <Navigate to="/" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

/** Login and Signup: a signed-in user goes straight to the Dashboard (issue 13; SPEC.md said /home). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading } = useAppSelector((s) => s.auth);
  // SPEC.md section 2: while the authentication state is loading, a loading screen is shown (here too).
  if (loading) return <LoadingScreen />;
  if (isAuthenticated) return <Navigate to={LANDING_PATH} replace />;
  return <>{children}</>;
}
