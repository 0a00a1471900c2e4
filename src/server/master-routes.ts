import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../shared/common/endpoint';
import type { messageAnswer, rowIdParams } from '../shared/common/wire';
import { endpointRoutes, type ServeEndpoint } from './endpoint-routes';
import { requireUser } from './plugins/session';
import type { Access } from './plugins/rbac';

/** What a master-data screen's service (freight rates, vendors) adds and deletes, as the user. */
interface MasterService<Input, Row> {
  create(actor: string, input: Input): Promise<Row>;
  remove(actor: string, id: number): Promise<void>;
}

/** A master-data screen's list, add and delete calls; its update differs per screen. */
interface MasterCalls<Input, Key extends string, Row> {
  list: Endpoint<{ response: { 200: z.ZodType } }>;
  add: Endpoint<{
    body: z.ZodType<Input>;
    response: { 201: z.ZodType<{ message: string } & Record<Key, Row>> };
  }>;
  remove: Endpoint<{ params: ReturnType<typeof rowIdParams>; response: { 200: typeof messageAnswer } }>;
}

/**
 * Serves a master-data screen's list (its repository's), add and delete (its service's): add
 * answers 201 with its message and the new row under `key`; delete archives the row and answers
 * its message. Answers the screen's endpointRoutes for its other calls.
 */
export function masterRoutes<Input, Key extends string, Row>(
  app: FastifyInstance,
  access: Access,
  calls: MasterCalls<Input, Key, Row>,
  screen: { rows: { list(): Promise<unknown> }; service: MasterService<Input, Row>; key: Key },
  messages: { added: string; deleted: string },
): ServeEndpoint {
  const serve = endpointRoutes(app);
  const { rows, service } = screen;
  serve(calls.list, access, async () => rows.list());

  const add = async (request: FastifyRequest, reply: FastifyReply) => {
    const row = await service.create(requireUser(request).username, request.body as Input);
    return reply.status(201).send({ message: messages.added, [screen.key]: row });
  };
  // Fastify cannot resolve a handler's type for a body and answer left generic; MasterCalls ties
  // them to the service's input and row instead.
  serve(calls.add, access, add as never);

  serve(calls.remove, access, async (request) => {
    await service.remove(requireUser(request).username, request.params.id);
    return { message: messages.deleted };
  });
  return serve;
}
