import { useLocation } from 'react-router-dom';
import { LANDING_PATH } from '../../../shared/auth/modules';
import { VENDOR_PROFILE } from '../../../shared/auth/profiles';
import { PORTAL_PATH } from '../../../shared/portal/paths';

/** What the login page is told when a session ended under the user: where it ended. */
export interface LoginState {
  from: string;
  sessionEnded: true;
}

/** The login page's state, when a session ended (anything else is a plain visit). */
export function useEndedSession(): LoginState | null {
  const state = useLocation().state as Partial<LoginState> | null;
  return state?.sessionEnded === true && typeof state.from === 'string' ? (state as LoginState) : null;
}

/**
 * Where a login goes: SPEC.md's /home, or, after a session that ended under the user (expired,
 * ended elsewhere, mid-form), back to the page it ended on. Only an address of this app is
 * followed, never another site.
 */
export function useLandingPath(): string {
  const from = useEndedSession()?.from;
  if (
    typeof from !== 'string' ||
    !from.startsWith('/') ||
    from.startsWith('//') ||
    from === '/' ||
    from.startsWith('/signup')
  )
    return LANDING_PATH;
  return from;
}

/** Where a login of this profile goes: a vendor's login to the portal, staff never there. */
export function landingFor(profile: string | null, landing: string): string {
  const inPortal = landing === PORTAL_PATH || landing.startsWith(`${PORTAL_PATH}/`);
  if (profile === VENDOR_PROFILE) return inPortal ? landing : PORTAL_PATH;
  return inPortal ? LANDING_PATH : landing;
}
