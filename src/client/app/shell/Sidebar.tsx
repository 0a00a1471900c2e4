import { NavLink, useLocation } from 'react-router-dom';
import { ACCESS_MESSAGES } from '../../../shared/common/messages';
import { MODULES, moduleForPath } from '../../../shared/auth/modules';
import { useAppSelector } from '../hooks';
import { selectPermissions } from '../../permissions/selectors';
import { useNotify } from '../../ui/use-notify';
import { ModuleIcon } from './ModuleIcon';

/**
 * SPEC.md's ten entries in order, then Users and the month-end screens for those who may open them.
 * Blocked entries of SPEC.md's ten alert instead of opening.
 */
export function Sidebar({
  id,
  open = false,
  onChoose,
}: {
  id?: string;
  open?: boolean;
  onChoose?: () => void;
}) {
  const permissions = useAppSelector(selectPermissions);
  const notify = useNotify();
  const active = moduleForPath(useLocation().pathname);
  const entries = MODULES.filter((m) => !m.hiddenWhenBlocked || permissions[m.area]);

  return (
    <nav id={id} className={`sidebar${open ? ' is-open' : ''}`} aria-label="Modules">
      <ul>
        {entries.map((m) => {
          const allowed = permissions[m.area];
          return (
            <li key={m.key}>
              <NavLink
                to={m.path}
                // The name as a tooltip where the rail shows only the icon (shell.css).
                title={m.title}
                className={() =>
                  `sidebar__link${active?.key === m.key ? ' is-active' : ''}${allowed ? '' : ' is-blocked'}`
                }
                onClick={(event) => {
                  if (!allowed) {
                    event.preventDefault();
                    notify.error(ACCESS_MESSAGES.noAccess);
                  } else onChoose?.();
                }}
              >
                <ModuleIcon module={m.key} />
                <span>{m.title}</span>
                {!allowed && (
                  <svg
                    className="sidebar__lock"
                    viewBox="0 0 24 24"
                    width="12"
                    height="12"
                    aria-hidden="true"
                  >
                    <path
                      d="M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    />
                  </svg>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
