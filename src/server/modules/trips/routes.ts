import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/session';
import { FIRST_STATEMENT, withSessionInStatement } from '../../plugins/session-in-statement';
import { endpointRoutes, type ServeEndpoint } from '../../endpoint-routes';
import { TRIP_MESSAGES } from '../../../shared/trips';
import { tripEndpoints as calls, tripRowEditFields } from '../../../shared/trips/wire';
import { formFields, readMultipart, sendStoredFile } from '../files/public';
import { JsonText, jsonTextBody, pageOf, sendPrebuiltJson, summaryMembers } from '../../paging';
import { SharedJsonBodies, SharedJsonBody, sendSharedJson } from '../../shared-json-body';
import { sharedReads } from '../../db/shared-reads';
import { answeredUnchanged, entityTag, REVALIDATE } from '../../conditional-get';
import { tripListVersion } from './list-version';
import { hasMoreTrips, tripListPage } from './trip-list';
import { streamTripRecords } from './trip-list-stream';
import { readPageWithVersion, readsInOne } from './trip-list-read';
import { listControlsOf } from './trip-filters';
import { tripService } from './service';
import { answerOnce, idempotencyKeyOf, sendAnswer } from '../idempotency/public';
import { IDEMPOTENCY_MESSAGES } from '../../../shared/common/idempotency';
import { DUPLICATE_TRIP } from '../../../shared/trips/duplicates';
import type { TripActor } from './trip-context';
import type { DB } from '../../db/connection';

/** Trip form, Today's List and Reports calls (SPEC.md section 7). */

// ~1.5 MB of JSON: a list up to this long is built whole, shared and gzipped (shared-json-body.ts).
const STREAMED_FROM = 2000;
export async function tripRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const trips = tripService(app.db, undefined, { expiryWarningDays: app.config.expiryWarningDays });
  const actorOf = (request: FastifyRequest): TripActor => {
    const { username, profile } = requireUser(request);
    return { username, profile };
  };

  serveNewTrip(app, serve, trips);

  // The trip is read with the session in one statement (session-in-statement.ts); whose it is may
  // be decided after (requireReadable), so the statement needs no profile beforehand.
  serve(
    calls.get,
    'upload',
    async (request, reply) =>
      withSessionInStatement(request, reply, { forProfile: false }, (run, actor) =>
        trips.getReadBy(run, actor, request.params.tripId),
      ),
    { session: FIRST_STATEMENT },
  );

  serve(calls.update, 'tripUpdate', async (request) => {
    await trips.update(actorOf(request), request.body);
    return { message: TRIP_MESSAGES.updated };
  });

  // Optional limit/offset: one page plus totalCount and totals; without them, every row.
  // The rows are JSON the database built (trip-list.ts names every field), written as they are.
  // Clerks reloading the same page at once share one read and one body (shared-reads.ts).
  // The answer's ETag is the query, the profile and the list's version (list-version.ts): a caller
  // holding it gets 304; a body read at the current version is answered again without a read.
  // A page read afresh comes with its version and summary in one statement (trip-list-read.ts).
  const reportBodies = sharedReads<SharedJsonBody | null>(app.db);
  const pageReads = sharedReads<{ body: SharedJsonBody; version: string }>(app.db);
  const versions = sharedReads<string>(app.db);
  const lastBodies = new SharedJsonBodies();
  // A request whose session is read with its first statement (session-in-statement.ts) reads the
  // page or the version on its own: the statement is that request's, not one to share.
  serve(
    calls.list,
    'todayList',
    async (request, reply) =>
      withSessionInStatement(request, reply, { forProfile: true }, async (run, actorOf) => {
        const actor = actorOf();
        const query = listControlsOf(request.query, await trips.report(actor, request.query));
        const page = pageOf(request.query);
        const key = JSON.stringify([query, page]);
        const range = { startDate: query.search.startDate, endDate: query.search.endDate };
        const tagOf = (version: string) => entityTag([calls.list.path, actor.profile, key, version]);
        const own = request.pendingSession !== null;
        const readPage = async () => {
          const pageRead = async (db: DB) => {
            const list = await readPageWithVersion(db, query, page!, {
              versionRange: range,
              ...(own ? { run } : {}),
            });
            const raw = jsonTextBody([
              ['tableData', new JsonText(list.json)],
              ...summaryMembers(list.summary),
            ]);
            return { body: lastBodies.keep(key, raw, list.version), version: list.version };
          };
          const read = own ? await pageRead(app.db) : await pageReads(key, pageRead);
          reply.header('etag', tagOf(read.version)).header('cache-control', REVALIDATE);
          return sendSharedJson(request, reply, read.body);
        };
        // A page no one holds and none was kept for: nothing to compare a version with first.
        const fresh = request.headers['if-none-match'] === undefined && !lastBodies.has(key);
        if (page && fresh && readsInOne(query, page)) return readPage();
        const version = own
          ? await tripListVersion(app.db, range, run)
          : await versions(JSON.stringify(range), (db) => tripListVersion(db, range));
        if (answeredUnchanged(request, reply, tagOf(version))) return reply;
        const kept = lastBodies.current(key, version);
        if (kept) return sendSharedJson(request, reply, kept);
        if (page && readsInOne(query, page)) return readPage();
        const body = await reportBodies(JSON.stringify([key, version]), async (db) => {
          // A long unpaged range (an API client's month) is streamed to each caller instead.
          if (!page && (await hasMoreTrips(db, query, STREAMED_FROM))) return null;
          const list = await tripListPage(db, query, page);
          return lastBodies.keep(
            key,
            jsonTextBody([['tableData', new JsonText(list.json)], ...summaryMembers(list.summary)]),
            version,
          );
        });
        if (!body)
          return sendPrebuiltJson(
            reply,
            await streamTripRecords(app.db, query, '{"tableData":[', () => ']}'),
          );
        return sendSharedJson(request, reply, body);
      }),
    { session: FIRST_STATEMENT },
  );

  // Multipart: id, localDate (Reports only), transactionStatus, weight, actualWeight, short and
  // the four PDF attachments. A field left out is left unchanged.
  serve(calls.rowEdit, 'tripRowEdit', async (request) => {
    const { fields, files } = await readMultipart(request);
    await trips.rowEdit(actorOf(request), request.params.id, formFields(tripRowEditFields, fields), files);
    return { message: TRIP_MESSAGES.recordUpdated };
  });

  serve(calls.remove, 'tripDelete', async (request) => {
    await trips.remove(actorOf(request), request.params.id);
    return { message: TRIP_MESSAGES.deleted };
  });

  serve(calls.download, 'todayList', async (request, reply) => {
    const file = await trips.download(actorOf(request), request.params.id, request.params.fileField);
    return sendStoredFile(reply, file);
  });
}

