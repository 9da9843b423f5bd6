// What the page gets as window.explorer: exactly the contract's operations and event subscriptions,
// frozen, and nothing of Electron's IPC. Checked on createExplorerApi and on the real preload
// (with a stand-in for the 'electron' module, whose binary the tests do not have).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventName, OperationName } from '../../common/ipc/contract';
import { events, operations } from '../../common/ipc/contract';
import type { ExplorerTransport } from './explorer-api';
import { createExplorerApi } from './explorer-api';
import { VALID_INPUTS } from '../test/ipc-inputs';

const operationNames = Object.keys(operations) as OperationName[];
const eventNames = Object.keys(events) as EventName[];
const subscriptionNames = eventNames.map((name) => `on${name[0]?.toUpperCase()}${name.slice(1)}`);

function recordingTransport() {
  const invoked: [string, unknown][] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const transport: ExplorerTransport = {
    invoke: async (channel, input) => {
      invoked.push([channel, input]);
      return { ok: true, value: null };
    },
    subscribe: (channel, listener) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return () => set.delete(listener);
    },
  };
  const emit = (channel: string, payload: unknown) => listeners.get(channel)?.forEach((listener) => listener(payload));
  return { transport, invoked, emit };
}

describe('createExplorerApi', () => {
  it('has one method per operation and one on<Event> per event, and nothing else', () => {
    const api = createExplorerApi(recordingTransport().transport);
    expect(Object.keys(api).sort()).toEqual([...operationNames, ...subscriptionNames].sort());
    expect(Object.getOwnPropertyNames(api).sort()).toEqual(Object.keys(api).sort());
    expect(Object.getOwnPropertySymbols(api)).toEqual([]);
    for (const key of Object.keys(api)) expect(typeof (api as Record<string, unknown>)[key]).toBe('function');
  });

  it('exposes no generic IPC: no ipcRenderer, invoke, send, on or the transport', () => {
    const api = createExplorerApi(recordingTransport().transport) as unknown as Record<string, unknown>;
    for (const name of ['ipcRenderer', 'invoke', 'send', 'sendSync', 'on', 'once', 'postMessage', 'transport', 'require', 'process']) {
      expect(name in api, name).toBe(false);
    }
  });

  it('is frozen: the page cannot add, replace or remove a method', () => {
    const api = createExplorerApi(recordingTransport().transport) as unknown as Record<string, unknown>;
    expect(Object.isFrozen(api)).toBe(true);
    expect(() => {
      api.getState = () => 'hijacked';
    }).toThrow(TypeError);
    expect(() => {
      api.invoke = () => undefined;
    }).toThrow(TypeError);
    expect(() => delete api.searchMessages).toThrow(TypeError);
    expect(typeof api.getState).toBe('function');
  });

  it("sends each operation on its own channel with the caller's input, untouched", async () => {
    const { transport, invoked } = recordingTransport();
    const api = createExplorerApi(transport) as unknown as Record<OperationName, (input: unknown) => Promise<unknown>>;
    for (const name of operationNames) await api[name](VALID_INPUTS[name]);
    expect(invoked).toEqual(operationNames.map((name) => [operations[name].channel, VALID_INPUTS[name]]));
  });

  it('delivers each event to its subscribers until they unsubscribe', () => {
    const { transport, emit } = recordingTransport();
    const api = createExplorerApi(transport) as unknown as Record<string, (listener: (payload: unknown) => void) => () => void>;
    for (const [index, name] of eventNames.entries()) {
      const received: unknown[] = [];
      const unsubscribe = api[subscriptionNames[index] ?? '']?.((payload) => received.push(payload));
      emit(events[name].channel, { n: 1 });
      unsubscribe?.();
      emit(events[name].channel, { n: 2 });
      expect(received).toEqual([{ n: 1 }]);
    }
  });
});

describe('the preload', () => {
  afterEach(() => {
    vi.doUnmock('electron');
    vi.resetModules();
  });

  async function loadPreload() {
    const exposed = new Map<string, unknown>();
    const handlers = new Map<string, ((event: unknown, payload: unknown) => void)[]>();
    const invoked: [string, unknown][] = [];
    const ipcRenderer = {
      invoke: vi.fn(async (channel: string, input: unknown) => {
        invoked.push([channel, input]);
        return { ok: true, value: null };
      }),
      on: vi.fn((channel: string, handler: (event: unknown, payload: unknown) => void) => {
        handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
      }),
      removeListener: vi.fn((channel: string, handler: (event: unknown, payload: unknown) => void) => {
        handlers.set(
          channel,
          (handlers.get(channel) ?? []).filter((candidate) => candidate !== handler),
        );
      }),
      send: vi.fn(),
      sendSync: vi.fn(),
    };
    vi.doMock('electron', () => ({
      contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
      ipcRenderer,
    }));
    await import('../preload');
    return { exposed, handlers, invoked, ipcRenderer };
  }

  it('exposes only window.explorer, built from the contract', async () => {
    const { exposed } = await loadPreload();
    expect([...exposed.keys()]).toEqual(['explorer']);
    const api = exposed.get('explorer') as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual([...operationNames, ...subscriptionNames].sort());
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('invokes over ipcRenderer, and never sends fire-and-forget messages', async () => {
    const { exposed, invoked, ipcRenderer } = await loadPreload();
    const api = exposed.get('explorer') as Record<OperationName, (input: unknown) => Promise<unknown>>;
    await api.getState({});
    await api.cancelRequest({ requestId: 'r1' });
    expect(invoked).toEqual([
      [operations.getState.channel, {}],
      [operations.cancelRequest.channel, { requestId: 'r1' }],
    ]);
    expect(ipcRenderer.send).not.toHaveBeenCalled();
    expect(ipcRenderer.sendSync).not.toHaveBeenCalled();
  });

  it("hands listeners the payload only, never Electron's event, and removes them on unsubscribe", async () => {
    const { exposed, handlers } = await loadPreload();
    const api = exposed.get('explorer') as Record<string, (listener: (...args: unknown[]) => void) => () => void>;
    const calls: unknown[][] = [];
    const unsubscribe = api.onRequestRetry?.((...args) => calls.push(args));
    const channel = events.requestRetry.channel;
    const electronEvent = { sender: { send: () => undefined }, ports: [] };
    handlers.get(channel)?.forEach((handler) => handler(electronEvent, { attempt: 1 }));
    expect(calls).toEqual([[{ attempt: 1 }]]);
    unsubscribe?.();
    expect(handlers.get(channel)).toEqual([]);
  });
});
