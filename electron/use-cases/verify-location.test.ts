import { describe, expect, it, vi } from 'vitest';
import { ExplorerFailure } from '../../common/errors/failure';
import type { ConnectionView, LocationVerification } from '../../common/ipc/contract';
import { createLocationVerifier } from './verify-location';

const connection: ConnectionView = {
  id: 'c1',
  label: 'Production',
  baseUrl: 'https://api.example.test',
  hint: '3456',
  locations: [{ id: 'L1', name: 'Main Street' }],
  storage: 'encrypted',
  needsToken: false,
  isDemo: false,
  maxPageSize: 500,
  requestTimeoutMs: 30_000,
  followIntervalMs: 10_000,
  requestsAtOnce: 6,
};
const checkedAt = new Date('2026-01-02T03:04:05Z');

function verifier(search: () => Promise<unknown>) {
  const recorded: LocationVerification[] = [];
  const searchMessages = vi.fn(search);
  const verify = createLocationVerifier({
    connections: {
      credentials: async () => ({ connection, baseUrl: connection.baseUrl, token: `tok-${crypto.randomUUID()}` }),
      recordVerification: async (_connectionId, _locationId, verification) => {
        recorded.push(verification);
        return connection;
      },
    },
    client: { searchMessages: searchMessages as never },
    now: () => checkedAt,
    // What a 401 was about is refusal-check.test.ts's subject: here every error is kept as it is.
    explainRefusal: async (error) => error,
  });
  return { verify, recorded, searchMessages };
}

describe('verifying a location', () => {
  it('asks for one row as the location, naming it, and records and answers ok', async () => {
    const { verify, recorded, searchMessages } = verifier(async () => ({ items: [] }));
    expect(await verify('c1', 'L1')).toEqual({ status: 'ok', checkedAt: checkedAt.toISOString() });
    expect(recorded).toEqual([{ status: 'ok', checkedAt: checkedAt.toISOString() }]);
    expect(searchMessages).toHaveBeenCalledWith(
      expect.objectContaining({
        locationId: 'L1',
        locationName: 'Main Street',
        body: {},
        pageSize: 1,
        timeoutMs: 30_000,
        connectionId: 'c1',
        connectionLabel: 'Production',
      }),
    );
  });

  it("records and answers the API's refusal as a failed verification, not an error", async () => {
    const error = { kind: 'unauthorized' as const, message: 'The API refused the token.' };
    const { verify, recorded } = verifier(async () => {
      throw new ExplorerFailure(error);
    });
    const failed = { status: 'failed', checkedAt: checkedAt.toISOString(), error };
    expect(await verify('c1', 'L1')).toEqual(failed);
    expect(recorded).toEqual([failed]);
  });

  it('lets a bug through unrecorded', async () => {
    const { verify, recorded } = verifier(async () => {
      throw new TypeError('a bug');
    });
    await expect(verify('c1', 'L1')).rejects.toThrow('a bug');
    expect(recorded).toEqual([]);
  });
});
