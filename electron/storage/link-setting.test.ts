import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestServices } from '../test/main-services';
import { useTempDir } from '../test/test-stores';
import { okValue as value } from '../test/ok-value';

// Through the real dispatcher and handlers, over a real settings file: what the renderer gets.
const tempDir = useTempDir();

const settingsPath = () => join(tempDir().path, 'settings.json');
const openApp = () => createTestServices({ dir: tempDir().path, demoBaseUrl: 'http://127.0.0.1:9' }).call;

describe('the link setting', () => {
  it('is on by default, and the user’s choice survives a restart', async () => {
    const first = openApp();
    expect(value(await first('getLinkSetting', {}))).toEqual({ openLinks: true });
    value(await first('setLinkSetting', { openLinks: false }));
    expect(value(await openApp()('getLinkSetting', {}))).toEqual({ openLinks: false });
    value(await openApp()('setLinkSetting', { openLinks: true }));
    expect(value(await openApp()('getLinkSetting', {}))).toEqual({ openLinks: true });
  });

  it('reads a damaged value as on (links are not turned off by accident), and keeps every other setting', async () => {
    const call = openApp();
    value(await call('dismissBanner', { bannerId: 'demo-intro' }));
    for (const damaged of ['false', 0, null, { openLinks: false }, []]) {
      const settings = JSON.parse(readFileSync(settingsPath(), 'utf8')) as Record<string, unknown>;
      writeFileSync(settingsPath(), JSON.stringify({ ...settings, openLinks: damaged }));
      const restarted = openApp();
      expect(value(await restarted('getLinkSetting', {}))).toEqual({ openLinks: true });
      expect(value(await restarted('listDismissedBanners', {}))).toEqual(['demo-intro']);
    }
    // Saving over the damaged value leaves the rest of the file as it was.
    value(await openApp()('setLinkSetting', { openLinks: false }));
    const settings = JSON.parse(readFileSync(settingsPath(), 'utf8')) as Record<string, unknown>;
    expect(settings).toMatchObject({ openLinks: false, dismissedBanners: ['demo-intro'] });
  });
});
