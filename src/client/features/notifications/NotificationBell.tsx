import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { expiryWording, vehicleScreenPath } from '../../../shared/masters/expiry-notice';
import { daysLeft, documentLabel, isValid, truckNumberKey } from '../../../shared/masters/vehicle';
import type { ExpiryNotification } from '../../../shared/dashboard/notifications-wire';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { LineIcon } from '../../ui/LineIcon';
import { useOutsideClick } from '../../ui/use-outside-click';
import { useDailyRefreshAt0005 } from './daily-refresh';
import { useListNotificationsQuery } from './notifications-api';
import './notifications.css';

function BellIcon() {
  return <LineIcon path="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" size={20} strokeWidth={1.8} />;
}

/** A notice opens the Vehicle screen on its truck, for a profile that may open that screen. */
function NoticeRow({ notice, onOpen }: { notice: ExpiryNotification; onOpen: (() => void) | null }) {
  const expired = !isValid(daysLeft(notice.end_date));
  const text = (
    <>
      <span className="bell__truck">Truck No: {truckNumberKey(notice.truck_no)}</span>
      <span className="bell__doc">{documentLabel(notice.field_name)}</span>
      <span className="bell__date">{expiryWording(notice.end_date)}</span>
    </>
  );
  return (
    <li className={`bell__item${expired ? ' is-expired' : ''}`}>
      <span className="bell__mark">
        {expired && (
          <span role="img" aria-label="Expired" title="Expired">
            ⚠
          </span>
        )}
      </span>
      {onOpen ? (
        <Link className="bell__text bell__link" to={vehicleScreenPath(notice.truck_no)} onClick={onOpen}>
          {text}
        </Link>
      ) : (
        <span className="bell__text">{text}</span>
      )}
    </li>
  );
}

/**
 * The top bar's bell: a count of vehicle documents expired or about to expire, and their list.
 * Fetched on load, again whenever the list is opened, and daily at 00:05 (SPEC.md sections 4, 9).
 * A failed fetch is only logged (SPEC.md section 8).
 */
export function NotificationBell() {
  const { data: notices = [], error, refetch } = useListNotificationsQuery();
  const canOpenVehicle = useAppSelector(selectPermissions).vehicle;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useDailyRefreshAt0005(refetch);

  useEffect(() => {
    if (error) console.error('Fetching notifications failed', error);
  }, [error]);

  // Close on a click anywhere outside the bell and its list, or on Escape.
  useOutsideClick(root, open, () => setOpen(false));
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  function toggle() {
    if (!open) refetch();
    setOpen(!open);
  }

  const count = notices.length;
  // The name ends with the badge as shown (axe: the visible "3" must be in the name, and a
  // parenthesised "(3)" does not count), so speech-input users can say what they see.
  const badge = count > 99 ? '99+' : String(count);
  return (
    <div className="bell" ref={root}>
      <button
        type="button"
        className="icon-btn bell__button"
        aria-label={count > 0 ? `Notifications: ${badge}` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <BellIcon />
        {count > 0 && (
          <span className="bell__badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div className="bell__panel" id={panelId} role="region" aria-label="Notifications list">
          <h2 className="bell__title">Notifications</h2>
          {count === 0 ? (
            <p className="bell__empty">No notifications</p>
          ) : (
            <ul className="bell__list">
              {notices.map((n) => (
                <NoticeRow
                  key={`${n.truck_no}-${n.field_name}`}
                  notice={n}
                  onOpen={canOpenVehicle ? () => setOpen(false) : null}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
