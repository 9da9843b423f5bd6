import type { Configuration } from 'electron-builder';

export interface UpdateEnv {
  SMS_EXPLORER_UPDATE_URL?: string | undefined;
}

/**
 * Auto-update is opt-in: without SMS_EXPLORER_UPDATE_URL no update feed is configured, so the
 * build writes no app-update.yml and no latest*.yml, and the app has nothing to check. With it,
 * electron-builder writes the metadata for a generic https feed (the app still needs an updater
 * wired in main to use it; see docs/packaging.md).
 */
export function updatePublishing(env: UpdateEnv): Pick<Configuration, 'publish'> {
  const url = env.SMS_EXPLORER_UPDATE_URL?.trim();
  if (!url) return { publish: null };
  if (!URL.canParse(url) || new URL(url).protocol !== 'https:') {
    throw new Error(`SMS_EXPLORER_UPDATE_URL must be an https:// address, got "${url}". Unset it to build without updates.`);
  }
  return { publish: [{ provider: 'generic', url }] };
}
