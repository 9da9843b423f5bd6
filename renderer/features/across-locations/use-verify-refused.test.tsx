import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { createFakeExplorer } from '../../test/fake-explorer';
import { useVerifyRefused } from './use-verify-refused';

function renderVerify(
  answer: 'ok' | 'failed',
  failure: { kind: string; message: string } = { kind: 'unauthorized', message: 'Location refused (401)' },
) {
  const fake = createFakeExplorer();
  window.explorer = {
    ...fake.api,
    verifyLocation: () =>
      Promise.resolve({
        ok: true,
        value: { status: answer, checkedAt: '2026-01-01T00:00:00Z', ...(answer === 'failed' && { error: failure }) },
      }),
  } as typeof fake.api;
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <AppProviders client={client}>{children}</AppProviders>;
  const retry = vi.fn();
  const { result } = renderHook(() => useVerifyRefused('demo', retry), { wrapper });
  return { result, retry };
}

describe('Verify on a refused location of a search across locations', () => {
  it('goes on with that search at once when the location may be read now', async () => {
    const { result, retry } = renderVerify('ok');
    act(() => result.current.verify('loc-a', 'Alpha', '+15125550148'));
    await waitFor(() => expect(retry).toHaveBeenCalledWith('loc-a', '+15125550148'));
    expect(result.current.outcomes.size).toBe(0);
  });

  it('says the location is still refused, and does not retry a search that would be refused again', async () => {
    const { result, retry } = renderVerify('failed');
    act(() => result.current.verify('loc-a', 'Alpha'));
    await waitFor(() => expect(result.current.outcomes.get('loc-a')).toBe('Checked again: Alpha is still refused.'));
    expect(result.current.verifying).toBeNull();
    expect(retry).not.toHaveBeenCalled();
  });

  it('says in its own words a check that failed for another reason', async () => {
    const { result, retry } = renderVerify('failed', { kind: 'network', message: 'The server could not be reached.' });
    act(() => result.current.verify('loc-a', 'Alpha'));
    await waitFor(() => expect(result.current.outcomes.get('loc-a')).toBe('Checked again: The server could not be reached.'));
    expect(retry).not.toHaveBeenCalled();
  });
});
