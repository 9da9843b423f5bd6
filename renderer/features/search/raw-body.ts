import { APP_SET_BODY_FIELDS } from '../../../common/ipc/input-schemas';

export type RawBodyCheck = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

/** The advanced editor's JSON: empty, or an object without the fields the app manages itself. */
export function parseRawBody(text: string): RawBodyCheck {
  if (!text.trim()) return { ok: true, body: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'invalid JSON';
    return { ok: false, message: `Not valid JSON: ${detail}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, message: 'The body must be a JSON object, like {"status": "FAILED"}.' };
  }
  const managed = APP_SET_BODY_FIELDS.filter((field) => field in value);
  if (managed.length > 0) {
    return {
      ok: false,
      message: `Remove ${managed.join(' and ')}: the app sets ${managed.length > 1 ? 'them' : 'it'} itself (use the Page size field).`,
    };
  }
  return { ok: true, body: value as Record<string, unknown> };
}
