// Bundled into dist/harness/bridge.js and injected before the page loads: it builds
// `window.explorer` with the same createExplorerApi as the Electron preload; only the transport
// differs (a Playwright binding instead of ipcRenderer).
import { createExplorerApi } from '../../electron/ipc/explorer-api';

type Listener = (payload: unknown) => void;

declare global {
  interface Window {
    __explorerInvoke: (channel: string, inputJson: string | undefined) => Promise<string>;
    __explorerEmit: (channel: string, payload: unknown) => void;
    explorer: unknown;
  }
}

const listeners = new Map<string, Set<Listener>>();

window.__explorerEmit = (channel, payload) => {
  listeners.get(channel)?.forEach((listener) => listener(payload));
};

window.explorer = createExplorerApi({
  invoke: async (channel, input) => JSON.parse(await window.__explorerInvoke(channel, input === undefined ? undefined : JSON.stringify(input))),
  subscribe: (channel, listener) => {
    const set = listeners.get(channel) ?? new Set<Listener>();
    listeners.set(channel, set);
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  },
});
