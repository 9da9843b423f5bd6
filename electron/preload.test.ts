import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, operations } from '../common/ipc/contract';

// The BUILT preload (what the window loads), run in a VM context shaped like a sandboxed
// preload's: a `require` that offers only the electron module, no Node globals.
const root = resolve(import.meta.dirname, '..');
const built = join(root, 'dist-electron', 'preload.cjs');
const sources = [
  'electron/preload.ts',
  'common/ipc/channels.ts',
  'common/ipc/contract.ts',
  'common/ipc/contract-data.ts',
  'electron/ipc/explorer-api.ts',
].map((file) => join(root, file));

function isStale(): boolean {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => statSync(source).mtimeMs > builtAt);
}

interface Listener {
  (event: unknown, payload: unknown): void;
}

function runPreload() {
  const exposed: { key: string; api: Record<string, unknown> }[] = [];
  const invoked: { channel: string; input: unknown }[] = [];
  const listeners = new Map<string, Set<Listener>>();
  const required: string[] = [];
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, api: Record<string, unknown>) => exposed.push({ key, api }) },
    ipcRenderer: {
      invoke: async (channel: string, input: unknown) => {
        invoked.push({ channel, input });
        return { ok: true, value: channel };
      },
      on: (channel: string, listener: Listener) =>
        void (listeners.get(channel) ?? listeners.set(channel, new Set()).get(channel)!).add(listener),
      removeListener: (channel: string, listener: Listener) => void listeners.get(channel)?.delete(listener),
    },
  };
  const module = { exports: {} };
  const context = vm.createContext({
    module,
    exports: module.exports,
    require: (name: string) => {
      required.push(name);
      if (name !== 'electron') throw new Error(`A sandboxed preload cannot require ${name}`);
      return electron;
    },
  });
  vm.runInContext(readFileSync(built, 'utf8'), context, { filename: built });
  return { exposed, invoked, listeners, required };
}

describe('the built preload', () => {
  beforeAll(() => {
    if (isStale())
      execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: root, stdio: 'ignore' });
  }, 180_000);

  it('needs nothing but the electron module', () => {
    expect(runPreload().required).toEqual(['electron']);
  });

  it('carries the channel names only: none of the contract’s schemas, no zod', () => {
    const bundle = readFileSync(built, 'utf8');
    expect(bundle).not.toMatch(/zod|safeParse|strictObject/i);
    // Channel names and the bridge code are about 2 KB; zod alone was over 90 KB.
    expect(bundle.length).toBeLessThan(10 * 1024);
  });

  it('exposes exactly one frozen object, window.explorer, with one method per operation and one subscription per event', () => {
    const { exposed } = runPreload();
    expect(exposed.map(({ key }) => key)).toEqual(['explorer']);
    const api = exposed[0]!.api;
    const expected = [...Object.keys(operations), ...Object.keys(events).map((name) => `on${name[0]!.toUpperCase()}${name.slice(1)}`)];
    expect(Object.keys(api).sort()).toEqual(expected.sort());
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('sends each operation on its contract channel with the input as given', async () => {
    const { exposed, invoked } = runPreload();
    const api = exposed[0]!.api as Record<string, (input: unknown) => Promise<unknown>>;
    for (const [name, { channel }] of Object.entries(operations)) {
      expect(await api[name]!({ probe: name })).toEqual({ ok: true, value: channel });
    }
    expect(invoked).toEqual(Object.entries(operations).map(([name, { channel }]) => ({ channel, input: { probe: name } })));
  });

  it('gives subscribers the payload only, never the Electron event, and unsubscribes', () => {
    const { exposed, listeners } = runPreload();
    const api = exposed[0]!.api as Record<string, (listener: (payload: unknown) => void) => () => void>;
    const received: unknown[] = [];
    const unsubscribe = api.onExportProgress!((payload) => received.push(payload));
    const [listener] = listeners.get(events.exportProgress.channel)!;
    listener!({ sender: 'the ipcRenderer event' }, { rows: 1 });
    expect(received).toEqual([{ rows: 1 }]);
    unsubscribe();
    expect(listeners.get(events.exportProgress.channel)!.size).toBe(0);
  });
});
