// Test support: how a test reads back what each record shape of the demo (record-shapes.ts) says —
// the test's own knowledge of the documented shapes, never the app's reading. Used by the demo's
// own tests, the shared ExplorerApi contract suite and the journeys.
import type { Direction } from '../location-model';
import type { RecordShape } from '../record-shape-names';

export interface ShapeReading {
  /** The record's id, as sent. */
  id: string;
  /** The message's creation time, epoch milliseconds. */
  time: number;
  direction: Direction;
  /** The customer's number as E.164 with `+`, wherever and however the record writes it. */
  customer: string;
  /** The status word as the record writes it; null where the record kind has none. */
  status: string | null;
  /** The message text; null where the record kind has none. */
  text: string | null;
}

export interface ShapeReader {
  /** The field (a dotted path into the record's first kind) the journeys see as the id column. */
  idField: string;
  read(record: Record<string, unknown>): ShapeReading;
}

type Item = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : String(value));
const plus = (value: unknown): string => (str(value).startsWith('+') ? str(value) : `+${str(value)}`);
const first = (value: unknown): Item => (value as Item[])[0] ?? {};

/** Epoch ms of the documented time forms the shapes use: RFC 3339 / ISO 8601 (basic or extended offset, a space for `T`), RFC 2822; zone-less means UTC as documented. */
export function timeOf(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = str(value);
  if (/^\w{3}, /.test(text)) return Date.parse(text);
  const iso = text.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T').replace(/ ?([+-]\d{2})(\d{2})$/, '$1:$2');
  const ms = Date.parse(/([Zz]|[+-]\d{2}:\d{2})$/.test(iso) ? iso : `${iso}Z`);
  if (Number.isNaN(ms)) throw new Error(`Not a time this test reads: ${text}`);
  return ms;
}

const inbound = (yes: boolean): Direction => (yes ? 'INBOUND' : 'OUTBOUND');

export const SHAPE_READERS: Readonly<Record<RecordShape, ShapeReader>> = {
  ours: {
    idField: 'id',
    read: (r) => ({
      id: str(r.id),
      time: timeOf(r.created_at),
      direction: r.direction as Direction,
      customer: str((r.contact as Item).phone),
      status: str(r.status),
      text: str(r.body),
    }),
  },
  other: {
    idField: 'messageId',
    read: (r) => ({
      id: str(r.messageId),
      time: timeOf(r.sentAt),
      direction: inbound(r.direction === 'incoming'),
      customer: str((r.customer as Item).phoneNumber),
      status: str(r.status),
      text: str(r.text),
    }),
  },
  twilio: {
    idField: 'sid',
    read: (r) => {
      const isIn = r.direction === 'inbound';
      return {
        id: str(r.sid),
        time: timeOf(r.date_created),
        direction: inbound(isIn),
        customer: str(isIn ? r.from : r.to),
        status: str(r.status),
        text: str(r.body),
      };
    },
  },
  telnyx: {
    idField: 'id',
    read: (r) => {
      const isIn = r.direction === 'inbound';
      const customer = isIn ? (r.from as Item).phone_number : first(r.to).phone_number;
      return {
        id: str(r.id),
        time: timeOf(r.received_at),
        direction: inbound(isIn),
        customer: str(customer),
        status: str(first(r.to).status),
        text: str(r.text),
      };
    },
  },
  plivo: {
    idField: 'message_uuid',
    read: (r) => {
      const isIn = r.message_direction === 'inbound';
      return {
        id: str(r.message_uuid),
        time: timeOf(r.message_time),
        direction: inbound(isIn),
        customer: plus(isIn ? r.from_number : r.to_number),
        status: str(r.message_state),
        text: null,
      };
    },
  },
  bandwidth: {
    idField: 'messageId',
    read: (r) => {
      const isIn = r.messageDirection === 'INBOUND';
      return {
        id: str(r.messageId),
        time: timeOf(r.receiveTime),
        direction: inbound(isIn),
        customer: str(isIn ? r.sourceTn : r.destinationTn),
        status: str(r.messageStatus),
        text: null,
      };
    },
  },
  messagebird: {
    idField: 'id',
    read: (r) => {
      const isIn = r.direction === 'mo';
      const item = first((r.recipients as Item).items);
      return {
        id: str(r.id),
        time: timeOf(r.createdDatetime),
        direction: inbound(isIn),
        customer: plus(isIn ? r.originator : item.recipient),
        status: str(item.status),
        text: str(r.body),
      };
    },
  },
  infobip: {
    idField: 'messageId',
    read: (r) => {
      const isIn = 'receivedAt' in r;
      const status = isIn ? null : str((r.status as Item).groupName);
      return {
        id: str(r.messageId),
        time: timeOf(isIn ? r.receivedAt : r.sentAt),
        direction: inbound(isIn),
        customer: plus(isIn ? r.from : r.to),
        status,
        text: str(r.text),
      };
    },
  },
  vonage: {
    idField: 'messageId',
    read: (r) => {
      const isIn = 'text' in r;
      return {
        id: str(r.messageId),
        time: timeOf(r['message-timestamp']),
        direction: inbound(isIn),
        customer: plus(r.msisdn),
        status: isIn ? null : str(r.status),
        text: isIn ? str(r.text) : null,
      };
    },
  },
  sinch: {
    idField: 'id',
    read: (r) => {
      const isIn = r.type === 'mo_text';
      return {
        id: str(r.id),
        time: timeOf(isIn ? r.received_at : r.created_at),
        direction: inbound(isIn),
        customer: plus(isIn ? r.from : (r.to as unknown[])[0]),
        status: null,
        text: str(r.body),
      };
    },
  },
};
