import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { describedBy, FieldError } from '../../ui/Field';
import { useOutsideClick } from '../../ui/use-outside-click';

interface SuggestFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * The suggestions for the current text (already filtered by the caller's rule), asked for only
   * while the list is open: sorting a long master list on every render of the form cost the
   * trip form's first render on a slow phone.
   */
  suggestions: () => readonly string[];
  /** Shown in the open list when there is nothing to suggest; no list at all when left out. */
  emptyText?: string;
  readOnly?: boolean;
  required?: boolean;
  placeholder?: string;
  /** Forces the typed text to upper case (Truck Number). */
  upperCase?: boolean;
  /** How many suggestions to show at most (long master-data lists). */
  limit?: number;
  /** The rule the value breaks, shown under the input. */
  error?: string;
}

/** A closed list's choices: none are worked out. */
const NOTHING_SHOWN: readonly string[] = [];

/** What Enter picks in an open list: the highlighted choice, else the first unless the text is one already. */
function enterPick(shown: readonly string[], active: number, value: string): string | null {
  if (active >= 0 && shown[active]) return shown[active];
  const typed = value.trim().toLowerCase();
  if (typed === '' || shown.length === 0) return null;
  if (shown.some((option) => option.toLowerCase() === typed)) return null;
  return shown[0]!;
}

/**
 * A text input with a suggestion dropdown (ARIA combobox): opens on focus and typing, arrow keys
 * move, Enter picks (the first match when none is highlighted), Escape and a click outside close
 * it (SPEC.md section 2).
 */
export function SuggestField(props: SuggestFieldProps) {
  const {
    label,
    value,
    onChange,
    suggestions,
    emptyText,
    readOnly,
    required,
    placeholder,
    upperCase,
    limit = 50,
    error,
  } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapper = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const described = describedBy(id, undefined, error);
  const listed = () => suggestions().slice(0, limit);
  const shown = open && !readOnly ? listed() : NOTHING_SHOWN;

  useOutsideClick(wrapper, open, () => setOpen(false));

  function choose(option: string) {
    onChange(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (readOnly) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      const count = (open ? shown : listed()).length;
      setOpen(true);
      setActive((i) => Math.min(i + 1, count - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted choice, or the first when the text is only the start of one
      // (as Tally fills a ledger name); the key is then used up, and the next Enter moves on.
      const pick = open ? enterPick(shown, active, value) : null;
      setOpen(false);
      if (pick === null) return;
      event.preventDefault();
      choose(pick);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
    }
  }

  const showList = open && !readOnly && (shown.length > 0 || emptyText !== undefined);
  return (
    <div className={`field suggest${error ? ' field--invalid' : ''}`} ref={wrapper}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        {...described.aria}
        aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        value={value}
        readOnly={readOnly}
        required={required}
        placeholder={placeholder}
        // A field marked after Submit keeps its message in view when focused; typing or a click opens the list.
        onFocus={() => !readOnly && !error && setOpen(true)}
        onClick={() => !readOnly && setOpen(true)}
        // Focus gone to another control (Tab, Enter, a click on a field): the list closes; a click
        // on nothing focusable (the list's scrollbar) leaves it to the outside-click rule.
        onBlur={(e) => e.relatedTarget && !wrapper.current?.contains(e.relatedTarget) && setOpen(false)}
        onChange={(e) => {
          onChange(upperCase ? e.target.value.toUpperCase() : e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <FieldError id={described.errorId} error={error} />
      {showList && (
        <ul className="suggest__list" id={listId} role="listbox" aria-label={`${label} suggestions`}>
          {shown.length === 0 && <li className="suggest__empty">{emptyText}</li>}
          {shown.map((option, index) => (
            <li
              key={option}
              id={`${id}-opt-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'suggest__option suggest__option--active' : 'suggest__option'}
              // mousedown, not click: the pick happens before the input loses focus.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(option);
              }}
            >
              {option}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
