/**
 * The fields of a list call's query (GET) or body (POST) as the paging, sort and filter rules read
 * them: the object itself, or no fields at all when what came is not a plain object.
 */
export function requestFields(source: unknown): Record<string, unknown> {
  return source && typeof source === 'object' && !Array.isArray(source)
    ? (source as Record<string, unknown>)
    : {};
}
