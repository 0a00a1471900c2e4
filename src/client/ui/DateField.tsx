import { useId, useRef, type KeyboardEvent, type Ref } from 'react';
import { isIsoDate } from '../../shared/common/dates';
import { describedBy, FieldError, FieldFrame, useFieldFrame } from './Field';
import { LineIcon } from './LineIcon';
import { useTypedDate, type TypedDateBinding, type TypedDateState } from './use-typed-date';
import './date-field.css';

interface DateBoxOptions {
  name?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  /** The text box (a form library focuses it on a mistake). */
  ref?: Ref<HTMLInputElement>;
}

export interface DateFieldProps extends TypedDateBinding, DateBoxOptions {
  label: string;
  hint?: string;
  /** The owner's rule the value breaks (a text that is no date is named by the box itself). */
  error?: string;
  id?: string;
  className?: string;
}

const CALENDAR_ICON = 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5';

interface DateBoxProps extends DateBoxOptions {
  id: string;
  label: string;
  value: string;
  typed: TypedDateState;
  aria: Record<string, string | boolean | undefined>;
}

/**
 * The box itself: text, so it reads and shows dd/mm/yyyy whatever the browser's language, and a
 * calendar button that opens the browser's own date picker (a native date input kept out of
 * sight and out of the tab order: the picker is the browser's accessible one). Alt+Down or F4
 * opens it from the box.
 */
function DateBox({ id, label, value, typed, aria, ref, disabled, readOnly, ...input }: DateBoxProps) {
  const picker = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLInputElement | null>(null);
  const bindBox = (element: HTMLInputElement | null) => {
    box.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  function openCalendar() {
    const native = picker.current;
    if (!native || disabled || readOnly) return;
    try {
      native.showPicker();
    } catch {
      // A browser without showPicker (or one refusing it) opens its picker on a click.
      native.click();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.altKey && event.key === 'ArrowDown') || event.key === 'F4') {
      event.preventDefault();
      openCalendar();
    } else if (event.key === 'Enter') typed.settle();
  }

  return (
    <span className="date-field">
      <input
        id={id}
        ref={bindBox}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        aria-keyshortcuts="Alt+ArrowDown"
        {...aria}
        {...input}
        disabled={disabled}
        readOnly={readOnly}
        value={typed.text}
        onChange={(e) => typed.type(e.target.value)}
        onBlur={typed.blur}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="icon-btn date-field__calendar"
        aria-label={`Choose ${label} from the calendar`}
        title="Calendar (Alt+Down)"
        tabIndex={-1}
        disabled={disabled || readOnly}
        onClick={openCalendar}
      >
        <LineIcon path={CALENDAR_ICON} size={16} strokeWidth={1.8} />
      </button>
      <input
        ref={picker}
        type="date"
        className="date-field__picker"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={`${label} calendar`}
        value={isIsoDate(value) ? value : ''}
        onChange={(e) => {
          if (!isIsoDate(e.target.value)) return;
          typed.pick(e.target.value);
          box.current?.focus();
        }}
      />
    </span>
  );
}

/**
 * A date input with its visible label: what every screen types a date into (filters, Payment
 * Date, challans, vehicle documents, declarations). It shows dd/mm/yyyy, reads 01112026,
 * 01/11/2026, 1-11-26 or a pasted 2026-11-01, and names a wrong date under itself.
 */
export function DateField({
  label,
  hint,
  error,
  id,
  className,
  value,
  onChange,
  onBlur,
  ...box
}: DateFieldProps) {
  const typed = useTypedDate({ value, onChange, onBlur });
  const message = typed.message(error);
  const { controlId, aria, frame } = useFieldFrame({ id, label, hint, error: message, className });
  return (
    <FieldFrame {...frame}>
      <DateBox id={controlId} label={label} value={value} typed={typed} aria={aria} {...box} />
    </FieldFrame>
  );
}

/** The same box in a table cell being edited in place: named by its column, its message under it. */
export function CellDateField({
  label,
  error,
  id,
  value,
  onChange,
  onBlur,
  ...box
}: Omit<DateFieldProps, 'hint' | 'className'>) {
  const typed = useTypedDate({ value, onChange, onBlur });
  const message = typed.message(error);
  const autoId = useId();
  const controlId = id ?? autoId;
  const described = describedBy(controlId, undefined, message);
  return (
    <>
      <DateBox
        id={controlId}
        label={label}
        value={value}
        typed={typed}
        aria={{ 'aria-label': label, ...described.aria }}
        {...box}
      />
      <FieldError id={described.errorId} error={message} />
    </>
  );
}
