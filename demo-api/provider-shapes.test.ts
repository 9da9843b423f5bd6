import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_RECORDS } from './test/provider-samples';
import type { MessageStatus } from './location-model';
import type { SmsMessage } from './messages';
import { matchingMessages } from './messages';
import type { RecordShape } from './record-shape-names';
import { PROVIDER_SHAPES } from './record-shape-names';
import { shapeRecord } from './record-shapes';
import type { DemoApi } from './server';
import { startDemoApi } from './server';
import { SHAPE_READERS } from './test/shape-readers';
import { testSetup } from './test/support';
import { walkRecords } from './test/walk-search';

// Every provider shape is written from the same canonical message: the documented field names,
// nesting, time forms, number forms and status words, and nothing the documentation does not show.

const BUSINESS = '+16285550142';
const CUSTOMER = '+14155550123';
const CREATED = '2026-10-01T00:00:00Z';
const DELIVERED = '2026-10-01T00:00:07Z';

/** The demo's canonical message in each direction and status, with media and no contact name. */
function canonical(status: MessageStatus): SmsMessage {
  const inbound = status === 'RECEIVED';
  return {
    id: 'SM0a1b2c3d0000002a0123456789abcdef',
    location_id: 'loc-harbor-dental',
    direction: inbound ? 'INBOUND' : 'OUTBOUND',
    status,
    from: inbound ? CUSTOMER : BUSINESS,
    to: inbound ? BUSINESS : CUSTOMER,
    contact: { name: null, phone: CUSTOMER },
    body: 'Your cleaning is booked for Tuesday at 9.',
    created_at: CREATED,
    delivered_at: status === 'DELIVERED' ? DELIVERED : null,
    media_count: 2,
  };
}
const STATUSES: MessageStatus[] = ['QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'UNDELIVERED', 'RECEIVED'];

/** Each leaf's path (array elements as `[]`) and its JSON type. */
function leaves(value: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (Array.isArray(value)) {
    for (const item of value) for (const [key, type] of leaves(item, `${path}[]`)) found.set(key, type);
    if (value.length === 0) found.set(path, 'array');
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      for (const [leaf, type] of leaves(item, path ? `${path}.${key}` : key)) found.set(leaf, type);
    if (Object.keys(value).length === 0) found.set(path, 'object');
  } else {
    found.set(path, value === null ? 'null' : typeof value);
  }
  return found;
}

/** Every documented leaf path of a shape, with the types its examples give it. */
function documented(shape: RecordShape): Map<string, Set<string>> {
  const paths = new Map<string, Set<string>>();
  for (const sample of PROVIDER_RECORDS[shape] ?? []) {
    for (const field of sample.fields ?? []) paths.set(field, new Set(['any']));
    if (!sample.record) continue;
    for (const [path, type] of leaves(sample.record)) {
      const types = paths.get(path) ?? new Set<string>();
      types.add(type);
      paths.set(path, types);
    }
  }
  return paths;
}

/** A leaf path is documented as itself, as a container the example shows (empty or not), or as a field listed by name only. */
function isDocumented(path: string, type: string, known: Map<string, Set<string>>): boolean {
  if (known.get(path.split(/[.[]/)[0]!)?.has('any')) return true;
  if (
    (type === 'array' || type === 'object' || type === 'null') &&
    [...known.keys()].some((leaf) => leaf === path || leaf.startsWith(`${path}[`) || leaf.startsWith(`${path}.`))
  )
    return true;
  const types = known.get(path);
  if (!types) return false;
  // null is written for a documented field that has not happened yet; the example may show it filled, and the other way round.
  return types.has(type) || type === 'null' || types.has('null');
}

/** The documented time form of each shape's time field, and where a documented example shows it. */
const TIME_FORMS: Record<
  (typeof PROVIDER_SHAPES)[number],
  { field: (record: Record<string, unknown>) => unknown; form: RegExp; exampleForm?: RegExp }
> = {
  twilio: { field: (r) => r.date_created, form: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$/ },
  telnyx: { field: (r) => r.received_at, form: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/ },
  plivo: { field: (r) => r.message_time, form: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{6})?[+-]\d{2}:\d{2}$/ },
  bandwidth: { field: (r) => r.receiveTime, form: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/ },
  messagebird: { field: (r) => r.createdDatetime, form: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/ },
  infobip: { field: (r) => r.sentAt ?? r.receivedAt, form: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{4}$/ },
  // The inbound guide states `YYYY-MM-DD HH:MM:SS` (UTC); Vonage's own examples also show `+0000` and `T...000+00:00`.
  vonage: {
    field: (r) => r['message-timestamp'],
    form: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}( \+0000)?$/,
    exampleForm: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{3})?( \+0000|\+00:00)?$/,
  },
  sinch: { field: (r) => r.created_at ?? r.received_at, form: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/ },
};

