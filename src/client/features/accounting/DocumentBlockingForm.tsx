import {
  BLOCKABLE_DOCUMENTS,
  documentBlockingSchema,
  type DocumentBlocking,
} from '../../../shared/masters/document-warnings';
import { DOCUMENT_LABELS } from '../../../shared/masters/vehicle';
import { WhenLoaded } from '../../ui/LoadingScreen';
import { SettingForm } from '../../ui/SettingCard';
import { useDocumentBlockingQuery, useSaveDocumentBlockingMutation } from './document-blocking-api';

/** Settings: the expired documents that stop a trip from being saved. */
export function DocumentBlockingForm() {
  const [save, saving] = useSaveDocumentBlockingMutation();
  // The checked boxes in the form's order (the order the documents are listed everywhere).
  const saveInOrder = (setting: DocumentBlocking) =>
    save({ blockExpired: BLOCKABLE_DOCUMENTS.filter((k) => setting.blockExpired.includes(k)) });

  return (
    <WhenLoaded query={useDocumentBlockingQuery()}>
      {(stored) => (
        <SettingForm
          label="Expired documents"
          title="Expired documents block trips"
          schema={documentBlockingSchema}
          stored={stored}
          save={[saveInOrder, saving]}
          failed="Failed to save the document blocking."
        >
          {(form) => (
            <fieldset className="settings-checks">
              <legend>
                A trip cannot be saved for a truck whose checked document has expired. Other documents only
                warn.
              </legend>
              {BLOCKABLE_DOCUMENTS.map((key) => (
                <label key={key} className="settings-check">
                  <input type="checkbox" value={key} {...form.register('blockExpired')} />{' '}
                  {DOCUMENT_LABELS[key]}
                </label>
              ))}
            </fieldset>
          )}
        </SettingForm>
      )}
    </WhenLoaded>
  );
}
