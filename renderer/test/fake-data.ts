import type { ConnectionView } from '../../common/ipc/contract';

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
    ...overrides,
  };
}

/** Messages shaped like the demo API's, distinct per location. */
export function generateMessages(locationId: string, count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `${locationId}-msg-${index + 1}`,
    direction: index % 2 === 0 ? 'INBOUND' : 'OUTBOUND',
    status: index % 2 === 0 ? 'RECEIVED' : 'DELIVERED',
    from: `+1415555${String(1000 + index).padStart(4, '0')}`,
    contact: { name: `Contact ${index + 1}` },
    body: `Message ${index + 1} for ${locationId}`,
    created_at: new Date(Date.UTC(2024, 0, 31, 12, 0, 0) - index * 60_000).toISOString(),
  }));
}
