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
import type { ListVersion } from './conditional-get';

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

/** What a route may declare beside its access: the version its answer is revalidated by. */
interface RouteOptions {
  revalidate?: ListVersion;
  /** The handler reads the version with its answer (conditional-get.ts, labelRevalidated). */
  versionWithAnswer?: boolean;
  /** The route reads its session with its first statement (session-in-statement.ts). */
  session?: 'read-with-first-statement';
}

/** Registers one route: the endpoint it serves, who may call it, its handler and options. */
export type ServeEndpoint = <S extends WireSchema>(
  call: Endpoint<S>,
  access: Access,
  handler: EndpointHandler<S>,
  options?: RouteOptions,
) => void;

/**
 * Registers a module's routes from the shared endpoints: each takes its method, path and zod schema
 * from its endpoint (what the client calls) and declares its access area; a list (a GET, or a POST
 * whose body is its query) declares `revalidate` to answer with an ETag and a 304 to a caller
 * holding it (conditional-get.ts).
 */
export function endpointRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  return <S extends WireSchema>(
    call: Endpoint<S>,
    access: Access,
    handler: EndpointHandler<S>,
    options: RouteOptions = {},
  ) => {
    // A POST list reads only (its body is its query); a write is never answered 304.
    if (options.revalidate && call.method !== 'GET' && call.method !== 'POST')
      throw new Error(`${call.method} ${call.path}: only a read can be answered 304.`);
    app.route({
      method: call.method,
      url: call.path,
      schema: call.schema,
      config: { access, ...options },
      handler,
    });
  };
}
