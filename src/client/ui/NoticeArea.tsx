import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { MAX_NOTICES, noticeDismissed, SUCCESS_NOTICE_MS, type Notice } from './notices-slice';
import { NOTICE_AREA_CLASS, useTopDialog } from './open-dialogs';
import { useNoticeSpace } from './use-notice-space';
import './ui.css';

function NoticeItem({ notice }: { notice: Notice }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (notice.kind !== 'success' || notice.sticky) return;
    const timer = setTimeout(() => dispatch(noticeDismissed(notice.id)), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, notice]);
  return (
    <div className={`notice notice--${notice.kind}`} role="alert">
      <span className="notice__text">{notice.text}</span>
      {notice.reference && <span className="notice__reference">Reference {notice.reference}</span>}
      <button
        type="button"
        className="notice__close"
        aria-label="Dismiss"
        onClick={() => dispatch(noticeDismissed(notice.id))}
      >
        ×
      </button>
    </div>
  );
}

/**
 * The page's notices: success vanishes after 3 s, errors stay until dismissed; newest first, at
 * most MAX_NOTICES. While a modal dialog is open the area renders inside it (the dialog's top
 * layer), so a message is never hidden behind the dialog or out of reach of the mouse. The page
 * keeps room for the notices, so they never cover the fields being fixed or Submit.
 */
export function NoticeArea() {
  const notices = useAppSelector((state) => state.notices);
  const dialog = useTopDialog();
  const ref = useRef<HTMLDivElement>(null);
  useNoticeSpace(ref, dialog === null);
  const area = (
    <div ref={ref} className={NOTICE_AREA_CLASS} aria-live="polite">
      {[...notices]
        .reverse()
        .slice(0, MAX_NOTICES)
        .map((n) => (
          <NoticeItem key={n.id} notice={n} />
        ))}
    </div>
  );
  return dialog ? createPortal(area, dialog) : area;
}
