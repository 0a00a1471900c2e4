import { useCallback, useMemo } from 'react';
import { errorMessage, serverMessage, type ErrorWords } from '../app/errors';
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
 * A saving call's answer as a notice. A refusal: the server's own message (`failed` when it carries
 * none), or the screen's table of words for its refusals. A success: the server's message, or
 * `saved` where the screen words it itself. True when it was saved (the caller may then close or
 * reset the form).
 */
export function announceSaved<T extends { message: string }>(
  notify: { success: (text: string) => unknown; error: (text: string) => unknown },
  result: { data: T } | { error: unknown },
  failed: string | ErrorWords,
  saved?: string,
): result is { data: T } {
  if ('error' in result) {
    notify.error(
      typeof failed === 'string'
        ? (serverMessage(result.error) ?? failed)
        : errorMessage(result.error, failed),
    );
    return false;
  }
  notify.success(saved ?? result.data.message);
  return true;
}
