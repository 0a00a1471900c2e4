import type { ClipboardEvent, KeyboardEvent } from 'react';

/** Keys that would change a field's text (not Tab, arrows or shortcuts such as copy). */
function isEditKey(event: KeyboardEvent) {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete';
}

/**
 * For a read-only form (an unloadingManager looking at a trip): any typing, paste or cut is
 * refused with `deny`, and a select does not open its list (choosing is an edit).
 */
export function readOnlyGuards(readOnly: boolean, deny: () => void) {
  if (!readOnly) return { form: {}, select: {} };
  const refuse = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    deny();
  };
  return {
    form: {
      onKeyDownCapture: (event: KeyboardEvent) => {
        if (isEditKey(event)) refuse(event);
      },
      onPasteCapture: (event: ClipboardEvent) => refuse(event),
      onCutCapture: (event: ClipboardEvent) => refuse(event),
    },
    select: { onMouseDown: refuse },
  };
}
