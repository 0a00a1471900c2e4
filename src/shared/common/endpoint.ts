import type { z } from 'zod';
import { messageAnswer } from './wire';

/**
 * One API call as both sides see it: its method, its path and a zod schema for each part. The
 * server's route takes `schema` as its Fastify schema (validation and answer projection), the
 * client's endpoint slice takes its types (BodyOf, AnswerOf) and its path (pathOf), and the
 * client's test stubs check what they answer against `schema.response`. No side writes the shape
 * again, so a change to a schema reaches all three.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The parts of a call, named as Fastify names them. */
export interface WireSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The answer written for each status (others are `{ message }`, `errorAnswer`). */
  response: { [status: number]: z.ZodType };
}

export interface Endpoint<S extends WireSchema = WireSchema> {
  method: HttpMethod;
  /** The path under /logistics, with ":name" for each path parameter. */
  path: string;
  schema: S;
}

export function endpoint<const S extends WireSchema>(
  method: HttpMethod,
  path: string,
  schema: S,
): Endpoint<S> {
  return { method, path, schema };
}

type Part<E extends Endpoint, K extends keyof WireSchema> = E['schema'][K] extends z.ZodType
  ? E['schema'][K]
  : never;

/** The body a client may send (what the server's schema takes in, before its transforms). */
export type BodyOf<E extends Endpoint> = z.input<Part<E, 'body'>>;
/** The query parameters a client may send. */
export type QueryOf<E extends Endpoint> = z.input<Part<E, 'querystring'>>;
/** The answer of a status (200 unless named). */
export type AnswerOf<
  E extends Endpoint,
  Status extends keyof E['schema']['response'] = 200,
> = E['schema']['response'][Status] extends z.ZodType ? z.output<E['schema']['response'][Status]> : never;

/** The path with its parameters filled in (encoded), e.g. pathOf(billStatus, { billId: 'B12' }). */
export function pathOf(e: Endpoint, params: Record<string, string | number> = {}): string {
  return e.path.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${e.method} ${e.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

/** Whether a request's method and path (under /logistics, without the query) are this endpoint's. */
export function matchesEndpoint(e: Endpoint, method: string, path: string): boolean {
  if (e.method !== method.toUpperCase()) return false;
  const pattern = new RegExp(`^${e.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
  return pattern.test(path);
}

/**
 * A setting read and saved at one path: GET answers `answer`; POST takes `body` and answers the
 * `{ message }` of the save, then the same fields as the read.
 */
export function settingCalls<const B extends z.ZodType, S extends z.ZodRawShape>(
  path: string,
  body: B,
  answer: z.ZodObject<S>,
) {
  return {
    read: endpoint('GET', path, { response: { 200: answer } }),
    save: endpoint('POST', path, { body, response: { 200: messageAnswer.extend(answer.shape) } }),
  };
}
