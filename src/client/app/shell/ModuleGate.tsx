import type { ReactNode } from 'react';
import { ACCESS_MESSAGES } from '../../../shared/common/messages';
import type { Area } from '../../../shared/auth/permissions';
import { useAppSelector } from '../hooks';
import { selectPermissions } from '../../permissions/selectors';

/** A module opened by URL that the profile may not use shows the access message, not the screen. */
export function ModuleGate({ area, children }: { area: Area; children: ReactNode }) {
  const allowed = useAppSelector(selectPermissions)[area];
  if (!allowed) {
    return (
      <section className="empty-state" role="alert">
        {ACCESS_MESSAGES.noAccess}
      </section>
    );
  }
  return <>{children}</>;
}
