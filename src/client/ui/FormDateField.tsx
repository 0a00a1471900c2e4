import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CellDateField, DateField, type DateFieldProps } from './DateField';

type Bound = 'value' | 'onChange' | 'onBlur' | 'name' | 'ref';

interface FormDateFieldProps<T extends FieldValues, C, O> extends Omit<DateFieldProps, Bound> {
  /** The form's control, whatever its context and checked output (useSchemaForm's forms). */
  control: Control<T, C, O>;
  name: FieldPath<T>;
  /** In a table row edited in place: no visible label of its own (its column names it). */
  cell?: boolean;
}

/**
 * A date box of a react-hook-form form: the form keeps YYYY-MM-DD (or the typed text that is no
 * date, for its rule to refuse), the box shows dd/mm/yyyy.
 */
export function FormDateField<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  cell,
  ...props
}: FormDateFieldProps<T, C, O>) {
  const { field } = useController<T, FieldPath<T>, O>({ control: control as Control<T, unknown, O>, name });
  const bound = {
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
  };
  if (cell) {
    const { hint: _hint, className: _className, ...cellProps } = props;
    return <CellDateField {...cellProps} {...bound} />;
  }
  return <DateField {...props} {...bound} />;
}
