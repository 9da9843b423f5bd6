import { describe, expect, it } from 'vitest';
import type { LocationProgress, RetryNotice } from '../../../common/ipc/contract';
import { liveStreams, waitingWords } from './waiting-words';

const names = new Map([
  ['loc-h', 'Harbor Dental'],
  ['loc-r', 'Riverside Clinic'],
  ['loc-m', 'Maple Bakery'],
]);
const live = (locationId: string, number?: string): LocationProgress => ({
  locationId,
  rows: 3,
  pages: 1,
  restarts: 0,
  ended: false,
  ...(number !== undefined && { number }),
});
const retry = (extra: Partial<RetryNotice>): RetryNotice => ({
  requestId: 'r',
  attempt: 1,
  delayMs: 30_000,
  error: { kind: 'server', status: 503, message: 'Server error (503).', retryAfterMs: 30_000 },
  ...extra,
});

describe('what the waiting note says the list waits for', () => {
  it('names the search main is waiting out and why: a Retry-After, with the wait', () => {
    expect(waitingWords([retry({ locationId: 'loc-r' })], [live('loc-h'), live('loc-r')], names)).toBe(
      'Waiting for Riverside Clinic: the server asked it to wait (Retry-After), trying again in 30 s.',
    );
  });

  it('names a listed number at its location, and an error main retries without a Retry-After', () => {
    const notice = retry({
      locationId: 'loc-h',
      number: '+15125550148',
      delayMs: 2_000,
      error: { kind: 'server', status: 502, message: 'Bad gateway (502).' },
    });
    expect(waitingWords([notice], [live('loc-h', '+15125550148'), live('loc-r', '+15125550148')], names)).toBe(
      'Waiting for +1 512 555 0148 at Harbor Dental: Bad gateway (502); trying again in 2 s.',
    );
  });

  it('without a notice, names the searches still reading as a slow server, a long list counted', () => {
    expect(waitingWords([], [live('loc-m')], names)).toBe('Waiting for Maple Bakery: its server has not answered yet (a slow server).');
    const numbers = ['+15125550100', '+15125550101', '+15125550102', '+15125550103', '+15125550104'].map((number) => live('loc-h', number));
    expect(waitingWords([], numbers, names)).toBe(
      'Waiting for +1 512 555 0100, +1 512 555 0101, +1 512 555 0102 and 2 more: their servers have not answered yet (a slow server).',
    );
    expect(waitingWords([], [], names)).toBe('Waiting for a search that has not answered yet.');
  });

  it('waits, before the first screen, for every search asked; after it, for those that can still send a row', () => {
    expect(liveStreams([], ['loc-h', 'loc-r'], ['+15125550148']).map((stream) => [stream.locationId, stream.number])).toEqual([
      ['loc-h', '+15125550148'],
      ['loc-r', '+15125550148'],
    ]);
    const ended = { ...live('loc-h'), ended: true };
    const stopped = { ...live('loc-r'), error: { kind: 'server', message: 'x' } as const };
    const setAside = { ...live('loc-m'), setAside: true as const };
    expect(liveStreams([ended, stopped, setAside, live('loc-x')], ['loc-h'], undefined).map((stream) => stream.locationId)).toEqual([
      'loc-x',
    ]);
  });
});
