import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { LANDING_PATH } from '../../../shared/auth/modules';
import { VENDOR_PROFILE } from '../../../shared/auth/profiles';
import { PORTAL_PATH } from '../../../shared/portal/paths';
import { landingFor, useLandingPath, type LoginState } from './landing';

/** Protected routes: a loading screen while the auth check runs, then / for visitors. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading, sessionEnded } = useAppSelector((s) => s.auth);
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  // A session that ended under the user: the login page says so, and login returns to the whole
  // address (filters included). A visitor who was not signed in logs in to /home (SPEC.md).
  if (!isAuthenticated)
    return (
      <Navigate
        to="/"
        replace
        state={
          sessionEnded
            ? ({ from: location.pathname + location.search, sessionEnded } satisfies LoginState)
            : null
        }
      />
    );
  return <>{children}</>;
}

/** Login and Signup: a signed-in user goes to the page the session ended on, else /home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading, profile } = useAppSelector((s) => s.auth);
  const landing = landingFor(profile, useLandingPath());
  // SPEC.md section 2: while the authentication state is loading, a loading screen is shown (here too).
  if (loading) return <LoadingScreen />;
  if (isAuthenticated) return <Navigate to={landing} replace />;
  return <>{children}</>;
}

/** The office's screens: a vendor's login goes to its portal instead (the server refuses it every office call). */
export function StaffOnly({ children }: { children: ReactNode }) {
  const profile = useAppSelector((s) => s.auth.profile);
  if (profile === VENDOR_PROFILE) return <Navigate to={PORTAL_PATH} replace />;
  return <>{children}</>;
}

/** The portal's screens: a staff login goes to the office's landing. */
export function VendorOnly({ children }: { children: ReactNode }) {
  const profile = useAppSelector((s) => s.auth.profile);
  if (profile !== VENDOR_PROFILE) return <Navigate to={LANDING_PATH} replace />;
  return <>{children}</>;
}
