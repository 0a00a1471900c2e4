import type { Page } from 'playwright-core';

/** Keyboard helpers for the browser tests: where Tab lands, and whether that element shows its focus. */

export interface FocusedElement {
  /** Tag and accessible text of the focused element, e.g. 'a Reports'. */
  name: string;
  /** Whether it draws a focus indicator: an outline or a box-shadow ring. */
  ringVisible: boolean;
}

/** Presses Tab and describes where focus went and whether it shows. */
export async function tab(page: Page): Promise<FocusedElement> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: 'body', ringVisible: false };
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    // A field inside a framed box (the top-bar search) may ring the box instead (:focus-within).
    const wrappers = [el.parentElement, el.parentElement?.parentElement].filter((n): n is HTMLElement => !!n);
    const ringVisible = ring(el) || wrappers.some((w) => w.matches(':focus-within') && ring(w));
    const text =
      (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() ||
      (el as HTMLInputElement).name ||
      (el as HTMLInputElement).placeholder ||
      '';
    return { name: `${el.tagName.toLowerCase()} ${text}`, ringVisible };
  });
}

/** Tabs until every wanted name was focused (or too many presses); answers every stop on the way. */
export async function tabThrough(
  page: Page,
  wanted: string[],
  maxPresses: number,
): Promise<FocusedElement[]> {
  const stops: FocusedElement[] = [];
  const missing = new Set(wanted);
  for (let i = 0; i < maxPresses && missing.size > 0; i++) {
    const stop = await tab(page);
    stops.push(stop);
    missing.delete(stop.name);
  }
  return stops;
}