/** The status words each provider documents for a message (null: the record kind has no status). */
const DOCUMENTED_STATUSES: Record<(typeof PROVIDER_SHAPES)[number], (string | null)[]> = {
  twilio: [
    'queued',
    'sending',
    'sent',
    'delivered',
    'undelivered',
    'failed',
    'receiving',
    'received',
    'accepted',
    'scheduled',
    'read',
    'partially_delivered',
    'canceled',
  ],
  telnyx: ['queued', 'sending', 'sent', 'delivered', 'sending_failed', 'delivery_failed', 'delivery_unconfirmed', 'webhook_delivered'],
  plivo: ['queued', 'sent', 'failed', 'delivered', 'undelivered', 'read', 'received'],
  bandwidth: ['RECEIVED', 'QUEUED', 'SENDING', 'SENT', 'FAILED', 'DELIVERED', 'ACCEPTED', 'UNDELIVERED'],
  messagebird: ['scheduled', 'sent', 'buffered', 'delivered', 'expired', 'delivery_failed'],
  infobip: ['PENDING', 'UNDELIVERABLE', 'DELIVERED', 'EXPIRED', 'REJECTED', null],
  vonage: ['delivered', 'expired', 'failed', 'rejected', 'accepted', 'buffered', 'unknown', null],
  sinch: [null],
};

/** Each leaf's value (array elements as `[]`), for comparing forms with the documented example. */
function leafValues(value: unknown, path = '', found = new Map<string, unknown[]>()): Map<string, unknown[]> {
  if (Array.isArray(value)) for (const item of value) leafValues(item, `${path}[]`, found);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leafValues(item, path ? `${path}.${key}` : key, found);
  else found.set(path, [...(found.get(path) ?? []), value]);
  return found;
}
const PHONE_DIGITS = /^\+?\d{10,15}$/;

describe.each(PROVIDER_SHAPES)('the %s record shape', (shape) => {
  const known = documented(shape);
  const records = STATUSES.map((status) => ({ status, message: canonical(status), record: shapeRecord(shape, canonical(status)) }));

  it('cites at least one documented record and writes only documented fields, of the documented JSON types', () => {
    expect(PROVIDER_RECORDS[shape]?.length).toBeGreaterThan(0);
    for (const { status, record } of records) {
      for (const [path, type] of leaves(record)) {
        expect(isDocumented(path, type, known), `${shape} ${status}: ${path} (${type})`).toBe(true);
      }
    }
  });

  it('writes phone numbers with or without `+` as the documented example does at the same field', () => {
    const examples = new Map<string, unknown[]>();
    for (const sample of PROVIDER_RECORDS[shape] ?? []) {
      if (sample.record)
        for (const [path, values] of leafValues(sample.record)) examples.set(path, [...(examples.get(path) ?? []), ...values]);
    }
    let compared = 0;
    for (const { record } of records) {
      for (const [path, values] of leafValues(record)) {
        const documentedForms = (examples.get(path) ?? [])
          .filter((value) => PHONE_DIGITS.test(String(value)))
          .map((value) => String(value).startsWith('+'));
        for (const value of values.filter((item) => PHONE_DIGITS.test(String(item)))) {
          if (documentedForms.length === 0) continue;
          compared += 1;
          expect(documentedForms, `${path}: ${String(value)}`).toContain(String(value).startsWith('+'));
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('reads back as the same message: time, direction, customer, text; a documented status word', () => {
    for (const { status, message, record } of records) {
      const reading = SHAPE_READERS[shape].read(record);
      expect(reading.time, `${status} time`).toBe(Date.parse(message.created_at));
      expect(reading.direction).toBe(message.direction);
      expect(reading.customer).toBe(message.contact.phone);
      expect([message.body, null]).toContain(reading.text);
      expect(DOCUMENTED_STATUSES[shape], `${status} → ${reading.status}`).toContain(reading.status);
    }
  });

  it('writes its time in the documented form, the form of the documented example', () => {
    const { field, form, exampleForm = form } = TIME_FORMS[shape];
    for (const { record } of records) expect(String(field(record))).toMatch(form);
    const examples = (PROVIDER_RECORDS[shape] ?? [])
      .flatMap((sample) => (sample.record ? [field(sample.record)] : []))
      .filter((value) => value !== undefined);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(String(example)).toMatch(exampleForm);
  });

  it('tells the statuses apart where the record has them, and writes a failure only on failed messages', () => {
    const words = records
      .filter(({ message }) => message.direction === 'OUTBOUND')
      .map(({ record }) => SHAPE_READERS[shape].read(record).status);
    if (shape === 'sinch') expect(words.every((word) => word === null)).toBe(true);
    else expect(new Set(words).size).toBeGreaterThanOrEqual(3);
  });
});

describe('every record shape over the contract', () => {
  const setup = testSetup({ anchorTime: '2026-11-20T15:30:00Z' });
  const servers = new Map<RecordShape, DemoApi>();
  beforeAll(async () => {
    for (const shape of ['ours', ...PROVIDER_SHAPES] as const)
      servers.set(shape, await startDemoApi({ ...setup.config, recordShape: shape }));
  });
  afterAll(async () => {
    for (const api of servers.values()) await api.close();
  });

  it.each(PROVIDER_SHAPES)('%s: the same messages in the same envelope and pages, filters unchanged', async (shape) => {
    const api = servers.get(shape)!;
    const filters = { direction: 'OUTBOUND' } as const;
    const truth = [...matchingMessages(api.config, 'small', filters)];
    const walked = await walkRecords(api.baseUrl, setup.small, filters);
    expect(walked.map((record) => SHAPE_READERS[shape].read(record))).toEqual(
      truth.map((message) => ({
        ...SHAPE_READERS[shape].read(shapeRecord(shape, message)),
        time: Date.parse(message.created_at),
        customer: message.contact.phone,
        direction: 'OUTBOUND',
      })),
    );
  });
});
