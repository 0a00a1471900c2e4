import { useSyncExternalStore } from 'react';

/**
 * The modal dialogs open right now, in opening order. A modal <dialog> sits in the browser's top
 * layer and makes the rest of the page inert, so the notice area renders inside the topmost one
 * while any is open: its messages stay visible and can be dismissed.
 */
let stack: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly HTMLDialogElement[]) {
  stack = next;
  listeners.forEach((listener) => listener());
}

export function dialogOpened(dialog: HTMLDialogElement) {
  publish([...stack.filter((d) => d !== dialog), dialog]);
}

export function dialogClosed(dialog: HTMLDialogElement) {
  if (stack.includes(dialog)) publish(stack.filter((d) => d !== dialog));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The topmost open modal dialog, or null. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => stack[stack.length - 1] ?? null,
    () => null,
  );
}

/** The notice area's class: clicks inside it are not "outside" a row edit or a suggestion list. */
export const NOTICE_AREA_CLASS = 'notice-area';

/** True when an event target lies in a notice area (dismissing a notice is not leaving an edit). */
export function isInNoticeArea(target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  return !!element?.closest(`.${NOTICE_AREA_CLASS}`);
}
