import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import { pathOf, type BodyOf, type Endpoint, type QueryOf } from '../../shared/common/endpoint';

/** What a call sends: path parameters, query parameters and body, typed by the endpoint's schemas. */
interface CallParts<E extends Endpoint> {
  path?: Record<string, string | number>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

/** An endpoint slice's request for a shared endpoint: its method, its path filled in, its query and body. */
export function wireCall<E extends Endpoint>(e: E, { path, query, body }: CallParts<E> = {}): FetchArgs {
  return {
    url: pathOf(e, path),
    method: e.method,
    ...(query === undefined ? {} : { params: query as Record<string, unknown> }),
    ...(body === undefined ? {} : { body }),
  };
}

/** A GET whose answer is a whole list of rows: the master-data lists and look-ups. */
export type ListCall<Row> = Endpoint & { schema: { response: { 200: z.ZodType<Row[]> } } };
