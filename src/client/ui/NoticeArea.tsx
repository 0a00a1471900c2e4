import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { noticeDismissed, SUCCESS_NOTICE_MS, type Notice } from './noticesSlice';
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
      <button type="button" className="notice__close" aria-label="Dismiss" onClick={() => dispatch(noticeDismissed(notice.id))}>
        ×
      </button>
    </div>
  );
}

/** The page's notices: success vanishes after 3 s, errors stay until dismissed. */
export function NoticeArea() {
  const notices = useAppSelector((state) => state.notices);
  return (
    <div className="notice-area" aria-live="polite">
      {notices.map((n) => (
        <NoticeItem key={n.id} notice={n} />
      ))}
    </div>
  );
}
