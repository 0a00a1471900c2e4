import { useEffect, useRef, type RefObject } from 'react';
import { isInNoticeArea } from './open-dialogs';

/**
 * The one outside-click rule: while active, calls onOutside when the user presses the mouse (or a
 * finger) anywhere outside the element(s). Closing a notice (say a file-size alert) is not leaving:
 * a row edit keeps its typing. Used by suggestion lists, row edits and the notification bell.
 */
export function useOutsideClick<T extends HTMLElement>(
  ref: RefObject<T | null> | readonly RefObject<T | null>[],
  active: boolean,
  onOutside: () => void,
) {
  const latest = useRef(onOutside);
  useEffect(() => {
    latest.current = onOutside;
  });
  useEffect(() => {
    if (!active) return;
    function handle(event: MouseEvent | TouchEvent) {
      const target = event.target as Node | null;
      // One element, or several that are one thing (a row edit and its papers row under it).
      const inside = (Array.isArray(ref) ? ref : [ref]) as readonly RefObject<T | null>[];
      if (!target || inside.some((r) => !r.current || r.current.contains(target))) return;
      if (isInNoticeArea(target)) return;
      latest.current();
    }
    document.addEventListener('mousedown', handle);
    document.addEventListener('touchstart', handle);
    return () => {
      document.removeEventListener('mousedown', handle);
      document.removeEventListener('touchstart', handle);
    };
  }, [ref, active]);
}
