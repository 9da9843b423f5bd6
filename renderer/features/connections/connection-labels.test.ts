import { describe, expect, it } from 'vitest';
import type { LocationView } from '../../../common/ipc/contract';
import { isAccessRefused, switcherLabel, verificationMark } from './connection-labels';

const checkedAt = '2026-01-02T03:04:05Z';

describe('a location in the top bar', () => {
  const harbor = { id: 'loc-harbor-dental', name: 'Harbor Dental Studio' };
  it('is listed by its name alone, the id kept for a missing or shared name', () => {
    expect(switcherLabel(harbor, [harbor, { id: 'loc-maple' }])).toBe('Harbor Dental Studio');
    expect(switcherLabel({ id: 'loc-maple' }, [harbor, { id: 'loc-maple' }])).toBe('loc-maple');
    const twin = { id: 'loc-harbor-2', name: 'Harbor Dental Studio' };
    expect(switcherLabel(harbor, [harbor, twin])).toBe('Harbor Dental Studio (loc-harbor-dental)');
  });
});

describe('a refused location', () => {
  const failed = (refused?: 'location' | 'token'): LocationView => ({
    id: 'loc-a',
    verification: { status: 'failed', checkedAt, error: { kind: 'unauthorized', message: 'Refused.', ...(refused && { refused }) } },
  });
  it('is refused whether the 401 was about the location, the token, or could not say', () => {
    for (const location of [failed('location'), failed('token'), failed()]) {
      expect(isAccessRefused(location)).toBe(true);
      expect(verificationMark(location)).toBe(' ✗ refused');
    }
  });
  it('is not refused for another failure, nor once verified', () => {
    expect(
      isAccessRefused({ id: 'loc-a', verification: { status: 'failed', checkedAt, error: { kind: 'network', message: 'Down.' } } }),
    ).toBe(false);
    expect(isAccessRefused({ id: 'loc-a', verification: { status: 'ok', checkedAt } })).toBe(false);
  });
});
