/**
 * The double-submit CSRF pair: the server hands out a token in a cookie script may read, and the
 * client echoes it in this header on every call. Lower case, as Node gives request headers.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
