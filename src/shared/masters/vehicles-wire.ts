import { z } from 'zod';
import { DOCUMENT_KEYS, endDateField, startDateField } from './vehicle';
import { endpoint } from '../common/endpoint';
import { fieldsOf, idText, messageAnswer, optionalText } from '../common/wire';

/** The Vehicle screen (SPEC.md section 7): multipart text fields and answers. */

const dateText = z.string().max(10).optional();

/** POST /add-vehicle: each document's dates beside truck_no, make and companyOwner (vehicleDetailsSchema). */
export const vehicleDocumentDates = z.object(
  Object.fromEntries(
    DOCUMENT_KEYS.flatMap((key) => [
      [startDateField(key), dateText],
      [endDateField(key), dateText],
    ]),
  ) as Record<string, typeof dateText>,
);
/** POST /upload: one document's replacement. */
export const uploadDocumentFields = z.object({
  truck_no: z.string().max(30).optional(),
  field_name: z.string().max(40).optional(),
  start_date: dateText,
  end_date: dateText,
});
/** POST /reset-vehicle-doc. */
export const resetDocumentBody = z.object({ truck_no: optionalText(30), field_name: optionalText(40) });

export const truckParams = z.object({ truckNo: idText });
export const truckDocumentParams = z.object({ truckNo: idText, docKey: idText });

const vehicleDocumentAnswer = z.object({
  field_name: z.enum(DOCUMENT_KEYS),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  days_left: z.number(),
  file_name: z.string().nullable(),
});
export type VehicleDocument = z.infer<typeof vehicleDocumentAnswer>;
/** A row of GET /api/trucks. */
export const truckRefAnswer = z.object({ truck_no: z.string(), _id: z.string() });
export type TruckRef = z.infer<typeof truckRefAnswer>;
/** A row of GET /list-vehicle: the truck, its details, and every one of the seven documents. */
export const vehicleAnswer = truckRefAnswer.extend({
  make: z.string(),
  companyOwner: z.string(),
  documents: z.object(fieldsOf(vehicleDocumentAnswer, ...DOCUMENT_KEYS)),
});
export type Vehicle = z.infer<typeof vehicleAnswer>;

/** GET /vehicle-settings: the server's expiry window (EXPIRY_WARNING_DAYS), so tiles flag what the bell flags. */
export const vehicleSettingsAnswer = z.object({ expiryWarningDays: z.number().int().min(0) });

/**
 * The Vehicle screen's calls and the trip form's truck list; vehicles/routes.ts serves them.
 * The multipart calls (add-vehicle, upload) declare their path and answer: their text fields are
 * vehicleDetailsSchema, vehicleDocumentDates and uploadDocumentFields, read by the route.
 */
export const vehicleEndpoints = {
  list: endpoint('GET', '/list-vehicle', { response: { 200: z.array(vehicleAnswer) } }),
  settings: endpoint('GET', '/vehicle-settings', { response: { 200: vehicleSettingsAnswer } }),
  trucks: endpoint('GET', '/api/trucks', { response: { 200: z.array(truckRefAnswer) } }),
  add: endpoint('POST', '/add-vehicle', { response: { 201: messageAnswer } }),
  upload: endpoint('POST', '/upload', { response: { 200: messageAnswer } }),
  remove: endpoint('DELETE', '/delete-vehicle/:truckNo', {
    params: truckParams,
    response: { 200: messageAnswer },
  }),
  resetDocument: endpoint('POST', '/reset-vehicle-doc', {
    body: resetDocumentBody,
    response: { 200: messageAnswer },
  }),
  /** A document's file (no JSON answer). */
  download: endpoint('GET', '/download/:truckNo/:docKey', { params: truckDocumentParams, response: {} }),
};
