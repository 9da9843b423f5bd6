import type { ConnectionView } from '../../common/ipc/contract';
import { DEFAULT_REQUESTS_AT_ONCE } from '../../common/limits/requests-at-once';
import type { RecordShape } from '../../demo-api/record-shape-names';

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
    requestTimeoutMs: 30_000,
    followIntervalMs: 10_000,
    requestsAtOnce: DEFAULT_REQUESTS_AT_ONCE,
    ...overrides,
  };
}

/**
 * Messages shaped like the demo API's (its `recordShape`, demo-api/record-shapes.ts), distinct per
 * location, newest first. The shared contract suite checks both sides write each shape alike.
 */
export function generateMessages(locationId: string, count: number, shape: RecordShape = 'ours'): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => {
    const inbound = index % 2 === 0;
    const from = `+1415555${String(1000 + index).padStart(4, '0')}`;
    const sentAt = Date.UTC(2024, 0, 31, 12, 0, 0) - index * 60_000;
    if (shape === 'other') {
      return {
        messageId: `${locationId}-msg-${index + 1}`,
        direction: inbound ? 'incoming' : 'outgoing',
        status: inbound ? 'received' : 'delivered',
        sender: from,
        customer: { displayName: `Contact ${index + 1}` },
        text: `Message ${index + 1} for ${locationId}`,
        sentAt,
      };
    }
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
