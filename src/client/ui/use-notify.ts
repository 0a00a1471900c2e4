import { useCallback, useMemo } from 'react';
import { serverMessage } from '../app/errors';
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

/**
 * A saving call's answer as a notice: the server's own message either way, `failed` when a refusal
 * carries none. True when it was saved (the caller may then close or reset the form).
 */
export function announceSaved<T extends { message: string }>(
  notify: Pick<ReturnType<typeof useNotify>, 'success' | 'error'>,
  result: { data: T } | { error: unknown },
  failed: string,
): result is { data: T } {
  if ('error' in result) {
    notify.error(serverMessage(result.error) ?? failed);
    return false;
  }
  notify.success(result.data.message);
  return true;
}
