import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useConfirmDelete, type ConfirmDeleteOptions } from '../ui/use-confirm-delete';
import { useRowForm, type EditRowProps } from '../ui/use-row-form';
import { useScopedNotify } from '../ui/use-scoped-notify';

/** How a master list edits and deletes its rows: the row form, and the delete confirm's words. */
export interface MasterRowsSpec<Row, TValues, TOutput> {
  /** The shared schema the row's inputs are checked by. */
  schema: z.ZodType<TOutput, unknown>;
  /** The row form's values before a row is loaded into it. */
  empty: TValues;
  deletion: Pick<ConfirmDeleteOptions<Row>, 'title' | 'text' | 'messages' | 'failed'>;
}

/** A master row's delete mutation (RTK Query): its trigger by the row's id, and its state. */
type DeleteById = readonly [(id: string) => Promise<{ error?: unknown }>, { isLoading: boolean }];

/**
 * A master list's row actions (freight rates, vendors): one row at a time edited in place
 * (useRowForm), a row deleted by its id after a confirm (useConfirmDelete), each telling how it went
 * through the list's own notices (useScopedNotify).
 */
export function useMasterRows<Row extends { _id: string }, TValues extends FieldValues, TOutput>(
  spec: MasterRowsSpec<Row, TValues, TOutput>,
  [remove, removal]: DeleteById,
) {
  const edit = useRowForm<TValues, TOutput>(spec.schema, spec.empty);
  const notify = useScopedNotify();
  const deletion = useConfirmDelete<Row>({
    ...spec.deletion,
    remove: (row) => remove(row._id),
    busy: removal.isLoading,
    notify,
  });
  /** What the row in edit mode gets: its form, and Save (valid values go to `work`) and Cancel. */
  const editRow = (
    work: (id: string, value: TOutput) => Promise<boolean>,
  ): Omit<EditRowProps<TValues, TOutput>, 'index'> => ({
    form: edit.form,
    saving: edit.saving,
    rowRef: edit.rowRef,
    onSave: () => edit.save(work),
    onCancel: edit.cancel,
  });
  return { edit, notify, deletion, editRow };
}
