import { firstIssue } from '../../../shared/validation';
import {
  DOCUMENT_KEYS,
  documentSlotProblem,
  endDateField,
  startDateField,
  vehicleDetailsSchema,
  type DocumentKey,
  type VehicleDetails,
} from '../../../shared/vehicle';
import { chosenFileProblem } from './fileChecks';

export interface DocumentSlotValues {
  file: File | null;
  startDate: string;
  endDate: string;
}

export interface AddVehicleValues {
  truck_no: string;
  make: string;
  companyOwner: string;
  documents: Record<DocumentKey, DocumentSlotValues>;
}

export function emptyAddVehicleValues(): AddVehicleValues {
  return {
    truck_no: '',
    make: '',
    companyOwner: '',
    documents: Object.fromEntries(DOCUMENT_KEYS.map((key) => [key, { file: null, startDate: '', endDate: '' }])) as Record<
      DocumentKey,
      DocumentSlotValues
    >,
  };
}

export type AddVehicleCheck = { ok: true; details: VehicleDetails } | { ok: false; message: string; slot?: DocumentKey };

/**
 * The add form's checks, with the shared rules in the form's order: truck number, make, company
 * owner, then each document slot (dates and file together, then the file itself).
 */
export async function checkAddVehicle(values: AddVehicleValues): Promise<AddVehicleCheck> {
  const parsed = vehicleDetailsSchema.safeParse({ truck_no: values.truck_no, make: values.make, companyOwner: values.companyOwner });
  if (!parsed.success) return { ok: false, message: firstIssue(parsed)! };
  for (const key of DOCUMENT_KEYS) {
    const slot = values.documents[key];
    const slotProblem = documentSlotProblem({ hasFile: slot.file !== null, startDate: slot.startDate, endDate: slot.endDate });
    if (slotProblem) return { ok: false, message: slotProblem, slot: key };
    if (slot.file) {
      const fileProblem = await chosenFileProblem(slot.file);
      if (fileProblem) return { ok: false, message: fileProblem, slot: key };
    }
  }
  return { ok: true, details: parsed.data };
}

/**
 * POST /add-vehicle's multipart body (SPEC.md section 7): truck_no, make, companyOwner, and for each
 * filled slot its file under the document's key plus {key}_startDate and {key}_endDate.
 */
export function buildAddVehicleForm(details: VehicleDetails, documents: AddVehicleValues['documents']): FormData {
  const form = new FormData();
  form.append('truck_no', details.truck_no);
  form.append('make', details.make);
  form.append('companyOwner', details.companyOwner);
  for (const key of DOCUMENT_KEYS) {
    const slot = documents[key];
    if (!slot.file) continue;
    form.append(key, slot.file, slot.file.name);
    form.append(startDateField(key), slot.startDate);
    form.append(endDateField(key), slot.endDate);
  }
  return form;
}
