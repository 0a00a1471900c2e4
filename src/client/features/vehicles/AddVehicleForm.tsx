import { useId, useState } from 'react';
import { DOCUMENT_KEYS, VEHICLE_MESSAGES, normaliseTruckNumber } from '../../../shared/masters/vehicle';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useNotify } from '../../ui/use-notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import {
  addVehicleFormSchema,
  buildAddVehicleForm,
  emptyAddVehicleValues,
  type AddVehicleChecked,
  type AddVehicleValues,
} from './add-vehicle-form';
import { errorMessage } from '../../app/errors';
import { DocumentSlotRow } from './DocumentSlotRow';
import { useAddVehicleMutation } from './vehicles-api';

/** The add form: truck number, make, company owner and the seven document slots. */
export function AddVehicleForm() {
  const form = useSchemaForm<AddVehicleValues, AddVehicleChecked>(
    addVehicleFormSchema as never,
    emptyAddVehicleValues(),
  );
  // File inputs cannot be cleared by React state; a new key gives fresh, empty inputs.
  const [fileInputsKey, setFileInputsKey] = useState(0);
  const [addVehicle, { isLoading }] = useAddVehicleMutation();
  const notify = useNotify();
  const ids = useId();

  async function save(checked: AddVehicleChecked) {
    const result = await addVehicle(buildAddVehicleForm(checked, form.getValues('documents')));
    if (result.error)
      return notify.error(
        errorMessage(result.error, { serverWords: 'refusals', fallback: VEHICLE_MESSAGES.addFailed }),
      );
    notify.success(result.data.message || VEHICLE_MESSAGES.added);
    form.reset(emptyAddVehicleValues());
    setFileInputsKey((k) => k + 1);
  }

  const checking = form.formState.isSubmitting && !isLoading;
  return (
    <form
      className="card add-vehicle"
      onSubmit={form.submit(save)}
      noValidate
      aria-labelledby={`${ids}-title`}
    >
      <h2 id={`${ids}-title`} className="add-vehicle__title">
        Add Vehicle
      </h2>
      <div className="add-vehicle__details">
        {/* No maxLength attribute: it would count the spaces the user types; the shared rule cuts
            the number to 10 characters after removing them. */}
        <Field
          label="Truck Number"
          placeholder="e.g. MH12KL1111"
          autoComplete="off"
          {...form.field('truck_no', normaliseTruckNumber)}
        />
        <Field label="Make" autoComplete="off" {...form.field('make')} />
        <Field label="Company Owner" autoComplete="off" {...form.field('companyOwner')} />
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
              form={form}
              idPrefix={ids}
              fileInputsKey={fileInputsKey}
            />
          ))}
        </tbody>
      </table>
      <div className="add-vehicle__actions">
        <small className="add-vehicle__hint">
          Each document: a PDF of at most 1 MB with its start and end dates.
        </small>
        <Button
          type="submit"
          busy={isLoading || checking}
          busyLabel={isLoading ? 'Uploading...' : 'Checking...'}
        >
          Submit
        </Button>
      </div>
    </form>
  );
}
