import { useLocation } from 'react-router-dom';
import { LANDING_PATH } from '../../../shared/auth/modules';

/**
 * Where a login goes: back to the page a visitor was sent away from (a session that ended
 * mid-form, a shared link to a searched list), else SPEC.md's /home. Only an address of this
 * app is followed, never another site.
 */
export function useLandingPath(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
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
