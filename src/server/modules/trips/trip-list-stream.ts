import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { tripRecordsSql, type TripListQuery } from './trip-list';

/**
 * An unpaged trip list (an API client's whole range: a month at 10,000 trips a day is ~300,000
 * trips, ~220 MB of JSON) streamed as the database builds it: a cursor hands over the records a
 * batch at a time, each batch is written as soon as it comes, and the next is fetched when the
 * client has taken the last. Built as one text (json_agg), the body took 2.4x PostgreSQL's own
 * time and held two copies of itself in memory; streamed, the client reads while the database
 * writes, and the server holds one batch.
 */

// ~1.5 MB of JSON a fetch: few round trips, little memory.
const BATCH_ROWS = 2000;

/**
 * `{"tableData":[...records]}` as a stream: `before` is the JSON text up to the array's first
 * record, `after(count)` what follows its last (it may say whether the list was empty). Answers
 * once the first batch is read, so a failing statement is still an error answer, not a cut-off
 * body. The cursor's transaction ends when the stream ends or is closed.
 */
export function streamTripRecords(
  db: DB,
  query: TripListQuery,
  before: string,
  after: (count: number) => string,
): Promise<Readable> {
  return new Promise((resolve, reject) => {
    let out: PassThrough | null = null;
    db.transaction()
      .execute(async (trx) => {
        await sql`declare trip_records no scroll cursor for ${tripRecordsSql(trx, query)}`.execute(trx);
        let count = 0;
        for (;;) {
          const { rows } = await sql<{
            record: string;
          }>`fetch ${sql.raw(String(BATCH_ROWS))} from trip_records`.execute(trx);
          if (!out) {
            out = new PassThrough();
            out.write(before);
            resolve(out);
          }
          if (rows.length === 0) break;
          const records = rows.map((r) => r.record).join(',');
          const more = out.write(count === 0 ? records : `,${records}`);
          count += rows.length;
          // The client went away: the rest is not read.
          if (!more && !(await drained(out))) return;
        }
        out.end(after(count));
      })
      .catch((error: Error) => {
        if (out) out.destroy(error);
        else reject(error);
      });
  });
}

/** Waits until the stream takes more (true) or is closed (false). */
async function drained(stream: PassThrough): Promise<boolean> {
  if (stream.destroyed) return false;
  const drain = once(stream, 'drain').then(() => true);
  const close = once(stream, 'close').then(() => false);
  return Promise.race([drain, close]);
}
