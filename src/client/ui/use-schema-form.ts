import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
} from 'react-hook-form';
import { z } from 'zod';

/**
 * A form checked by its shared zod schema (react-hook-form with the zod resolver): one Submit
 * marks every broken rule beside its field and focuses the first; valid values reach the submit
 * handler as the schema's output (what the server stores). After a failed Submit each field is
 * re-checked as it is corrected.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput = TValues>(
  /** The rules, or a function giving them at each check (rules that read data loaded later). */
  schema: z.ZodType<TOutput, unknown> | (() => z.ZodType<TOutput, unknown>),
  defaultValues: TValues,
  options: Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver' | 'defaultValues'> = {},
) {
  const form = useForm<TValues, unknown, TOutput>({
    defaultValues: defaultValues as DefaultValues<TValues>,
    resolver: (values, context, options) =>
      zodResolver(rulesOfForm<TValues, TOutput>(typeof schema === 'function' ? schema() : schema))(
        values,
        context,
        options,
      ),
    // The first invalid control in page order gets the focus (below), not the first registered.
    shouldFocusError: false,
    ...options,
  });
  // Where the first invalid control is looked for: the form, or a table row edited in place.
  const formElement = useRef<HTMLElement | null>(null);
  const { submitCount, isSubmitting, errors } = form.formState;
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || Object.keys(errors).length === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Once per finished Submit; a correction re-checks the field and must not move the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);
  /** The form's onSubmit: checks every rule, marks and focuses, or hands the checked values on. */
  function submit(onValid: SubmitHandler<TOutput>, onInvalid?: SubmitErrorHandler<TValues>) {
    return (event?: FormEvent<HTMLFormElement>) => {
      if (event) formElement.current = event.currentTarget;
      return form.handleSubmit(onValid, onInvalid)(event);
    };
  }
  /**
   * The same check for controls that cannot sit in a <form> (a table row edited in place): every
   * rule is checked, each mistake shown beside its control, the first invalid one in `container`
   * is focused.
   */
  function submitWithin(
    container: HTMLElement | null,
    onValid: SubmitHandler<TOutput>,
    onInvalid?: SubmitErrorHandler<TValues>,
  ) {
    formElement.current = container;
    return form.handleSubmit(onValid, onInvalid)();
  }
  /** An input's registration and its message, ready to spread on a Field or SelectField. */
  function field<K extends FieldPath<TValues>>(name: K, filter?: (value: string) => string) {
    const registered = form.register(name);
    return {
      ...registered,
      error: errorText(form.formState.errors, name),
      onChange: (event: { target: { value: string } }) => {
        if (filter) event.target.value = filter(event.target.value);
        return registered.onChange(event);
      },
    };
  }
  return {
    ...form,
    submit,
    submitWithin,
    field,
    errorOf: (name: FieldPath<TValues>) => errorText(form.formState.errors, name),
  };
}

/**
 * The rules as a schema of the form's values: a shared rule takes any input (its preprocess
 * normalises a form), and react-hook-form hands it exactly the form's values.
 */
function rulesOfForm<TValues, TOutput>(rules: z.ZodType<TOutput, unknown>) {
  return z
    .custom<TValues>()
    .transform((values): unknown => values)
    .pipe(rules);
}

/** A form made by useSchemaForm, for the parts of a form drawn by other components. */
export type SchemaForm<TValues extends FieldValues, TOutput = TValues> = ReturnType<
  typeof useSchemaForm<TValues, TOutput>
>;

/** The message react-hook-form keeps for a field (a dotted path reaches into nested values). */
function errorText(errors: object, name: string): string | undefined {
  let node: unknown = errors;
  for (const key of name.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  const message =
    node && typeof node === 'object' && 'message' in node
      ? (node as { message?: unknown }).message
      : undefined;
  return typeof message === 'string' ? message : undefined;
}
