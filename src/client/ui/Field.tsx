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

interface FrameOf extends Described {
  id: string | undefined;
  className: string | undefined;
}

/** A framed control's id (its own or a generated one), its aria attributes and its frame's props. */
export function useFieldFrame({ id, label, hint, error, className }: FrameOf) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const { hintId, errorId, aria } = describedBy(controlId, hint, error);
  return { controlId, aria, frame: { controlId, label, hint, hintId, error, errorId, className } };
}

interface FieldFrameProps extends Described {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  className: string | undefined;
  children: ReactNode;
}

/** The frame every control shares: its label, then the control, its error and its hint. */
export function FieldFrame({
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
  const { controlId, aria, frame } = useFieldFrame({ id, label, hint, error, className });
  return (
    <FieldFrame {...frame}>
      <div className="field__control">
        <input id={controlId} {...aria} {...input} />
        {adornment}
      </div>
    </FieldFrame>
  );
}

type Options = readonly { value: string; label: string }[];

/** A select's options, each showing its label. */
function OptionList({ options }: { options: Options }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

interface SelectFieldProps extends Described, SelectHTMLAttributes<HTMLSelectElement> {
  options: Options;
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
  const { controlId, aria, frame } = useFieldFrame({ id, label, hint, error, className });
  return (
    <FieldFrame {...frame}>
      <select id={controlId} {...aria} {...select}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        <OptionList options={options} />
      </select>
    </FieldFrame>
  );
}

interface CellProps {
  /** The column's name: a cell's control has no visible label of its own, the header names it. */
  label: string;
  error?: string;
}

/** A cell control's id (its own or a generated one), its error message's id and its aria attributes. */
function useCellControl(id: string | undefined, error: string | undefined) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return { controlId, ...describedBy(controlId, undefined, error) };
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
  const { controlId, errorId, aria } = useCellControl(id, error);
  return (
    <>
      <input id={controlId} aria-label={label} {...aria} {...input} />
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
    options: Options;
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  }) {
  const { controlId, errorId, aria } = useCellControl(id, error);
  return (
    <>
      <select id={controlId} aria-label={label} {...aria} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        <OptionList options={options} />
      </select>
      <FieldError id={errorId} error={error} />
    </>
  );
}
