import { useState, type FormEvent } from 'react';
import { BLOCKABLE_DOCUMENTS, type BlockableDocument } from '../../../shared/documentWarnings';
import { DOCUMENT_LABELS } from '../../../shared/vehicle';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/useNotify';
import { useDocumentBlockingQuery, useSaveDocumentBlockingMutation } from './documentBlockingApi';

/** Settings: the expired documents that stop a trip from being saved (issue 13). */
export function DocumentBlockingForm() {
  const notify = useNotify();
  const stored = useDocumentBlockingQuery();
  // The admin's edit, else what is stored.
  const [edited, setChosen] = useState<BlockableDocument[] | null>(null);
  const chosen = edited ?? stored.data?.blockExpired ?? null;
  const [save, saving] = useSaveDocumentBlockingMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await save({ blockExpired: chosen ?? [] });
    if ('error' in result) notify.error(serverMessage(result.error) ?? 'Failed to save the document blocking.');
    else notify.success(result.data.message);
  }

  if (!chosen) return <p className="card empty-state">{stored.isError ? 'Error fetching data. Please try again later.' : 'Loading...'}</p>;
  const toggle = (key: BlockableDocument, on: boolean) => setChosen(on ? BLOCKABLE_DOCUMENTS.filter((k) => k === key || chosen.includes(k)) : chosen.filter((k) => k !== key));
  return (
    <form className="card" onSubmit={submit} noValidate aria-label="Expired documents">
      <h2 className="card__title">Expired documents block trips</h2>
      <fieldset className="settings-checks">
        <legend>A trip cannot be saved for a truck whose checked document has expired. Other documents only warn.</legend>
        {BLOCKABLE_DOCUMENTS.map((key) => (
          <label key={key} className="settings-check">
            <input type="checkbox" checked={chosen.includes(key)} onChange={(e) => toggle(key, e.target.checked)} /> {DOCUMENT_LABELS[key]}
          </label>
        ))}
      </fieldset>
      <Button type="submit" busy={saving.isLoading} busyLabel="Saving...">
        Save
      </Button>
    </form>
  );
}
