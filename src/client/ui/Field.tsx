import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import './ui.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  /** Something after the input, such as a show/hide button. */
  adornment?: ReactNode;
  /** The input element (a form library registers it). */
  ref?: Ref<HTMLInputElement>;
}

/** An input with its visible, associated label (a screen reader and a test find it by name). */
export function Field({ label, hint, adornment, id, className, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <div className="field__control">
        <input id={inputId} aria-describedby={hintId} {...input} />
        {adornment}
      </div>
      {hint && (
        <small id={hintId} className="field__hint">
          {hint}
        </small>
      )}
    </div>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, options, placeholder, id, className, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} {...select}>
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
    </div>
  );
}
