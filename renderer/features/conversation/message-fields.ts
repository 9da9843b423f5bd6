import { RFC3339_DATE_TIME } from '../../../common/time/utc-time';

/** Which side of the thread a message goes on; null when the record does not say. */
export type Side = 'customer' | 'location' | null;

export interface MediaItem {
  /** "image/jpeg", or null when the record does not say. */
  type: string | null;
  /** Bytes, or null when the record does not say. */
  size: number | null;
}

/** What the thread reads of one record. The record's fields are not in the contract: each is found or said missing. */
export interface ThreadMessage {
  /** A key that stays the same across pages: the record's id, else its position in the walk. */
  key: string;
  record: Record<string, unknown>;
  /** The instant, or null when no field holds a readable one ("time unknown", never dropped). */
  at: Date | null;
  /** The time text as the server sent it, for the "as sent" mode and the tooltip. */
  sentTime: string | null;
  side: Side;
  status: string | null;
  body: string | null;
  media: { count: number; items: MediaItem[] } | null;
  /** The server's error fields of a failed message, as "field: value" pairs. */
  errors: { field: string; value: string }[];
}

const TIME_FIELDS = ['created_at', 'createdAt', 'date_created', 'dateCreated', 'sent_at', 'sentAt', 'date_sent', 'timestamp', 'time', 'date'];
const DIRECTION_FIELDS = ['direction', 'dir', 'type'];
const BODY_FIELDS = ['body', 'text', 'message', 'content'];
const STATUS_FIELDS = ['status', 'state', 'delivery_status', 'deliveryStatus'];
const MEDIA_LIST_FIELDS = ['media', 'attachments', 'mediaItems', 'media_items'];
const MEDIA_COUNT_FIELDS = ['media_count', 'mediaCount', 'num_media', 'numMedia'];
const ID_FIELDS = ['id', 'message_id', 'messageId', 'sid'];
/** Error fields: `error_code`, `errorMessage`, `failure_reason`, an `error` object... */
const ERROR_FIELD = /^(error|failure)(_.*|[A-Z].*)?$/;

const firstOf = (record: Record<string, unknown>, names: readonly string[]) => {
  for (const name of names) if (record[name] !== undefined && record[name] !== null && record[name] !== '') return record[name];
  return undefined;
};

/** A time the app can place: RFC 3339 with an offset, or epoch seconds/milliseconds as a number. */
function readTime(value: unknown): Date | null {
  if (typeof value === 'string' && RFC3339_DATE_TIME.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    // Seconds until the year 5138, milliseconds after: a bare number says which only by size.
    const date = new Date(value < 1e11 ? value * 1000 : value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

function readSide(value: unknown): Side {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  if (/^(INBOUND|IN|INCOMING|RECEIVED|MO)$/.test(code)) return 'customer';
  if (/^(OUTBOUND|OUT|OUTGOING|SENT|MT|OUTBOUND[_-]?(API|REPLY|CALL))$/.test(code)) return 'location';
  return null;
}

function readMedia(record: Record<string, unknown>): ThreadMessage['media'] {
  const list = firstOf(record, MEDIA_LIST_FIELDS);
  if (Array.isArray(list) && list.length > 0) {
    const items = list.map((item): MediaItem => {
      const fields = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      const type = firstOf(fields, ['content_type', 'contentType', 'mime_type', 'mimeType', 'type']);
      const size = firstOf(fields, ['size', 'size_bytes', 'sizeBytes', 'bytes', 'content_length']);
      return { type: typeof type === 'string' ? type : null, size: typeof size === 'number' && size >= 0 ? size : null };
    });
    return { count: items.length, items };
  }
  const count = firstOf(record, MEDIA_COUNT_FIELDS);
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? { count, items: [] } : null;
}

function readErrors(record: Record<string, unknown>): ThreadMessage['errors'] {
  const errors: ThreadMessage['errors'] = [];
  for (const [field, value] of Object.entries(record)) {
    if (!ERROR_FIELD.test(field) || value === null || value === undefined || value === '') continue;
    if (typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>)) {
        if (innerValue !== null && innerValue !== undefined && innerValue !== '') errors.push({ field: `${field}.${inner}`, value: String(innerValue) });
      }
    } else errors.push({ field, value: String(value) });
  }
  return errors;
}

/** Reads a record as a message of the thread; `position` is its place in the walk, the key of last resort. */
export function readMessage(record: Record<string, unknown>, position: number): ThreadMessage {
  const id = firstOf(record, ID_FIELDS);
  const rawTime = firstOf(record, TIME_FIELDS);
  const status = firstOf(record, STATUS_FIELDS);
  const body = firstOf(record, BODY_FIELDS);
  return {
    key: typeof id === 'string' || typeof id === 'number' ? `id:${id}` : `at:${position}`,
    record,
    at: readTime(rawTime),
    sentTime: rawTime === undefined ? null : String(rawTime),
    side: readSide(firstOf(record, DIRECTION_FIELDS)),
    status: typeof status === 'string' ? status : null,
    body: typeof body === 'string' ? body : null,
    media: readMedia(record),
    errors: readErrors(record),
  };
}
