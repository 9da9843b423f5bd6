import type { TokenRedactor } from './redact-token';
import type { PageEnvelope } from './response';
import { parseSearchResponse } from './response';

/** Turns the body of a successful answer (as it arrived, not yet redacted) into a validated page. */
export type PageReader = (contentType: string | null, text: string, redactor: TokenRedactor) => PageEnvelope;

/**
 * What the grid and the exports read: the raw text redacted, then every string parsing decodes
 * that may hold a run the raw text did not (redactJson in redact-token.ts, response.ts), so whatever a page holds may be shown, written or sent over IPC.
 */
export const readKeptPage: PageReader = (contentType, text, redactor) => {
  const body = redactor.redactJson(text);
  return parseSearchResponse(contentType, body.text, body.scrubs);
};
