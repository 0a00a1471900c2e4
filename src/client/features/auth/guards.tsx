import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { useLandingPath } from './landing';

/** Protected routes: a loading screen while the auth check runs, then / for visitors. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading } = useAppSelector((s) => s.auth);
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  // The whole address (filters included), so login returns to the same list or form.
  if (!isAuthenticated)
    return <Navigate to="/" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/** Login and Signup: a signed-in user goes to the page the session was lost on, else /home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading } = useAppSelector((s) => s.auth);
  const landing = useLandingPath();
  // SPEC.md section 2: while the authentication state is loading, a loading screen is shown (here too).
  if (loading) return <LoadingScreen />;
  if (isAuthenticated) return <Navigate to={landing} replace />;
  return <>{children}</>;
}
