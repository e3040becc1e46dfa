/**
 * An error with an HTTP status whose message is safe to show to the client: a 4xx, or a 503 for a
 * provider out of reach (answered with Retry-After). Any other 5xx is told as "Internal Server
 * Error" (app.ts).
 */
import type { RefusedField } from '@shop/shared/contract';

export class HttpError extends Error {
  readonly statusCode: number;
  /** For a 503: when to try again, in seconds (the Retry-After header). */
  readonly retryAfterSeconds: number;
  /** For a 400: the field the refusal names, answered beside the message. */
  readonly field: RefusedField | undefined;

  constructor(
    statusCode: number,
    message: string,
    options: { cause?: unknown; retryAfterSeconds?: number; field?: RefusedField | null } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.retryAfterSeconds = options.retryAfterSeconds ?? PROVIDER_RETRY_AFTER_SECONDS;
    this.field = options.field ?? undefined;
  }
}

/** When to try again after a provider (SMTP, the payment gateway) was out of reach, in seconds. */
export const PROVIDER_RETRY_AFTER_SECONDS = 30;

export const badRequest = (message: string, field?: RefusedField | null) =>
  new HttpError(400, message, { field });
export const notFound = (message: string) => new HttpError(404, message);
/** The request is sound but the state it meets refuses it (a unit out already, an order moved on). */
export const conflict = (message: string) => new HttpError(409, message);
/** 503 with Retry-After: a provider the request needs does not answer now. */
export const providerUnavailable = (message: string, cause?: unknown) =>
  new HttpError(503, message, { cause });
