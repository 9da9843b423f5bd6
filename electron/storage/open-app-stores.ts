import { join } from 'node:path';
import type { AppNotice } from '../../common/ipc/contract';
import type { KeyValueStore } from './key-value-store';
import { MAX_SECRETS_BYTES, MAX_SETTINGS_BYTES } from '../../common/limits/stored-limits';
import { boundedStore } from './bounded-store';
import { openStore } from './open-store';

export interface AppStores {
  /** Connections, locations, last used selection, window state: at most MAX_SETTINGS_BYTES on disk in all. */
  settings: KeyValueStore;
  /** Encrypted tokens only, in a store of their own: at most MAX_SECRETS_BYTES on disk. */
  secrets: KeyValueStore;
  /** A store file that could not be read is kept aside; the user is told once. */
  notices: AppNotice[];
}

/**
 * Opens the app's two stores in `dir` (conf files, in userData in the app: see conf-store.ts).
 * A damaged file never stops the app: it is renamed aside, kept, and a fresh store starts.
 */
export function openAppStores(dir: string, create: (name: string) => KeyValueStore, now: () => Date): AppStores {
  const notices: AppNotice[] = [];
  const open = (name: 'settings' | 'secrets') => {
    const { store, movedAside } = openStore(() => create(name), join(dir, `${name}.json`), now);
    if (movedAside) {
      notices.push({
        id: `moved-${name}`,
        level: 'warning',
        message: `The ${name} file could not be read. It was kept aside as ${movedAside} and a fresh one was started.`,
      });
    }
    return store;
  };
  return {
    settings: boundedStore(open('settings'), {
      maxBytes: MAX_SETTINGS_BYTES,
      name: 'settings',
      makeRoom: 'Delete saved searches, column layouts, connections or locations you no longer need, then try again.',
    }),
    secrets: boundedStore(open('secrets'), {
      maxBytes: MAX_SECRETS_BYTES,
      name: 'secrets',
      makeRoom: 'Remove connections you no longer use, then try again.',
    }),
    notices,
  };
}
