import { describe, expect, it } from 'vitest';
import { readThreadMessage } from './thread-message';
import { serverOrder, unloadedEdges } from './server-order';

const walk = (...times: (string | undefined)[]) =>
  times.map((created_at, index) => readThreadMessage(created_at ? { created_at } : {}, index, { time: 'created_at' }));

describe('which way the server walks', () => {
  it('is read from the first and last readable times it sent', () => {
    expect(serverOrder(walk('2025-11-14T10:00:00Z', undefined, '2025-11-13T10:00:00Z'))).toBe('newest-first');
    expect(serverOrder(walk('2025-11-13T10:00:00Z', '2025-11-14T10:00:00Z'))).toBe('oldest-first');
  });

  it('is unknown with one time or none, and then both ends may receive messages', () => {
    expect(serverOrder(walk('2025-11-13T10:00:00Z', '2025-11-13T10:00:00Z'))).toBe('unknown');
    expect(serverOrder(walk(undefined))).toBe('unknown');
    expect(unloadedEdges('unknown')).toEqual({ top: true, bottom: true });
    expect(unloadedEdges('newest-first')).toEqual({ top: true, bottom: false });
    expect(unloadedEdges('oldest-first')).toEqual({ top: false, bottom: true });
  });
});
