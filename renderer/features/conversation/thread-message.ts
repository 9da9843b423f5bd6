import { readMessage } from '../../../common/records/vocabulary/message-vocabulary';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { isSuccessCode } from '../../../common/records/vocabulary/status-words';
import type { StatusWord } from '../../../common/records/vocabulary/status-words';

/** Which side of the thread a message goes on; null when the record does not say. */
export type Side = 'customer' | 'location' | null;

export interface MediaItem {
  /** "image/jpeg", or null when the record does not say. */
  type: string | null;
  /** Bytes, or null when the record does not say. */
  size: number | null;
}

/** What the thread reads of one record, through the message vocabulary: each role found or said missing. */
export interface ThreadMessage {
  /** A key that stays the same across pages: the record's id, else its position in the walk. */
  key: string;
  record: Record<string, unknown>;
  /** The instant, or null when no field holds a readable one ("time unknown", never dropped). */
  at: Date | null;
  /** The time as the server sent it, for the "as sent" mode and the tooltip. */
  sentTime: string | null;
  /** The zone the time was read in because the user stated it (the server wrote none); null when it stated its own. */
  assumedZone: string | null;
  side: Side;
  status: StatusWord | null;
  body: string | null;
  media: { count: number; items: MediaItem[] } | null;
  /** The server's error fields of a failed message, as "field: value" pairs. */
  errors: { field: string; value: string }[];
}

/** Error fields: `error_code`, `errorMessage`, `failure_reason`, an `error` object... */
const ERROR_FIELD = /^(error|failure)(_.*|[A-Z].*)?$/;

const firstOf = (record: Record<string, unknown>, names: readonly string[]) => {
  for (const name of names) if (record[name] !== undefined && record[name] !== null && record[name] !== '') return record[name];
  return undefined;
};

/** The media role's value: a list of attachments (each by type and size, when given), or a count. */
function readMedia(value: unknown): ThreadMessage['media'] {
  if (Array.isArray(value) && value.length > 0) {
    const items = value.map((item): MediaItem => {
      const fields = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      const type = firstOf(fields, ['content_type', 'contentType', 'mime_type', 'mimeType', 'type']);
      const size = firstOf(fields, ['size', 'size_bytes', 'sizeBytes', 'bytes', 'content_length']);
      return { type: typeof type === 'string' ? type : null, size: typeof size === 'number' && size >= 0 ? size : null };
    });
    return { count: items.length, items };
  }
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? { count: value, items: [] } : null;
}

const isNothing = (value: unknown) => value === null || value === undefined || value === '' || isSuccessCode(value);

/** An error object that names a success (`{ "groupName": "OK", "name": "NO_ERROR", … }`) says there was none. */
const namesSuccess = (value: object) =>
  Object.values(value).some((inner) => typeof inner === 'string' && !/^\d+$/.test(inner.trim()) && isSuccessCode(inner));

function readErrors(record: Record<string, unknown>): ThreadMessage['errors'] {
  const errors: ThreadMessage['errors'] = [];
  for (const [field, value] of Object.entries(record)) {
    if (!ERROR_FIELD.test(field) || isNothing(value)) continue;
    if (typeof value === 'object' && value !== null) {
      if (namesSuccess(value)) continue;
      for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>)) {
        if (!isNothing(innerValue)) errors.push({ field: `${field}.${inner}`, value: String(innerValue) });
      }
    } else errors.push({ field, value: String(value) });
  }
  return errors;
}

/** Reads a record as a message of the thread; `position` is its place in the walk, the key of last resort. */
export function readThreadMessage(record: Record<string, unknown>, position: number, fields: RoleFields): ThreadMessage {
  const message = readMessage(record, fields);
  const sent = message.timeSent;
  return {
    key: message.id !== null ? `id:${message.id}` : `at:${position}`,
    record,
    at: message.time === null ? null : new Date(message.time),
    sentTime: sent === undefined || sent === null ? null : String(sent),
    assumedZone: message.timeAssumedZone,
    side: message.direction === 'inbound' ? 'customer' : message.direction === 'outbound' ? 'location' : null,
    status: message.status,
    body: message.text,
    media: readMedia(message.media),
    errors: readErrors(record),
  };
}
