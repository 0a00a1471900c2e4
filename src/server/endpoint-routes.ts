import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint, WireSchema } from '../shared/common/endpoint';
import type { Access } from './plugins/rbac';

/** A route's handler, its request and answer typed by the endpoint's zod schema. */
type EndpointHandler<S extends WireSchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** Registers one route: the endpoint it serves, who may call it, and its handler. */
export type ServeEndpoint = <S extends WireSchema>(
  call: Endpoint<S>,
  access: Access,
  handler: EndpointHandler<S>,
) => void;

/**
 * Registers a module's routes from the shared endpoints: each takes its method, path and zod schema
 * from its endpoint (what the client calls) and declares its access area.
 */
export function endpointRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  return <S extends WireSchema>(call: Endpoint<S>, access: Access, handler: EndpointHandler<S>) => {
    app.route({
      method: call.method,
      url: call.path,
      schema: call.schema,
      config: { access },
      handler,
    });
  };
}
