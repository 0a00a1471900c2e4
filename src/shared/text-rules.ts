/**
 * What any text arriving at the server may contain, written once for client and server: no NUL,
 * no control characters other than tab and newline (CR only as part of CRLF), no C1 controls and
 * no lone UTF-16 surrogates (which would be stored as U+FFFD, silently changing the data).
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * The longest text any single field may carry. 800 UTF-16 units are at most 2,400 bytes in UTF-8,
 * under PostgreSQL's btree row limit (2,704 bytes), so no indexed column can overflow; field
 * schemas set tighter limits of their own.
 */
export const MAX_ANY_TEXT_LENGTH = 800;
/** How deep a JSON body may nest (the app's bodies are at most 3 levels deep). */
export const MAX_BODY_DEPTH = 8;
