import { describe, expect, it } from 'vitest';
import { createRequestRegistry } from './requests';

describe('createRequestRegistry', () => {
  it('cancels a running request by id, once', () => {
    const registry = createRequestRegistry();
    const signal = registry.start('search', 'r1');
    expect(signal.aborted).toBe(false);
    expect(registry.cancel('search', 'r1')).toBe(true);
    expect(signal.aborted).toBe(true);
    expect(registry.cancel('search', 'r1')).toBe(false);
  });

  it('does not cancel a finished request', () => {
    const registry = createRequestRegistry();
    const signal = registry.start('search', 'r1');
    registry.finish('search', 'r1', signal);
    expect(registry.cancel('search', 'r1')).toBe(false);
    expect(signal.aborted).toBe(false);
  });

  it('cancels the earlier request when an id is started again', () => {
    const registry = createRequestRegistry();
    const first = registry.start('search', 'r1');
    const second = registry.start('search', 'r1');
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
  });

  it('lets the earlier request, ending late, forget only itself: the newer one stays cancellable', () => {
    const registry = createRequestRegistry();
    const first = registry.start('search', 'r1');
    const second = registry.start('search', 'r1');
    registry.finish('search', 'r1', first);
    expect(registry.cancel('search', 'r1')).toBe(true);
    expect(second.aborted).toBe(true);
    const third = registry.start('search', 'r1');
    registry.finish('search', 'r1', second);
    registry.cancelAll();
    expect(third.aborted).toBe(true);
  });

  it('keeps each kind’s ids apart: a search named like a job neither replaces nor cancels it', () => {
    const registry = createRequestRegistry();
    const exporting = registry.start('export', 'W');
    const counting = registry.start('count', 'W');
    registry.start('search', 'export:W');
    registry.start('search', 'W');
    expect(registry.cancel('search', 'export:W')).toBe(true);
    expect(registry.cancel('search', 'W')).toBe(true);
    expect(registry.cancel('export', 'count:W')).toBe(false);
    expect([exporting.aborted, counting.aborted]).toEqual([false, false]);
    expect(registry.cancel('count', 'W')).toBe(true);
    expect([exporting.aborted, counting.aborted]).toEqual([false, true]);
  });

  it('cancels everything', () => {
    const registry = createRequestRegistry();
    const signals = [registry.start('search', 'a'), registry.start('export', 'b')];
    registry.cancelAll();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
    expect(registry.cancel('search', 'a')).toBe(false);
  });
});
