/** An error with the status and `{ message }` (and optional errorCode) the client is answered with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorCode?: string,
    /** More fields of the answer, beside message and errorCode (what a question names, e.g. the trip found). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The answer's body: `{ message }`, its errorCode where it has one, and its details. */
export function errorBody(error: HttpError): Record<string, unknown> {
  return {
    message: error.message,
    ...(error.errorCode ? { errorCode: error.errorCode } : {}),
    ...error.details,
  };
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errorCode?: string, details?: Record<string, unknown>) =>
  new HttpError(409, message, errorCode, details);
export const unprocessable = (message: string) => new HttpError(422, message);
