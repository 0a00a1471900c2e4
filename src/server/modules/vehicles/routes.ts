import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, parseInput } from '../../http-errors';
import { readMultipart, sendStoredFile } from '../files/multipart';
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
  type TruckRef,
  type Vehicle,
} from '../../../shared/vehicle';

interface TruckParams {
  truckNo: string;
}
interface DownloadParams extends TruckParams {
  docKey: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The Vehicle screen's calls (SPEC.md section 7) and the trip form's truck list. */
export async function vehicleRoutes(app: FastifyInstance) {
  const vehicles = vehicleService(app.db);

  app.get('/list-vehicle', { config: { access: 'vehicle' } }, async (): Promise<Vehicle[]> => vehicles.list());

  app.get('/api/trucks', { config: { access: 'upload' } }, async (): Promise<TruckRef[]> =>
    vehicleRepository(app.db).truckRefs(),
  );

  // Multipart: truck_no, make, companyOwner, and per document its file (named by its key) and
  // {key}_startDate / {key}_endDate. Each slot is empty or complete.
  app.post('/add-vehicle', { config: { access: 'vehicle' } }, async (request, reply) => {
    const { fields, files } = await readMultipart(request);
    const details = parseInput(vehicleDetailsSchema, fields);
    const documents: NewDocument[] = [];
    for (const key of DOCUMENT_KEYS) {
      const file = files[key];
      const startDate = text(fields[startDateField(key)]);
      const endDate = text(fields[endDateField(key)]);
      const problem = documentSlotProblem({ hasFile: file !== undefined, startDate, endDate });
      if (problem) throw badRequest(problem);
      if (file) documents.push({ fieldName: key, startDate, endDate, file });
    }
    await vehicles.add(request.user!.username, details, documents);
    return reply.status(201).send({ message: VEHICLE_MESSAGES.added });
  });

  // Multipart: truck_no, field_name, file, start_date, end_date. Replaces the document.
  app.post('/upload', { config: { access: 'vehicle' } }, async (request) => {
    const { fields, files } = await readMultipart(request);
    const key = text(fields.field_name);
    if (!isDocumentKey(key)) throw badRequest(VEHICLE_MESSAGES.unknownDocument);
    const file = files.file;
    if (!file) throw badRequest(VEHICLE_MESSAGES.selectFile);
    const startDate = text(fields.start_date);
    const endDate = text(fields.end_date);
    const problem = documentSlotProblem({ hasFile: true, startDate, endDate });
    if (problem) throw badRequest(problem);
    await vehicles.uploadDocument(request.user!.username, truckNumberKey(text(fields.truck_no)), {
      fieldName: key, startDate, endDate, file,
    });
    return { message: VEHICLE_MESSAGES.uploaded };
  });

  app.delete<{ Params: TruckParams }>('/delete-vehicle/:truckNo', { config: { access: 'vehicle' } }, async (request) => {
    await vehicles.remove(request.user!.username, truckNumberKey(request.params.truckNo));
    return { message: VEHICLE_MESSAGES.deleted };
  });

  app.post<{ Body: { truck_no?: unknown; field_name?: unknown } }>(
    '/reset-vehicle-doc',
    { config: { access: 'vehicle' } },
    async (request) => {
      const body = request.body ?? {};
      const key = text(body.field_name);
      if (!isDocumentKey(key)) throw badRequest(VEHICLE_MESSAGES.unknownDocument);
      await vehicles.resetDocument(request.user!.username, truckNumberKey(text(body.truck_no)), key);
      return { message: VEHICLE_MESSAGES.documentReset };
    },
  );

  app.get<{ Params: DownloadParams }>('/download/:truckNo/:docKey', { config: { access: 'vehicle' } }, async (request, reply) => {
    const { truckNo, docKey } = request.params;
    if (!isDocumentKey(docKey)) throw notFound(VEHICLE_MESSAGES.noFile);
    const file = await vehicles.download(truckNumberKey(truckNo), docKey);
    return sendStoredFile(reply, file);
  });
}
