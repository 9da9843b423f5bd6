// Bundled into dist/harness/bridge.js and injected before the page loads: it builds
// `window.explorer` with the same createExplorerApi as the Electron preload; only the transport
// differs (a Playwright binding instead of ipcRenderer).
import type { PressedKey } from '../../electron/app/paste-grants';
import { createExplorerApi } from '../../electron/ipc/explorer-api';

type Listener = (payload: unknown) => void;

declare global {
  interface Window {
    __explorerInvoke: (channel: string, inputJson: string | undefined) => Promise<string>;
    __explorerEmit: (channel: string, payload: unknown) => void;
    __explorerInput: (key: PressedKey) => Promise<void>;
    explorer: unknown;
  }
}

const listeners = new Map<string, Set<Listener>>();

window.__explorerEmit = (channel, payload) => {
  listeners.get(channel)?.forEach((listener) => listener(payload));
};

// The harness's stand-in for the key presses main watches in the app (electron-adapters/paste-gestures.ts):
// presses the browser delivered (isTrusted: Playwright's input, as a person's would be) are passed
// on; a script's dispatchEvent is not. Registered first, in the capture phase, so the press reaches
// the harness before any handler of the page can ask for the clipboard.
window.addEventListener(
  'keydown',
  (event) => {
    if (!event.isTrusted) return;
    void window.__explorerInput({ key: event.key, control: event.ctrlKey, meta: event.metaKey, shift: event.shiftKey });
  },
  { capture: true },
);

window.explorer = createExplorerApi({
  invoke: async (channel, input) =>
    JSON.parse(await window.__explorerInvoke(channel, input === undefined ? undefined : JSON.stringify(input))),
  subscribe: (channel, listener) => {
    const set = listeners.get(channel) ?? new Set<Listener>();
    listeners.set(channel, set);
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  },
});
