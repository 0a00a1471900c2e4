import { useCallback, useMemo } from 'react';
import { useAppDispatch } from '../app/hooks';
import { attemptStarted, noticeShown, type NoticeKind } from './notices-slice';

/**
 * Shows a message in the notice area: notify.success('...'), notify.error('...').
 * notify.attempt() when a search or download starts clears the last attempt's error
 * (mutations do so by themselves).
 */
export function useNotify() {
  const dispatch = useAppDispatch();
  const show = useCallback(
    (kind: NoticeKind, text: string, options?: { sticky?: boolean }) =>
      dispatch(noticeShown(kind, text, options)),
    [dispatch],
  );
  return useMemo(
    () => ({
      success: (text: string, options?: { sticky?: boolean }) => show('success', text, options),
      error: (text: string) => show('error', text),
      info: (text: string) => show('info', text),
      attempt: () => dispatch(attemptStarted()),
    }),
    [show, dispatch],
  );
}
