import { type ErrorCode, statusForCode } from "@church/contracts";

/** An expected failure, answered in the one error shape `{ error: { code, message, fields? } }`. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.code = code;
    this.status = statusForCode[code];
    this.fields = fields;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError("validation_error", message, fields);
export const unauthorized = (message = "Authentication required") => new HttpError("unauthorized", message);
export const forbidden = (message = "You do not have permission to do this") =>
  new HttpError("forbidden", message);
export const notFound = (message = "Not found") => new HttpError("not_found", message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError("conflict", message, fields);

/** The error body for a set of field errors, its message naming the first field. */
export function validationError(fields: Record<string, string>): HttpError {
  const first = Object.entries(fields)[0];
  return badRequest(first ? `Invalid ${first[0]}: ${first[1]}` : "Invalid request", fields);
}
