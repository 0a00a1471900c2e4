import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GENERIC_MESSAGES } from '../../shared/common/messages';
import { badRequest, notFound } from '../http-errors';
import { projectionOf, type JsonSchemaNode } from './response-projection';

/** "remarks[0].text" for a zod path; "The request" at the top. */
function fieldOf(path: readonly PropertyKey[]): string {
  let name = '';
  for (const key of path)
    name += typeof key === 'number' ? `[${key}]` : name ? `.${String(key)}` : String(key);
  return name || 'The request';
}

/**
 * The message of a refused value: the rule's own words where the shared schema has them (SPEC's
 * messages), else zod's type complaint rewritten to name the field.
 */
export function issueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return GENERIC_MESSAGES.badRequest;
  if (
    !issue.message.startsWith('Invalid input') &&
    !issue.message.startsWith('Too ') &&
    !issue.message.startsWith('Unrecognized key')
  ) {
    return issue.message;
  }
  const field = fieldOf(issue.path);
  if (issue.code === 'invalid_type') {
    return /received undefined/.test(issue.message)
      ? `${field} is required.`
      : `${field} must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}.`;
  }
  if (issue.code === 'too_big') return `${field} is too long or too large.`;
  return `${field} is not valid.`;
}

const compiledSerializers = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * A response schema compiled once into a projection (response-projection.ts): only the schema's
 * fields are written, so nothing leaks by accident, and big lists cost about what JSON.stringify
 * does, not a zod parse per row. Dates (not representable in JSON Schema) are written as ISO strings.
 */
export function responseSerializer(schema: z.ZodType): (data: unknown) => string {
  let serialize = compiledSerializers.get(schema);
  if (!serialize) {
    const project = projectionOf(
      z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as JsonSchemaNode,
    );
    serialize = (data) => JSON.stringify(project(data));
    compiledSerializers.set(schema, serialize);
  }
  return serialize;
}

/**
 * Routes declare zod schemas from src/shared as their Fastify schema (params, querystring, body,
 * response): requests are validated by them before the handler runs (a refused value is a 400 with
 * the rule's message, never coerced), and answers are serialized through them, so a field not in
 * the response schema never leaks.
 */
export function registerZodSchemas(app: FastifyInstance) {
  app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => (data) => {
    // No body at all reads as an empty object (an empty list where the body is a list); any other
    // body of the wrong shape is refused before its schema names a field.
    const listBody = schema.def.type === 'array';
    if (
      httpPart === 'body' &&
      data !== undefined &&
      data !== null &&
      (Array.isArray(data) !== listBody || typeof data !== 'object')
    ) {
      return { error: badRequest(listBody ? GENERIC_MESSAGES.bodyNotList : GENERIC_MESSAGES.bodyNotObject) };
    }
    const result = schema.safeParse(httpPart === 'body' ? (data ?? (listBody ? [] : {})) : data);
    if (result.success) return { value: result.data };
    // A path id that can name no row (shared rowId) is "not found", like an unknown one.
    const first = result.error.issues[0];
    if (first?.code === 'custom' && first.params?.notFound === true)
      return { error: notFound(first.message) };
    return { error: badRequest(issueMessage(result.error)) };
  });
  // Compiled on a route's first answer, not when the route is registered: converting every route's
  // schema took about 0.13 s of each start (and of each server test file), for routes most processes
  // never answer. The conversion cannot fail (unrepresentable parts become "any"); route-schemas.test.ts
  // compiles every route's response schemas.
  app.setSerializerCompiler<z.ZodType>(({ schema }) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => (serialize ??= responseSerializer(schema))(data);
  });
}
