import { describe, expect, it } from 'vitest';
import { createRequestRegistry } from './requests';

describe('createRequestRegistry', () => {
  it('cancels a running request by id, once', () => {
    const registry = createRequestRegistry();
    const signal = registry.start('r1');
    expect(signal.aborted).toBe(false);
    expect(registry.cancel('r1')).toBe(true);
    expect(signal.aborted).toBe(true);
    expect(registry.cancel('r1')).toBe(false);
  });

  it('does not cancel a finished request', () => {
    const registry = createRequestRegistry();
    const signal = registry.start('r1');
    registry.finish('r1', signal);
    expect(registry.cancel('r1')).toBe(false);
    expect(signal.aborted).toBe(false);
  });

  it('cancels the earlier request when an id is started again', () => {
    const registry = createRequestRegistry();
    const first = registry.start('r1');
    const second = registry.start('r1');
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
  });

  it('lets the earlier request, ending late, forget only itself: the newer one stays cancellable', () => {
    const registry = createRequestRegistry();
    const first = registry.start('r1');
    const second = registry.start('r1');
    registry.finish('r1', first);
    expect(registry.cancel('r1')).toBe(true);
    expect(second.aborted).toBe(true);
    const third = registry.start('r1');
    registry.finish('r1', second);
    registry.cancelAll();
    expect(third.aborted).toBe(true);
  });

  it('cancels everything', () => {
    const registry = createRequestRegistry();
    const signals = [registry.start('a'), registry.start('b')];
    registry.cancelAll();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
    expect(registry.cancel('a')).toBe(false);
  });
});
