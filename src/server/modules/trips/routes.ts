import type { FastifyInstance } from 'fastify';
import { TRIP_MESSAGES, type TripRecord, type TripRowEditFields } from '../../../shared/trip';
import { readMultipart, sendStoredFile } from '../files/multipart';
import { JsonText, pageOf, sendJsonText, summaryMembers } from '../../paging';
import { tripListPage } from './trip-list';
import { sortOf } from './trip-sort';
import { tripService, type TripActor, type TripReportQuery } from './service';

interface IdParams {
  id: string;
}
interface TripIdParams {
  tripId: string;
}
interface DownloadParams extends IdParams {
  fileField: string;
}

const ROW_EDIT_FIELDS = ['localDate', 'transactionStatus', 'weight', 'actualWeight', 'short'] as const;

/** Trip form, Today's List and Reports calls (SPEC.md section 7). */
export async function tripRoutes(app: FastifyInstance) {
  const trips = tripService(app.db, undefined, { expiryWarningDays: app.config.expiryWarningDays });
  const actorOf = (request: { user?: { username: string; profile: string } | null }): TripActor => ({
    username: request.user!.username,
    profile: request.user!.profile,
  });

  // New trip from the trip form. The body's username/userProfile are ignored: the session says who.
  app.post('/reports', { config: { access: 'tripCreate' } }, async (request, reply) => {
    const trip = await trips.create(actorOf(request), request.body);
    return reply.status(201).send({ message: TRIP_MESSAGES.submitted, TripID: trip.tripId });
  });

  app.get<{ Params: TripIdParams }>('/api/trip/:tripId', { config: { access: 'upload' } }, async (request): Promise<TripRecord> =>
    trips.get(actorOf(request), request.params.tripId),
  );

  app.post('/api/trip', { config: { access: 'tripUpdate' } }, async (request) => {
    await trips.update(actorOf(request), request.body);
    return { message: TRIP_MESSAGES.updated };
  });

  // Optional limit/offset: one page plus totalCount and totals (issue 9); without them, every row.
  app.get<{ Querystring: TripReportQuery }>('/api/reports', { config: { access: 'todayList' } }, async (request, reply) => {
    const query = sortOf(request.query, await trips.report(actorOf(request), request.query ?? {}));
    const list = await tripListPage(app.db, query, pageOf(request.query));
    return sendJsonText(reply, [['tableData', new JsonText(list.json)], ...summaryMembers(list.summary)]);
  });

  // Multipart: id, localDate (Reports only), transactionStatus, weight, actualWeight, short and
  // the four PDF attachments. A field left out is left unchanged.
  app.post<{ Params: IdParams }>('/api/reports/:id', { config: { access: 'tripRowEdit' } }, async (request) => {
    const { fields, files } = await readMultipart(request);
    const edit: TripRowEditFields = {};
    for (const name of ROW_EDIT_FIELDS) if (name in fields) edit[name] = fields[name];
    await trips.rowEdit(actorOf(request), request.params.id, edit, files);
    return { message: TRIP_MESSAGES.recordUpdated };
  });

  app.delete<{ Params: IdParams }>('/api/reports/:id', { config: { access: 'tripDelete' } }, async (request) => {
    await trips.remove(actorOf(request), request.params.id);
    return { message: TRIP_MESSAGES.deleted };
  });

  app.get<{ Params: DownloadParams }>('/api/download/:id/:fileField', { config: { access: 'todayList' } }, async (request, reply) => {
    const file = await trips.download(actorOf(request), request.params.id, request.params.fileField);
    return sendStoredFile(reply, file);
  });
}
