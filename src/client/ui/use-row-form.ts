import { useCallback, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useOutsideClick } from './use-outside-click';
import { useSchemaForm } from './use-schema-form';

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
