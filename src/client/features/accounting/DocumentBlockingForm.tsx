import {
  BLOCKABLE_DOCUMENTS,
  documentBlockingSchema,
  type DocumentBlocking,
} from '../../../shared/masters/document-warnings';
import { DOCUMENT_LABELS } from '../../../shared/masters/vehicle';
import { SettingCard } from '../../ui/SettingCard';
import { useSettingForm } from '../../ui/use-setting-form';
import { useDocumentBlockingQuery, useSaveDocumentBlockingMutation } from './document-blocking-api';
import { CardLoading } from '../../ui/LoadingScreen';

/** Settings: the expired documents that stop a trip from being saved. */
export function DocumentBlockingForm() {
  const stored = useDocumentBlockingQuery();
  if (!stored.data) return <CardLoading failed={stored.isError} />;
  // Mounted once the stored choice is known: the form starts from it.
  return <DocumentBlockingFields stored={stored.data} />;
}

function DocumentBlockingFields({ stored }: { stored: DocumentBlocking }) {
  const [save, saving] = useSaveDocumentBlockingMutation();
  // The checked boxes in the form's order (the order the documents are listed everywhere).
  const saveInOrder = (setting: DocumentBlocking) =>
    save({ blockExpired: BLOCKABLE_DOCUMENTS.filter((k) => setting.blockExpired.includes(k)) });
  const { form, onSubmit } = useSettingForm(
    documentBlockingSchema,
    stored,
    saveInOrder,
    'Failed to save the document blocking.',
  );

  return (
    <SettingCard
      label="Expired documents"
      title="Expired documents block trips"
      onSubmit={onSubmit}
      saving={saving.isLoading}
    >
      <fieldset className="settings-checks">
        <legend>
          A trip cannot be saved for a truck whose checked document has expired. Other documents only warn.
        </legend>
        {BLOCKABLE_DOCUMENTS.map((key) => (
          <label key={key} className="settings-check">
            <input type="checkbox" value={key} {...form.register('blockExpired')} /> {DOCUMENT_LABELS[key]}
          </label>
        ))}
      </fieldset>
    </SettingCard>
  );
}
