/**
 * Answers keep only what their response schema declares (no field leaks by accident),
 * at list speed: a projection compiled once from the schema's JSON Schema copies the declared
 * fields, and JSON.stringify (V8's fast path) writes the copy.
 * Kept over fast-json-stringify, measured 2026-11-28 (42,216 rows of 26 fields, load 18 on 2 cores):
 * it wrote the same bytes ~20% faster (2.4 s vs 3.0 s), but it coerces a value that strays from its
 * schema (a number sent as text, a null string as "") where this copies it: a wire change, not made here.
 */

export type JsonSchemaNode = {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  additionalProperties?: boolean | JsonSchemaNode;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
};

type Project = (value: unknown) => unknown;
type Matches = (value: unknown) => boolean;

const same: Project = (value) => value;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function typesOf(node: JsonSchemaNode): string[] {
  if (node.type) return ([] as string[]).concat(node.type);
  if (node.properties) return ['object'];
  if (node.items) return ['array'];
  return [];
}

/** Whether a value has the shape of a union branch: its JSON type, and for objects its required fields. */
function matcherOf(node: JsonSchemaNode): Matches {
  const branches = node.anyOf ?? node.oneOf;
  if (branches) {
    const matchers = branches.map(matcherOf);
    return (value) => matchers.some((matches) => matches(value));
  }
  const types = typesOf(node);
  if (types.length === 0) return () => true;
  const required = node.required ?? [];
  return (value) =>
    types.some((type) => {
      if (type === 'null') return value === null;
      if (type === 'array') return Array.isArray(value);
      if (type === 'object') return isPlainObject(value) && required.every((key) => value[key] !== undefined);
      if (type === 'integer') return typeof value === 'number';
      return typeof value === type;
    });
}

/** The projection of a schema node: declared fields only, all the way down. */
export function projectionOf(node: JsonSchemaNode): Project {
  const branches = node.anyOf ?? node.oneOf;
  if (branches) {
    const options = branches.map((branch) => [matcherOf(branch), projectionOf(branch)] as const);
    return (value) => {
      for (const [matches, project] of options) if (matches(value)) return project(value);
      return value;
    };
  }
  if (node.allOf) {
    const merged: JsonSchemaNode = { type: 'object', properties: {} };
    for (const part of node.allOf) Object.assign(merged.properties!, part.properties ?? {});
    return projectionOf(merged);
  }
  if (node.items) {
    const project = projectionOf(node.items);
    return project === same ? same : (value) => (Array.isArray(value) ? value.map(project) : value);
  }
  if (node.properties) {
    // An object that declares it takes any other field keeps them (none of the app's answers does).
    if (
      node.additionalProperties &&
      typeof node.additionalProperties === 'object' &&
      Object.keys(node.additionalProperties).length === 0
    )
      return same;
    const keys = Object.keys(node.properties);
    const projections = keys.map((key) => projectionOf(node.properties![key]));
    return (value) => {
      if (!isPlainObject(value)) return value;
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const field = value[keys[i]];
        if (field !== undefined) out[keys[i]] = projections[i](field);
      }
      return out;
    };
  }
  if (node.additionalProperties && typeof node.additionalProperties === 'object') {
    // A record: every key, each value projected.
    const project = projectionOf(node.additionalProperties);
    return (value) =>
      isPlainObject(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, project(v)]))
        : value;
  }
  return same;
}
