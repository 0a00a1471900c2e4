import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { DOCUMENT_KEYS, VEHICLE_MESSAGES, normaliseTruckNumber, type DocumentKey } from '../../../shared/vehicle';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useNotify } from '../../ui/useNotify';
import { buildAddVehicleForm, checkAddVehicle, emptyAddVehicleValues, type AddVehicleValues, type DocumentSlotValues } from './addVehicleForm';
import { errorMessage } from '../../app/errors';
import { chosenFileProblem } from './fileChecks';
import { DocumentSlotRow } from './DocumentSlotRow';
import { useAddVehicleMutation } from './vehiclesApi';

/** The add form: truck number, make, company owner and the seven document slots. */
export function AddVehicleForm() {
  const [values, setValues] = useState<AddVehicleValues>(emptyAddVehicleValues);
  // File inputs cannot be cleared by React state; a new key gives fresh, empty inputs.
  const [fileInputsKey, setFileInputsKey] = useState(0);
  const [invalidSlot, setInvalidSlot] = useState<DocumentKey | null>(null);
  const [checking, setChecking] = useState(false);
  const [addVehicle, { isLoading }] = useAddVehicleMutation();
  const notify = useNotify();
  const ids = useId();

  function setSlot(key: DocumentKey, change: Partial<DocumentSlotValues>) {
    setValues((v) => ({ ...v, documents: { ...v.documents, [key]: { ...v.documents[key], ...change } } }));
    if (invalidSlot === key) setInvalidSlot(null);
  }

  async function onFileChosen(key: DocumentKey, event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    if (file) {
      const problem = await chosenFileProblem(file);
      if (problem) {
        notify.error(problem);
        input.value = '';
        setSlot(key, { file: null });
        setInvalidSlot(key);
        return;
      }
    }
    setSlot(key, { file });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    const check = await checkAddVehicle(values);
    setChecking(false);
    if (!check.ok) {
      setInvalidSlot(check.slot ?? null);
      return notify.error(check.message);
    }
    const result = await addVehicle(buildAddVehicleForm(check.details, values.documents));
    if (result.error) return notify.error(errorMessage(result.error, { serverWords: 'refusals', fallback: VEHICLE_MESSAGES.addFailed }));
    notify.success(result.data.message || VEHICLE_MESSAGES.added);
    setValues(emptyAddVehicleValues());
    setFileInputsKey((k) => k + 1);
    setInvalidSlot(null);
  }

  const busy = isLoading || checking;
  return (
    <form className="card add-vehicle" onSubmit={onSubmit} noValidate aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="add-vehicle__title">
        Add Vehicle
      </h2>
      <div className="add-vehicle__details">
        <Field
          label="Truck Number"
          value={values.truck_no}
          placeholder="e.g. MH12KL1111"
          autoComplete="off"
          // No maxLength attribute: it would count the spaces the user types; the shared rule cuts
          // the number to 10 characters after removing them.
          onChange={(e) => setValues((v) => ({ ...v, truck_no: normaliseTruckNumber(e.target.value) }))}
        />
        <Field label="Make" value={values.make} autoComplete="off" onChange={(e) => setValues((v) => ({ ...v, make: e.target.value }))} />
        <Field
          label="Company Owner"
          value={values.companyOwner}
          autoComplete="off"
          onChange={(e) => setValues((v) => ({ ...v, companyOwner: e.target.value }))}
        />
      </div>
      <table className="add-vehicle__slots">
        <caption className="visually-hidden">Documents (PDF, at most 1 MB each)</caption>
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">PDF File</th>
            <th scope="col">Start Date</th>
            <th scope="col">End Date</th>
          </tr>
        </thead>
        <tbody>
          {DOCUMENT_KEYS.map((key) => (
            <DocumentSlotRow
              key={key}
              docKey={key}
              slot={values.documents[key]}
              idPrefix={ids}
              fileInputsKey={fileInputsKey}
              invalid={invalidSlot === key}
              onFileChosen={onFileChosen}
              onChange={setSlot}
            />
          ))}
        </tbody>
      </table>
      <div className="add-vehicle__actions">
        <small className="add-vehicle__hint">Each document: a PDF of at most 1 MB with its start and end dates.</small>
        <Button type="submit" busy={busy} busyLabel={isLoading ? 'Uploading...' : 'Checking...'}>
          Submit
        </Button>
      </div>
    </form>
  );
}
