import { defaultMessages, ResultCode } from '@hr/contract';

/** A failure the caller should see: its code and Chinese message go into the envelope as they are. */
export class ApiError extends Error {
  constructor(
    readonly code: ResultCode,
    message?: string,
  ) {
    super(message ?? defaultMessages[code]);
  }
}

export const badRequest = (msg: string) => new ApiError(ResultCode.badRequest, msg);
export const unauthorized = (msg?: string) => new ApiError(ResultCode.unauthorized, msg);
export const forbidden = (msg?: string) => new ApiError(ResultCode.forbidden, msg);
export const notFound = (msg?: string) => new ApiError(ResultCode.notFound, msg);
export const conflict = (msg: string) => new ApiError(ResultCode.conflict, msg);

/** PostgreSQL's error code, whether thrown by node-postgres or PGlite (through drizzle's wrapper). */
export const pgCode = (error: unknown): string | undefined =>
  (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;

/** A unique index refused the row: another request got there first. */
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
