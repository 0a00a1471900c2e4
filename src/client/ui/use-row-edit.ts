import { useCallback, useRef, useState } from 'react';
import { useOutsideClick } from './use-outside-click';

interface Editing<Draft> {
  id: string;
  draft: Draft;
}

/**
 * Inline edit of one table row at a time (SPEC.md section 4, Row edit): `start` copies the row's
 * values into a draft, inputs change the draft, and a click anywhere outside the row (or Escape)
 * ends edit mode and drops the draft, so unsaved edits revert. While a save runs, outside clicks
 * are ignored so the answer still lands on the row it belongs to.
 *
 * Attach `rowRef` to the <tr> of the row being edited.
 */
export function useRowEdit<Draft>() {
  const [editing, setEditing] = useState<Editing<Draft> | null>(null);
  const [saving, setSaving] = useState(false);
  const rowRef = useRef<HTMLTableRowElement | null>(null);
  const savingRef = useRef(false);
  const editingId = editing?.id ?? null;

  const cancel = useCallback(() => {
    if (!savingRef.current) setEditing(null);
  }, []);

  useOutsideClick(rowRef, editingId !== null, cancel);

  const start = useCallback((id: string, draft: Draft) => setEditing({ id, draft }), []);

  const change = useCallback(<K extends keyof Draft>(field: K, value: Draft[K]) => {
    setEditing((current) =>
      current ? { ...current, draft: { ...current.draft, [field]: value } } : current,
    );
  }, []);

  /** Runs the save; `work` answers true when the row may leave edit mode. */
  const save = useCallback(
    async (work: (id: string, draft: Draft) => Promise<boolean>) => {
      if (!editing || savingRef.current) return;
      savingRef.current = true;
      setSaving(true);
      try {
        if (await work(editing.id, editing.draft)) setEditing(null);
      } finally {
        savingRef.current = false;
        setSaving(false);
      }
    },
    [editing],
  );

  return { editingId, draft: editing?.draft ?? null, saving, rowRef, start, change, cancel, save };
}

export type RowEdit<Draft> = ReturnType<typeof useRowEdit<Draft>>;
