import { MAX_DISMISSED_BANNERS } from '../../common/limits/stored-limits';
import type { KeyValueStore } from './key-value-store';

const DISMISSED_KEY = 'dismissedBanners';

export type DismissedBanners = ReturnType<typeof createDismissedBanners>;

/** Banners the user dismissed, kept in main's settings so they stay dismissed after a restart. */
export function createDismissedBanners(settings: KeyValueStore) {
  const read = (): string[] => {
    const raw = settings.get(DISMISSED_KEY);
    // Anything unreadable counts as nothing dismissed: at worst a banner shows once more.
    return Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];
  };
  return {
    list: read,
    /** A no-op when already dismissed (each write rewrites the settings file); past the bound the least recently dismissed go. */
    dismiss(bannerId: string): void {
      const current = read();
      if (!current.includes(bannerId)) settings.set(DISMISSED_KEY, [...current, bannerId].slice(-MAX_DISMISSED_BANNERS));
    },
  };
}
