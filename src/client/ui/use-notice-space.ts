import { useLayoutEffect, type RefObject } from 'react';

/** CSS custom properties the layout reserves room with (ui.css, shell.css): the notices' and the top bar's heights. */
export const NOTICE_SPACE = '--notice-space';
export const TOPBAR_SPACE = '--topbar-space';

const intersects = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Notices never cover what is being fixed: the page reserves the notice area's height (on a phone
 * the notices sit at the top and the page moves down by as much; scroll padding keeps a focused
 * field clear of them), and when a notice appears over the focused control (the Submit just
 * pressed, a field being fixed) the page scrolls that control out from under it.
 */
export function useNoticeSpace(area: RefObject<HTMLElement | null>, active: boolean) {
  useLayoutEffect(() => {
    const element = area.current;
    if (!active || !element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const topbar = document.querySelector<HTMLElement>('.topbar');
    /** Scrolls the focused control out from under the notices (the top bar moves with them by itself). */
    const uncover = () => {
      const focused = document.activeElement;
      if (
        !(focused instanceof HTMLElement) ||
        focused === document.body ||
        element.contains(focused) ||
        topbar?.contains(focused)
      )
        return;
      const box = element.getBoundingClientRect();
      const control = focused.getBoundingClientRect();
      if (box.height === 0 || !intersects(box, control)) return;
      // Notices at the top: scroll the control down below them (and the top bar); at the bottom: up above them.
      const atTop = box.top < window.innerHeight / 2;
      const clearTop = Math.max(box.bottom, topbar?.getBoundingClientRect().bottom ?? 0);
      window.scrollBy({ top: atTop ? control.top - clearTop - 8 : control.bottom - box.top + 8 });
    };
    let frame = 0;
    const measure = () => {
      root.style.setProperty(NOTICE_SPACE, `${element.offsetHeight}px`);
      if (topbar) root.style.setProperty(TOPBAR_SPACE, `${topbar.offsetHeight}px`);
      // Once the page has moved for the new room.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(uncover);
    };
    // The first sizes come from the observer's first report, after the layout the browser does
    // anyway and before it paints: measuring here forced one more layout of the whole page.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (topbar) observer.observe(topbar);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      root.style.removeProperty(NOTICE_SPACE);
      root.style.removeProperty(TOPBAR_SPACE);
    };
  }, [area, active]);
}
