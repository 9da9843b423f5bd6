import { describe, expect, it } from 'vitest';
import { ExplorerFailure } from '../../common/errors/failure';
import type { ConnectionView, LocationVerification } from '../../common/ipc/contract';
import type { ApiClient } from '../api-client/client';
import { createConnectionTest } from './test-connection-of';

const savedToken = `tok-${crypto.randomUUID()}`;
const connection: ConnectionView = {
  id: 'c1',
  label: 'Production',
  baseUrl: 'https://api.example.test',
  hint: '3456',
  locations: [{ id: 'L1' }, { id: 'L2' }],
  storage: 'encrypted',
  needsToken: false,
  isDemo: false,
  maxPageSize: 500,
  requestTimeoutMs: 30_000,
  followIntervalMs: 10_000,
  requestsAtOnce: 6,
};
const checkedAt = new Date('2026-01-02T03:04:05Z');

/** L1 answers, L2 refuses any token; what gets recorded is kept per location. */
function tester() {
  const recorded = new Map<string, LocationVerification>();
  const client = {
    searchMessages: async ({ locationId }: { locationId: string }) => {
      if (locationId === 'L2')
        throw new ExplorerFailure({ kind: 'unauthorized', status: 401, message: `Refused for ${locationId}.`, locationId });
      return { items: [] };
    },
  } as unknown as ApiClient;
  const test = createConnectionTest({
    connections: {
      credentials: async () => ({ connection, baseUrl: connection.baseUrl, token: savedToken }),
      recordVerification: async (_connectionId, locationId, verification) => {
        recorded.set(locationId, verification);
        return connection;
      },
      resolveAddress: async (address) => address.replace(/\/+$/, ''),
    },
    client,
    now: () => checkedAt,
  });
  return { test, recorded };
}

const input = { label: 'Production', baseUrl: 'https://api.example.test/', locations: ['L1', 'L2'] };

describe('testing a saved connection', () => {
  it('records each location’s result, as Verify would, when the token tested is the saved one', async () => {
    const { test, recorded } = tester();
    await test({ ...input, token: savedToken, connectionId: 'c1' });
    expect(recorded.get('L1')).toEqual({ status: 'ok', checkedAt: checkedAt.toISOString() });
    expect(recorded.get('L2')).toMatchObject({
      status: 'failed',
      checkedAt: checkedAt.toISOString(),
      error: { kind: 'unauthorized', connectionId: 'c1' },
    });
  });

  it('records nothing for a token typed but not saved: its answer says nothing of the saved token', async () => {
    const { test, recorded } = tester();
    const results = await test({ ...input, token: `tok-${crypto.randomUUID()}`, connectionId: 'c1' });
    expect(results.map((result) => result.status)).toEqual(['ok', 'failed']);
    expect(recorded.size).toBe(0);
  });

  it('records nothing for the saved token sent to another address, nor for a connection not saved yet', async () => {
    const { test, recorded } = tester();
    await test({ ...input, baseUrl: 'https://other.example.test', token: savedToken, connectionId: 'c1' });
    await test({ ...input, token: savedToken });
    expect(recorded.size).toBe(0);
  });
});
