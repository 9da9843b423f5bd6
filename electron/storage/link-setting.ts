import type { LinkSetting } from '../../common/ipc/contract';
import type { KeyValueStore } from './key-value-store';

const OPEN_LINKS_KEY = 'openLinks';

export type LinkSettingStore = ReturnType<typeof createLinkSettingStore>;

/** Whether the app opens sms-explorer:// links, kept in main's settings so the choice outlives a restart. */
export function createLinkSettingStore(settings: Pick<KeyValueStore, 'get' | 'set'>) {
  return {
    /** Anything but `false` reads as on (the default): a hand-edited value cannot turn links off by accident. */
    read: (): LinkSetting => ({ openLinks: settings.get(OPEN_LINKS_KEY) !== false }),
    write(setting: LinkSetting): LinkSetting {
      settings.set(OPEN_LINKS_KEY, setting.openLinks);
      return setting;
    },
  };
}
