import { useCallback, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useOutsideClick } from './use-outside-click';
import { useSchemaForm, type SchemaForm } from './use-schema-form';

/**
 * Inline edit of one table row at a time on the form system (useSchemaForm): `start` loads the
 * row's values, one Save checks every shared rule and names each mistake beside its cell (the
 * first invalid control gets the focus), and a click outside the row (or Escape, `cancel`) ends
 * edit mode and drops the typing (SPEC.md section 4, Row edit). While a save runs, outside clicks
 * are ignored so the answer still lands on the row it belongs to.
 *
 * Attach `rowRef` to the <tr> of the row being edited.
 */
export function useRowForm<TValues extends FieldValues, TOutput = TValues>(
  schema: z.ZodType<TOutput, unknown> | (() => z.ZodType<TOutput, unknown>),
  empty: TValues,
) {
  const form = useSchemaForm<TValues, TOutput>(schema, empty);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const rowRef = useRef<HTMLTableRowElement | null>(null);
  const savingRef = useRef(false);

  const cancel = useCallback(() => {
    if (!savingRef.current) setEditingId(null);
  }, []);

  useOutsideClick(rowRef, editingId !== null, cancel);

  const { reset } = form;
  const start = useCallback(
    (id: string, values: TValues) => {
      reset(values);
      setEditingId(id);
    },
    [reset],
  );

  /** Checks the row; valid values go to `work`, which answers true when the row may leave edit mode. */
  async function save(work: (id: string, value: TOutput) => Promise<boolean>) {
    const id = editingId;
    if (id === null || savingRef.current) return;
    await form.submitWithin(rowRef.current, async (value) => {
      savingRef.current = true;
      setSaving(true);
      try {
        if (await work(id, value)) setEditingId(null);
      } finally {
        savingRef.current = false;
        setSaving(false);
      }
    });
  }

  return { form, editingId, saving, rowRef, start, cancel, save };
}

/** What a table's row in edit mode gets from useRowForm and its table. */
export interface EditRowProps<TValues extends FieldValues, TOutput> {
  index: number;
  /** The row's form: its values, and each broken rule's message (the shared schema's). */
  form: SchemaForm<TValues, TOutput>;
  saving: boolean;
  rowRef: Ref<HTMLTableRowElement>;
  onSave: () => void;
  onCancel: () => void;
}

/** An edit row's keys: Enter saves (not while choosing in a select), Escape reverts. */
export function editRowKeyDown({
  onSave,
  onCancel,
}: Pick<EditRowProps<FieldValues, unknown>, 'onSave' | 'onCancel'>) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !(event.target instanceof HTMLSelectElement)) {
      event.preventDefault();
      onSave();
    } else if (event.key === 'Escape') {
      onCancel();
    }
  };
}
