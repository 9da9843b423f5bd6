import Conf from 'conf';
import type { KeyValueStore } from './key-value-store';
import { serializeStore, withoutBom } from './store-text';

/**
 * A JSON store file `<dir>/<name>.json`, in the app (dir = userData), the e2e harness and tests
 * alike. conf directly, not electron-store: electron-store's constructor always registers an
 * `ipcMain.on('electron-store-get-data')` listener (node_modules/electron-store/index.js,
 * initDataListener), a channel outside the IPC contract and its dispatcher. The file is its
 * owner's only (conf's default is 0o666 less the umask): it holds the user's connections and
 * their encrypted tokens.
 */
export function createConfStore(dir: string, name: string): KeyValueStore {
  return new Conf<Record<string, unknown>>({
    cwd: dir,
    configName: name,
    configFileMode: 0o600,
    serialize: serializeStore,
    deserialize: (text: string) => JSON.parse(withoutBom(text)) as Record<string, unknown>,
  });
}
