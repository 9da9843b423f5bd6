import { describe, expect, it, vi } from 'vitest';
import { ExplorerFailure } from '../../common/errors/failure';
import type { ConnectionView } from '../../common/ipc/contract';
import { createSharedTargetReads } from './shared-target-reads';

const connection: ConnectionView = {
  id: 'c1', label: 'Production', baseUrl: 'https://api.example.test', hint: '3456', locations: [{ id: 'L1', name: 'Main Street' }, { id: 'L2', name: 'Harbor' }],
  storage: 'encrypted', needsToken: false, isDemo: false, maxPageSize: 500, requestTimeoutMs: 30_000,
};

function reads(credentials: (connectionId: string, locationId: string) => Promise<{ connection: ConnectionView; baseUrl: string; token: string }>) {
  const read = vi.fn(credentials);
  return { read, targetOf: createSharedTargetReads({ credentials: read }, 'c1') };
}

describe('the request target of a location, shared by the page requests that start together', () => {
  it('is read once for the requests of one location in flight at once, and apart for another location', async () => {
    const { read, targetOf } = reads(async () => ({ connection, baseUrl: connection.baseUrl, token: `tok-${crypto.randomUUID()}` }));
    const targets = await Promise.all([targetOf('L1'), targetOf('L1'), targetOf('L1'), targetOf('L2')]);
    expect(read.mock.calls).toEqual([['c1', 'L1'], ['c1', 'L2']]);
    expect(new Set(targets.slice(0, 3).map((target) => target.token)).size).toBe(1);
    expect(targets.map((target) => target.location.id)).toEqual(['L1', 'L1', 'L1', 'L2']);
  });

  it('is read again once the shared read has settled: a token changed between rounds counts', async () => {
    let token = 'tok-first';
    const { read, targetOf } = reads(async () => ({ connection, baseUrl: connection.baseUrl, token }));
    expect((await targetOf('L1')).token).toBe('tok-first');
    token = 'tok-second';
    expect((await targetOf('L1')).token).toBe('tok-second');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shares a failed read with the requests waiting on it, and the next round reads again', async () => {
    const gone = new ExplorerFailure({ kind: 'vault_unavailable', message: 'The token of “Production” could not be read.' });
    let fail = true;
    const { read, targetOf } = reads(async () => {
      if (fail) throw gone;
      return { connection, baseUrl: connection.baseUrl, token: 'tok-back' };
    });
    const settled = await Promise.allSettled([targetOf('L1'), targetOf('L1')]);
    expect(settled).toEqual([{ status: 'rejected', reason: gone }, { status: 'rejected', reason: gone }]);
    fail = false;
    expect((await targetOf('L1')).token).toBe('tok-back');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
