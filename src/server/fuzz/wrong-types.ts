import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import type { DeclaredRoute } from '../plugins/rbac';

/**
 * A value of the wrong JSON type in any field a route reads (a number, array, object,
 * boolean or null where a text belongs, and so on) is a 400, never coerced or ignored. The fields
 * and their types come from each route's zod schema, so a new route or field is covered as is.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
};

const jsonType = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** The JSON types a schema node accepts; null when it accepts anything. */
function typesOf(node: JsonSchema | undefined): Set<string> | null {
  if (!node) return null;
  if (node.type) {
    const types = new Set(([] as string[]).concat(node.type));
    if (types.has('integer')) types.add('number');
    return types;
  }
  if (node.const !== undefined) return new Set([jsonType(node.const)]);
  if (node.enum) return new Set(node.enum.map(jsonType));
  const branches = node.anyOf ?? node.oneOf;
  if (branches) {
    const all = new Set<string>();
    for (const branch of branches) {
      const types = typesOf(branch);
      if (!types) return null;
      types.forEach((t) => all.add(t));
    }
    return all;
  }
  return null;
}

/** The properties of an object schema (allOf parts merged). */
function propertiesOf(node: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!node) return {};
  return Object.assign({}, node.properties ?? {}, ...(node.allOf ?? []).map(propertiesOf));
}

const toJson = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-7' }) as JsonSchema;

/** Each field of a body or query schema with the JSON types it accepts (fields that take anything are left out). */
export function typedFields(schema: z.ZodType): {
  list: boolean;
  fields: [name: string, types: Set<string>][];
} {
  const input = toJson(schema, 'input');
  const output = toJson(schema, 'output');
  const list = input.type === 'array';
  const inputProps = propertiesOf(list ? input.items : input);
  const outputProps = propertiesOf(list ? output.items : output);
  const names = new Set([...Object.keys(inputProps), ...Object.keys(outputProps)]);
  const fields: [string, Set<string>][] = [];
  for (const name of names) {
    // A shared rule may take any input and check the type itself: then its output type counts.
    const types = typesOf(inputProps[name]) ?? typesOf(outputProps[name]);
    if (types) fields.push([name, types]);
  }
  return { list, fields };
}

const WRONG_VALUES: unknown[] = [12345, true, ['B1'], { $ne: '' }, null, 'text'];
/** Sent to every text field too: the right type, but an invisible and a direction-changing character. */
const HIDDEN_TEXT = 'Anna\u200bpurna \u202eLogistics';

export interface WrongTypeCase {
  route: DeclaredRoute;
  label: string;
  options: {
    method: InjectOptions['method'];
    url: string;
    payload?: string;
    headers?: Record<string, string>;
  };
}

/**
 * A path whose parameters pass their own checks (a row id is a number; other ids are text), so the
 * wrong-typed body or query, not the path, is what the route answers about.
 */
const fillPath = (url: string) => url.replace(/:id\b/g, '1').replace(/:[A-Za-z0-9_]+/g, 'X1');

/** One request per field and wrong type: body fields get every JSON type they refuse; query fields an array. */
export function wrongTypeCases(routes: DeclaredRoute[]): WrongTypeCase[] {
  const cases: WrongTypeCase[] = [];
  for (const route of routes) {
    const method = route.method as InjectOptions['method'];
    const body = route.schema?.body as z.ZodType | undefined;
    if (body) {
      const { list, fields } = typedFields(body);
      for (const [name, types] of fields) {
        const hidden = types.has('string') ? [HIDDEN_TEXT] : [];
        for (const value of [...WRONG_VALUES.filter((v) => !types.has(jsonType(v))), ...hidden]) {
          const item = { [name]: value };
          cases.push({
            route,
            label: `${name}: ${JSON.stringify(value)}`,
            options: {
              method,
              url: fillPath(route.url),
              payload: JSON.stringify(list ? [item] : item),
              headers: { 'content-type': 'application/json' },
            },
          });
        }
      }
    }
    const query = route.schema?.querystring as z.ZodType | undefined;
    if (query) {
      for (const [name, types] of typedFields(query).fields) {
        if (types.has('array')) continue;
        const key = encodeURIComponent(name);
        cases.push({
          route,
          label: `?${name}=[a, b]`,
          options: { method, url: `${fillPath(route.url)}?${key}=2026-01-01&${key}=2026-01-02` },
        });
        cases.push({
          route,
          label: `?${name}=hidden text`,
          options: { method, url: `${fillPath(route.url)}?${key}=${encodeURIComponent(HIDDEN_TEXT)}` },
        });
      }
    }
  }
  return cases;
}
