import { useState } from 'react';
import { readTypedDate, shownDate } from '../../shared/common/typed-dates';

export interface TypedDateBinding {
  /**
   * What the box holds, as its owner keeps it: YYYY-MM-DD for a date (the wire format), '' when
   * empty, and the typed text itself when it is no date (so no rule mistakes it for an empty box).
   */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/**
 * The text of a date box and what it means. The clerk's text stays as typed while typing (01112026);
 * leaving the box (or Enter) shows a date as dd/mm/yyyy and from then on names a wrong date.
 * A value set from outside (a preset, a cleared form, the address) replaces the text.
 */
export function useTypedDate({ value, onChange, onBlur }: TypedDateBinding) {
  const [text, setText] = useState(() => shownDate(value));
  /** The value the text stands for: when the owner's value differs, it was set from outside. */
  const [held, setHeld] = useState(value);
  const [left, setLeft] = useState(false);
  if (value !== held) {
    setHeld(value);
    setText(shownDate(value));
  }
  const read = readTypedDate(text);
  const problem = read.kind === 'wrong' ? read.problem : undefined;

  function type(next: string) {
    setText(next);
    const nextRead = readTypedDate(next);
    const meant = nextRead.kind === 'date' ? nextRead.iso : nextRead.kind === 'empty' ? '' : next;
    setHeld(meant);
    if (meant !== value) onChange(meant);
  }

  /** The clerk is done with the box: a date is shown the one way, a wrong one is named. */
  function settle() {
    setLeft(true);
    if (read.kind === 'date') setText(shownDate(read.iso));
    else if (read.kind === 'empty') setText('');
  }

  return {
    text,
    type,
    settle,
    /** A date chosen on the calendar. */
    pick(iso: string) {
      type(iso);
      setText(shownDate(iso));
    },
    blur() {
      settle();
      onBlur?.();
    },
    /**
     * The message beside the box: why the text is no date (once the clerk left the box, or a
     * Submit already named a mistake here), else the owner's rule.
     */
    message(ownerError: string | undefined): string | undefined {
      if (problem && (left || ownerError)) return problem;
      return ownerError;
    },
  };
}

export type TypedDateState = ReturnType<typeof useTypedDate>;
