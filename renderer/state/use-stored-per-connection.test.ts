import { describe, expect, it, beforeEach } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useStoredPerConnection } from './use-stored-per-connection';

const KEY = 'sms-explorer.test-per-connection';
const isSize = (value: unknown): value is 'day' | 'hour' => value === 'day' || value === 'hour';

describe('a preference kept per connection', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps each connection’s value apart, across restarts', () => {
    const first = renderHook(({ id }) => useStoredPerConnection(KEY, id, 'hour', isSize), { initialProps: { id: 'acme' } });
    act(() => first.result.current[1]('day'));
    expect(first.result.current[0]).toBe('day');
    first.rerender({ id: 'demo' });
    expect(first.result.current[0]).toBe('hour');
    first.unmount();
    const again = renderHook(() => useStoredPerConnection(KEY, 'acme', 'hour', isSize));
    expect(again.result.current[0]).toBe('day');
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '{}')).toEqual({ acme: 'day' });
  });

  it('gives the fallback for an unreadable entry, and keeps the others', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ acme: 'fortnight', demo: 'day' }));
    expect(renderHook(() => useStoredPerConnection(KEY, 'acme', 'hour', isSize)).result.current[0]).toBe('hour');
    expect(renderHook(() => useStoredPerConnection(KEY, 'demo', 'hour', isSize)).result.current[0]).toBe('day');
    window.localStorage.setItem(KEY, '["day"]');
    expect(renderHook(() => useStoredPerConnection(KEY, 'demo', 'hour', isSize)).result.current[0]).toBe('hour');
  });
});
