import { useEffect, useRef, type RefObject } from 'react';
import { isInNoticeArea } from '../../ui/openDialogs';

/**
 * Calls onOutside when the user presses the mouse (or a finger) anywhere outside the element,
 * while active. Used to close suggestion lists and to end a row edit (SPEC.md sections 2 and 4).
 */
export function useOutsideClick<T extends HTMLElement>(ref: RefObject<T | null>, active: boolean, onOutside: () => void) {
  const latest = useRef(onOutside);
  latest.current = onOutside;
  useEffect(() => {
    if (!active) return;
    function handle(event: MouseEvent | TouchEvent) {
      const target = event.target as Node | null;
      if (!ref.current || !target || ref.current.contains(target)) return;
      // Dismissing a notice (for example a file-size alert) is not leaving the edit.
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
