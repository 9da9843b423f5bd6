/** The stable error codes of the demo API; API clients branch on them. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'LOCATION_REQUIRED'
  | 'LOCATION_NOT_ACCESSIBLE'
  | 'INVALID_ARGUMENT'
  | 'INVALID_JSON'
  | 'INVALID_BODY'
  | 'UNKNOWN_FIELD'
  | 'INVALID_PAGE_TOKEN'
  | 'PAGE_TOKEN_MISMATCH'
  | 'PAGE_TOKEN_EXPIRED'
  | 'BODY_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'METHOD_NOT_ALLOWED'
  | 'MALFORMED_REQUEST'
  | 'HEADERS_TOO_LARGE'
  | 'REQUEST_TIMEOUT'
  | 'EXPECTATION_FAILED'
  | 'NOT_FOUND'
  | 'RESOURCE_EXHAUSTED'
  | 'INTERNAL'
  | 'UNAVAILABLE';

export interface ErrorBody {
  error: { code: ErrorCode; message: string; field?: string };
}

/** A rejection the server answers as `{ error: { code, message, field? } }` with its status. */
export class ApiError extends Error {
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    extra: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.field = extra.field;
    this.headers = extra.headers ?? {};
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } };
  }
}