/**
 * New trip from the trip form. The body's username/userProfile are ignored: the session says who.
 * With an Idempotency-Key, a repeat (a retry, a double press, the outbox) gets the first answer.
 * Without one (nothing to answer again) the form's master data read carries the session
 * (session-in-statement.ts): a new trip is two round trips, not three.
 */
function serveNewTrip(app: FastifyInstance, serve: ServeEndpoint, trips: ReturnType<typeof tripService>) {
  serve(
    calls.create,
    'tripCreate',
    async (request, reply) =>
      withSessionInStatement(request, reply, { forProfile: false }, async (run, actorOf, readSessionNow) => {
        const key = idempotencyKeyOf(request);
        const submitted = (tripId: string) => ({
          status: 201,
          body: { message: TRIP_MESSAGES.submitted, TripID: tripId },
        });
        if (key === null) {
          const stored = await trips.createReadBy(run, actorOf, request.body);
          return sendAnswer(reply, { ...submitted(stored.tripId), replayed: false });
        }
        await readSessionNow();
        const actor = actorOf();
        const { confirmDuplicateTrip, DocumentWarningConfirmed: _seen, ...trip } = request.body;
        const answer = await answerOnce(
          app.db,
          {
            call: 'POST /reports',
            username: actor.username,
            key,
            request: trip,
            confirms: confirmDuplicateTrip === true,
            isQuestion: (error) => error.errorCode === DUPLICATE_TRIP,
            otherRequestMessage: IDEMPOTENCY_MESSAGES.otherTrip,
          },
          async (db) => submitted((await trips.create(actor, request.body, db)).tripId),
        );
        return sendAnswer(reply, answer);
      }),
    { session: FIRST_STATEMENT },
  );
}
