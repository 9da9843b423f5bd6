/**
 * Reads hints (code, message, field) out of an error response body. The service's error body
 * shape is not documented, so this accepts the common shapes and never fails: JSON with the
 * details at the top level or under `error` (object or string) or `errors[0]`, Google-style
 * `status` codes and `fieldViolations`, and short plain-text bodies. HTML pages give no hints.
 * `scrub` (the token redactor) runs on every decoded string before it is tidied: parsing undoes
 * escapes that hid a token from the raw text, and tidying turns a control character inside one
 * into a space, which would split it into pieces too short to be recognised.
 */
import type { Scrub } from '../../common/records/deep-json';

export interface ErrorHints {
  code?: string;
  message?: string;
  field?: string;
}

const MAX_MESSAGE_CHARS = 300;

export function readErrorHints(text: string, scrub: Scrub): ErrorHints {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return plainTextHints(scrub(trimmed));
  }
  if (!isRecord(parsed)) return {};
  const inner = isRecord(parsed.error)
    ? parsed.error
    : Array.isArray(parsed.errors) && isRecord(parsed.errors[0])
      ? parsed.errors[0]
      : parsed;
  const first = (...values: unknown[]) => firstText(scrub, values);
  const described = first(inner.message, inner.error_description, inner.detail, inner.title);
  // A string `error` is a code beside a description (OAuth style), else the message itself.
  const errorText = typeof parsed.error === 'string' ? parsed.error : undefined;
  return compact({
    code: first(inner.code, inner.status, inner.type, described === undefined ? undefined : errorText),
    message: described ?? first(errorText),
    field: first(inner.field, inner.param, inner.parameter, violationField(inner)),
  });
}

/** Runs of C0 controls and DEL (a named constant, so the lint exception stays on its line however the code is wrapped). */
// eslint-disable-next-line no-control-regex
const CONTROL_RUNS = /[\u0000-\u001f\u007f]+/g;

/** Makes server-provided text safe to put inside a sentence: one line, bounded length. */
export function tidyServerText(text: string, maxChars = MAX_MESSAGE_CHARS): string {
  const oneLine = text.replace(CONTROL_RUNS, ' ').replace(/\s+/g, ' ').trim();
  return oneLine.length > maxChars ? `${oneLine.slice(0, maxChars - 1)}…` : oneLine;
}

function plainTextHints(text: string): ErrorHints {
  if (text.startsWith('<')) return {};
  return { message: tidyServerText(text) };
}

function violationField(inner: Record<string, unknown>): unknown {
  if (!Array.isArray(inner.details)) return undefined;
  for (const detail of inner.details) {
    if (isRecord(detail) && Array.isArray(detail.fieldViolations) && isRecord(detail.fieldViolations[0])) {
      return detail.fieldViolations[0].field;
    }
  }
  return undefined;
}

function firstText(scrub: Scrub, values: unknown[]): string | undefined {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return tidyServerText(scrub(value));
  }
  return undefined;
}

function compact(hints: ErrorHints): ErrorHints {
  return Object.fromEntries(Object.entries(hints).filter(([, value]) => value !== undefined));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
