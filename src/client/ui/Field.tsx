import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import './ui.css';

/** What every form control may carry besides its own attributes. */
interface Described {
  label: string;
  hint?: string;
  /** The rule the value breaks: shown under the control, which is marked invalid and described by it. */
  error?: string;
}

/** The ids of a control's hint and error message, and its aria attributes. */
export function describedBy(controlId: string, hint: string | undefined, error: string | undefined) {
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ids = [errorId, hintId].filter(Boolean).join(' ');
  return {
    hintId,
    errorId,
    aria: { 'aria-describedby': ids || undefined, ...(error ? { 'aria-invalid': true as const } : {}) },
  };
}

/** A control's error message, under it; the control names it in aria-describedby. */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  if (!id || !error) return null;
  return (
    <small id={id} className="field__error">
      {error}
    </small>
  );
}

interface FieldFrameProps extends Described {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  className: string | undefined;
  children: ReactNode;
}

/** The frame every control shares: its label, then the control, its error and its hint. */
function FieldFrame({
  controlId,
  label,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={controlId}>{label}</label>
      {children}
      <FieldError id={errorId} error={error} />
      {hint && (
        <small id={hintId} className="field__hint">
          {hint}
        </small>
      )}
    </div>
  );
}

interface FieldProps extends Described, InputHTMLAttributes<HTMLInputElement> {
  /** Something after the input, such as a show/hide button. */
  adornment?: ReactNode;
  /** The input element (a form library registers it). */
  ref?: Ref<HTMLInputElement>;
}

/** An input with its visible, associated label (a screen reader and a test find it by name). */
export function Field({ label, hint, error, adornment, id, className, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { hintId, errorId, aria } = describedBy(inputId, hint, error);
  return (
    <FieldFrame
      controlId={inputId}
      label={label}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      className={className}
    >
      <div className="field__control">
        <input id={inputId} {...aria} {...input} />
        {adornment}
      </div>
    </FieldFrame>
  );
}

interface SelectFieldProps extends Described, SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  id,
  className,
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const { hintId, errorId, aria } = describedBy(selectId, hint, error);
  return (
    <FieldFrame
      controlId={selectId}
      label={label}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      className={className}
    >
      <select id={selectId} {...aria} {...select}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

interface CellProps {
  /** The column's name: a cell's control has no visible label of its own, the header names it. */
  label: string;
  error?: string;
}

/**
 * An input in a table cell being edited in place: named by its column, marked invalid and
 * described by its message, which is shown right under it in the same cell.
 */
export function CellInput({
  label,
  error,
  id,
  ...input
}: CellProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { errorId, aria } = describedBy(inputId, undefined, error);
  return (
    <>
      <input id={inputId} aria-label={label} {...aria} {...input} />
      <FieldError id={errorId} error={error} />
    </>
  );
}

/** A select in a table cell being edited in place (see CellInput). */
export function CellSelect({
  label,
  error,
  id,
  options,
  placeholder,
  ...select
}: CellProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly { value: string; label: string }[];
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  }) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const { errorId, aria } = describedBy(selectId, undefined, error);
  return (
    <>
      <select id={selectId} aria-label={label} {...aria} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </>
  );
}
