import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { describedBy, FieldError } from '../../ui/Field';

interface PdfFileInputProps<T extends FieldValues> {
  control: Control<T>;
  /** The form field that holds the chosen File (null when none). */
  name: Path<T>;
  id: string;
  error: string | undefined;
  /** Changes when the form is reset: file inputs cannot be cleared by state, a new key empties them. */
  resetKey?: number;
  /** Called after a file is chosen (or the choice cleared). */
  onChosen?: () => void;
}

/** A vehicle document's PDF picker and its message: the chosen file goes into the form. */
export function PdfFileInput<T extends FieldValues>({
  control,
  name,
  id,
  error,
  resetKey,
  onChosen,
}: PdfFileInputProps<T>) {
  const described = describedBy(id, undefined, error);
  return (
    <>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <input
            key={resetKey}
            id={id}
            ref={field.ref}
            name={field.name}
            type="file"
            accept="application/pdf,.pdf"
            {...described.aria}
            onBlur={field.onBlur}
            onChange={(e) => {
              field.onChange(e.target.files?.[0] ?? null);
              onChosen?.();
            }}
          />
        )}
      />
      <FieldError id={described.errorId} error={error} />
    </>
  );
}
