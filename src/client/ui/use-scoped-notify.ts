import { useCallback, useMemo, useRef } from 'react';
import { useAppDispatch } from '../app/hooks';
import { noticeDismissed, noticeShown, type NoticeKind } from './notices-slice';

/**
 * Like useNotify, for one form or table: each new message from it replaces that scope's earlier
 * error, so a fixed mistake's message does not linger next to the success that followed.
 * Errors still stay until the next message or until dismissed.
 */
export function useScopedNotify() {
  const dispatch = useAppDispatch();
  const lastError = useRef<string | null>(null);
  const show = useCallback(
    (kind: NoticeKind, text: string) => {
      if (lastError.current) dispatch(noticeDismissed(lastError.current));
      const action = dispatch(noticeShown(kind, text));
      lastError.current = kind === 'error' ? action.payload.id : null;
    },
    [dispatch],
  );
  return useMemo(
    () => ({
      success: (text: string) => show('success', text),
      error: (text: string) => show('error', text),
    }),
    [show],
  );
}
