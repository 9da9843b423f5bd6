import type { ConnectionView } from '../../common/ipc/contract';
import { FOLLOW_INTERVAL_MS_BOUND, REQUEST_TIMEOUT_MS_BOUND, REQUESTS_AT_ONCE_BOUND } from '../../common/limits/connection-limits';
import type { SmsMessage } from '../../demo-api/messages';
import type { RecordShape } from '../../demo-api/record-shape-names';
import { shapeRecord } from '../../demo-api/record-shapes';

// The data the renderer's fake main starts from and serves: a demo connection and messages.

export function demoConnection(overrides: Partial<ConnectionView> = {}): ConnectionView {
  return {
    id: 'demo',
    label: 'Demo',
    baseUrl: 'http://127.0.0.1:4010',
    hint: 'demo',
    locations: [
      { id: 'loc-downtown', name: 'Downtown' },
      { id: 'loc-harbor', name: 'Harbor' },
    ],
    storage: 'encrypted',
    needsToken: false,
    isDemo: true,
    maxPageSize: 100,
    requestTimeoutMs: REQUEST_TIMEOUT_MS_BOUND.default,
    followIntervalMs: FOLLOW_INTERVAL_MS_BOUND.default,
    requestsAtOnce: REQUESTS_AT_ONCE_BOUND.default,
    ...overrides,
  };
}

/** A real (not demo) connection of three locations, one without a name: the across view's tests search it. */
export const acmeConnection = demoConnection({
  id: 'acme',
  label: 'Acme support',
  isDemo: false,
  locations: [{ id: 'loc-9', name: 'Paris Opera' }, { id: 'loc-10' }, { id: 'loc-11', name: 'Lyon' }],
});

/** The fake's business number, the location's own end of every message. */
const BUSINESS_NUMBER = '+16285550142';

/**
 * Messages shaped like the demo API's (its `recordShape`, demo-api/record-shapes.ts), distinct per
 * location, newest first. Every shape but the demo's own is written by the demo's own writer from
 * the same message; the shared contract suite checks both sides write each shape alike.
 */
export function generateMessages(locationId: string, count: number, shape: RecordShape = 'ours'): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => {
    const inbound = index % 2 === 0;
    const from = `+1415555${String(1000 + index).padStart(4, '0')}`;
    const sentAt = Date.UTC(2024, 0, 31, 12, 0, 0) - index * 60_000;
    if (shape !== 'ours') return shapeRecord(shape, demoMessage(locationId, index, inbound, from, sentAt));
    return {
      id: `${locationId}-msg-${index + 1}`,
      direction: inbound ? 'INBOUND' : 'OUTBOUND',
      status: inbound ? 'RECEIVED' : 'DELIVERED',
      from,
      contact: { name: `Contact ${index + 1}` },
      body: `Message ${index + 1} for ${locationId}`,
      created_at: new Date(sentAt).toISOString(),
    };
  });
}

/** Message `index` of the fake as the demo's canonical message, for the demo's record writers. */
function demoMessage(locationId: string, index: number, inbound: boolean, customer: string, sentAt: number): SmsMessage {
  // The demo's ids are SM + 32 hex digits; each provider's id is cut from them, so every part names the location and the index.
  const locationHex = [...locationId]
    .reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7)
    .toString(16)
    .padStart(8, '0');
  const indexHex = index.toString(16).padStart(8, '0');
  return {
    id: `SM${locationHex}${indexHex}${locationHex}${indexHex}`,
    location_id: locationId,
    direction: inbound ? 'INBOUND' : 'OUTBOUND',
    status: inbound ? 'RECEIVED' : 'DELIVERED',
    from: inbound ? customer : BUSINESS_NUMBER,
    to: inbound ? BUSINESS_NUMBER : customer,
    contact: { name: `Contact ${index + 1}`, phone: customer },
    body: `Message ${index + 1} for ${locationId}`,
    created_at: new Date(sentAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    delivered_at: inbound ? null : new Date(sentAt + 5000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    media_count: 0,
  };
}

/** A connection of two named locations, not the demo: what a search across locations is tried on. */
export const acmeTwoLocations = [
  demoConnection({
    id: 'acme',
    label: 'Acme support',
    isDemo: false,
    locations: [
      { id: 'loc-9', name: 'Paris Opera' },
      { id: 'loc-10', name: 'Lyon' },
    ],
  }),
];
