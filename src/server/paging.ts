import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { parsePaging, type PageRequest, type PageSummary } from '../shared/lists/paging';
import { badRequest } from './http-errors';

/** limit/offset of a query or body (shared rules): the page, null when unpaged; a 400 when bad. */
export function pageOf(source: unknown): PageRequest | null {
  const parsed = parsePaging(source);
  if (!parsed.ok) throw badRequest(parsed.message);
  return parsed.page;
}

/**
 * Sends a JSON object some of whose members are JSON text already (lists the database built),
 * without parsing and serialising them again. `members` in the order they are written.
 */
export function sendJsonText(reply: FastifyReply, members: [key: string, value: unknown][]) {
  return reply.type(JSON_TYPE).send(jsonTextBody(members));
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer whose JSON was built already (by the database, or shared between requests), or streams as it is built. */
export function sendPrebuiltJson(reply: FastifyReply, body: string | Buffer | Readable) {
  return reply.type(JSON_TYPE).send(body);
}

/** The bytes sendJsonText sends (to share one body between several answers). */
export function jsonTextBody(members: [key: string, value: unknown][]): Buffer {
  const body = members
    .map(
      ([key, value]) =>
        `${JSON.stringify(key)}:${value instanceof JsonText ? value.json : JSON.stringify(value)}`,
    )
    .join(',');
  return Buffer.from(`{${body}}`);
}

/** JSON text to be written as it is by sendJsonText. */
export class JsonText {
  constructor(readonly json: string) {}
}

/** totalCount and totals members of a paged answer (none when unpaged). */
export function summaryMembers(summary: PageSummary<unknown> | null): [string, unknown][] {
  return summary
    ? [
        ['totalCount', summary.totalCount],
        ['totals', summary.totals],
      ]
    : [];
}
