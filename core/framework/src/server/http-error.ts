import type { FieldError } from '../shared/index.ts';

/** A failure with an HTTP status and the uniform error body; extra fields are merged into the body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, field ? [{ field, message }] : undefined, extra);
export const unauthorized = (message = 'Unauthorized', extra?: Record<string, unknown>) =>
  new HttpError(401, message, undefined, extra);
export const forbidden = (message = 'You do not have permission to perform this action') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const tooManyRequests = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(429, message, undefined, extra);
