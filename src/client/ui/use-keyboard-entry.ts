import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';

/** The controls a clerk types or chooses in, which Enter moves between (not buttons, files or links). */
const FIELDS = [
  'input:not([type="hidden"]):not([type="file"]):not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="image"])',
  'select',
  'textarea',
].join(', ');

/** The form's fields in page order that the keyboard reaches (Tab order without the skipped ones). */
function fieldsOf(form: HTMLFormElement): HTMLElement[] {
  return Array.from(form.querySelectorAll<HTMLInputElement>(FIELDS)).filter(
    (field) => !field.disabled && field.tabIndex >= 0 && !field.closest('[hidden], [aria-hidden="true"]'),
  );
}

interface KeyboardEntryOptions {
  /** Put the focus on the first field when the form opens. */
  focusOnOpen?: boolean;
}

/**
 * Keyboard entry as Tally-trained clerks work: Enter moves to the next field and Shift+Enter back
 * (instead of submitting half a form); Enter on the last field, or Ctrl+S anywhere in the form,
 * submits. A control that uses Enter itself (a suggestion list picking its highlighted choice)
 * marks the key handled (preventDefault) and Enter stays there. Spread `formProps` on the <form>.
 */
export function useKeyboardEntry({ focusOnOpen = false }: KeyboardEntryOptions = {}) {
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirst = useCallback(() => {
    const form = formRef.current;
    if (form) fieldsOf(form)[0]?.focus();
  }, []);

  useEffect(() => {
    if (focusOnOpen) focusFirst();
  }, [focusOnOpen, focusFirst]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
      event.preventDefault(); // not the browser's "Save page"
      form.requestSubmit();
      return;
    }
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement;
    // Buttons, links and file choosers keep Enter; so does a text area (a new line).
    if (!target.matches(FIELDS) || target instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    // Counted from the field itself, so a read-only box out of the Tab order moves on too.
    const fields = fieldsOf(form);
    if (event.shiftKey) {
      fields
        .filter((f) => target.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_PRECEDING)
        .at(-1)
        ?.focus();
      return;
    }
    const next = fields.find((f) => target.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (next) next.focus();
    else form.requestSubmit();
  }, []);

  return { formProps: { ref: formRef, onKeyDown }, focusFirst };
}
