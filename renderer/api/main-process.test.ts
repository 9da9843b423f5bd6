import { afterEach, describe, expect, it } from 'vitest';
import { isFailure } from '../../common/errors/failure';
import { events, operations } from '../../common/ipc/contract';
import type { ExplorerApi } from '../../common/ipc/contract';
import { createFakeExplorer } from '../test/fake-explorer';
import { ignoreFailure } from './explorer';
import { mainProcess } from './main-process';

const original = window.explorer;
afterEach(() => {
  window.explorer = original;
});

describe('the renderer’s calls to main', () => {
  it('are one method per operation of the contract, and one on<Event> per event', () => {
    const listeners = Object.keys(events).map((name) => `on${name[0]!.toUpperCase()}${name.slice(1)}`);
    expect(Object.keys(mainProcess).sort()).toEqual([...Object.keys(operations), ...listeners].sort());
  });

  it('hand each event’s listener to window.explorer’s on<Event>, and give back its unsubscribe', () => {
    const fake = createFakeExplorer();
    window.explorer = fake.api;
    const notices: unknown[] = [];
    const unsubscribe = mainProcess.onRequestRetry((notice) => notices.push(notice));
    const notice = { requestId: 'r1', attempt: 1, delayMs: 500, error: { kind: 'server' as const, message: 'HTTP 503' } };
    fake.emitRetry(notice);
    unsubscribe();
    fake.emitRetry(notice);
    expect(notices).toEqual([notice]);
  });

  it('send the input to window.explorer’s method of the same name and resolve to the value', async () => {
    const fake = createFakeExplorer();
    window.explorer = fake.api;
    const state = await mainProcess.getState({});
    expect(state.connections.map((connection) => connection.isDemo)).toEqual([true]);
    expect(await mainProcess.cancelRequest({ requestId: 'r1' })).toEqual({ cancelled: false });
    expect(fake.calls.cancelRequest).toEqual([{ requestId: 'r1' }]);
  });

  it("reject main's refusal as the ExplorerFailure main threw, kind intact", async () => {
    window.explorer = {
      clipboardReadText: async () => ({ ok: false, error: { kind: 'invalid_request', message: 'Click Paste first.' } }),
    } as Partial<ExplorerApi> as ExplorerApi;
    const refusal = await mainProcess.clipboardReadText({}).catch((error: unknown) => error);
    expect(isFailure(refusal, 'invalid_request')).toBe(true);
    expect(() => ignoreFailure(refusal)).not.toThrow();
    const crash = new TypeError('not a refusal');
    expect(() => ignoreFailure(crash)).toThrow(crash);
  });
});
