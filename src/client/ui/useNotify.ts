import { useCallback, useMemo } from 'react';
import { useAppDispatch } from '../app/hooks';
import { noticeShown, type NoticeKind } from './noticesSlice';

/** Shows a message in the notice area: notify.success('...'), notify.error('...'). */
export function useNotify() {
  const dispatch = useAppDispatch();
  const show = useCallback(
    (kind: NoticeKind, text: string, options?: { sticky?: boolean }) => dispatch(noticeShown(kind, text, options)),
    [dispatch],
  );
  return useMemo(
    () => ({
      success: (text: string, options?: { sticky?: boolean }) => show('success', text, options),
      error: (text: string) => show('error', text),
      info: (text: string) => show('info', text),
    }),
    [show],
  );
}
