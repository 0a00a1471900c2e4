import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import { endpointRoutes } from '../../endpoint-routes';
import { badRequest, notFound } from '../../http-errors';
import {
  uploadDocumentFields,
  vehicleDocumentDates,
  vehicleEndpoints as calls,
} from '../../../shared/masters/vehicles-wire';
import { formFields, readMultipart, sendStoredFile } from '../files/public';
import { vehicleRepository } from './repository';
import { vehicleService, type NewDocument } from './service';
import {
  DOCUMENT_KEYS,
  VEHICLE_MESSAGES,
  documentSlotProblem,
  endDateField,
  isDocumentKey,
  startDateField,
  truckNumberKey,
  vehicleDetailsSchema,
} from '../../../shared/masters/vehicle';

const text = (value: string | null | undefined): string => value?.trim() ?? '';

/** The Vehicle screen's calls (SPEC.md section 7) and the trip form's truck list. */
export async function vehicleRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const vehicles = vehicleService(app.db);

  serve(calls.list, 'vehicle', async () => vehicles.list());

  // The bell and the trip form flag documents by the configured window; the tiles read the same one.
  serve(calls.settings, 'vehicle', async () => ({
    expiryWarningDays: app.config.expiryWarningDays,
  }));

  serve(calls.trucks, 'upload', async () => vehicleRepository(app.db).truckRefs());

  // Multipart: truck_no, make, companyOwner, and per document its file (named by its key) and
  // {key}_startDate / {key}_endDate. Each slot is empty or complete.
  serve(calls.add, 'vehicle', async (request, reply) => {
    const { fields: form, files } = await readMultipart(request);
    const details = formFields(vehicleDetailsSchema, form);
    const fields = formFields(vehicleDocumentDates, form);
    const documents: NewDocument[] = [];
    for (const key of DOCUMENT_KEYS) {
      const file = files[key];
      const startDate = text(fields[startDateField(key)]);
      const endDate = text(fields[endDateField(key)]);
      const problem = documentSlotProblem({ hasFile: file !== undefined, startDate, endDate });
      if (problem) throw badRequest(problem);
      if (file) documents.push({ fieldName: key, startDate, endDate, file });
    }
    await vehicles.add(requireUser(request).username, details, documents);
    return reply.status(201).send({ message: VEHICLE_MESSAGES.added });
  });

  // Multipart: truck_no, field_name, file, start_date, end_date. Replaces the document.
  serve(calls.upload, 'vehicle', async (request) => {
    const { fields: form, files } = await readMultipart(request);
    const fields = formFields(uploadDocumentFields, form);
    const key = text(fields.field_name);
    if (!isDocumentKey(key)) throw badRequest(VEHICLE_MESSAGES.unknownDocument);
    const file = files.file;
    if (!file) throw badRequest(VEHICLE_MESSAGES.selectFile);
    const startDate = text(fields.start_date);
    const endDate = text(fields.end_date);
    const problem = documentSlotProblem({ hasFile: true, startDate, endDate });
    if (problem) throw badRequest(problem);
    await vehicles.uploadDocument(requireUser(request).username, truckNumberKey(text(fields.truck_no)), {
      fieldName: key,
      startDate,
      endDate,
      file,
    });
    return { message: VEHICLE_MESSAGES.uploaded };
  });

  serve(calls.remove, 'vehicle', async (request) => {
    await vehicles.remove(requireUser(request).username, truckNumberKey(request.params.truckNo));
    return { message: VEHICLE_MESSAGES.deleted };
  });

  serve(calls.resetDocument, 'vehicle', async (request) => {
    const body = request.body;
    const key = text(body.field_name);
    if (!isDocumentKey(key)) throw badRequest(VEHICLE_MESSAGES.unknownDocument);
    await vehicles.resetDocument(requireUser(request).username, truckNumberKey(text(body.truck_no)), key);
    return { message: VEHICLE_MESSAGES.documentReset };
  });

  serve(calls.download, 'vehicle', async (request, reply) => {
    const { truckNo, docKey } = request.params;
    if (!isDocumentKey(docKey)) throw notFound(VEHICLE_MESSAGES.noFile);
    const file = await vehicles.download(truckNumberKey(truckNo), docKey);
    return sendStoredFile(reply, file);
  });
}
