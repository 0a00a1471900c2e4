import { z } from 'zod';
import {
  DOCUMENT_KEYS,
  documentSlotIssue,
  endDateField,
  startDateField,
  vehicleDetailsSchema,
  type DocumentKey,
  type VehicleDetails,
} from '../../../shared/masters/vehicle';
import { chosenFileProblem } from './file-checks';

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
    documents: Object.fromEntries(
      DOCUMENT_KEYS.map((key) => [key, { file: null, startDate: '', endDate: '' }]),
    ) as Record<DocumentKey, DocumentSlotValues>,
  };
}

/**
 * A slot's rules on its inputs: dates and file together (the shared rule says which input is at
 * fault), and the chosen file itself (a PDF of at most 1 MB, read from its first bytes).
 */
export const documentSlotSchema = z
  .object({ file: z.custom<File | null>(), startDate: z.string(), endDate: z.string() })
  .superRefine(async (slot, ctx) => {
    const issue = documentSlotIssue({
      hasFile: slot.file !== null,
      startDate: slot.startDate,
      endDate: slot.endDate,
    });
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
    const fileProblem = slot.file ? await chosenFileProblem(slot.file) : null;
    if (fileProblem) ctx.addIssue({ code: 'custom', message: fileProblem, path: ['file'] });
  });

/** The add form: the vehicle's own fields (shared rules) and every document slot, all checked at once. */
export const addVehicleFormSchema = vehicleDetailsSchema.extend({
  documents: z.object(
    Object.fromEntries(DOCUMENT_KEYS.map((key) => [key, documentSlotSchema])) as Record<
      DocumentKey,
      typeof documentSlotSchema
    >,
  ),
});
export type AddVehicleChecked = z.output<typeof addVehicleFormSchema>;

/**
 * POST /add-vehicle's multipart body (SPEC.md section 7): truck_no, make, companyOwner, and for each
 * filled slot its file under the document's key plus {key}_startDate and {key}_endDate.
 */
export function buildAddVehicleForm(
  details: VehicleDetails,
  documents: AddVehicleValues['documents'],
): FormData {
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
