import { validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import type { Configuration } from 'electron-builder';
import { describe, expect, it } from 'vitest';
import { APP_ID, createBuilderConfig, ICONS_DIR, PRODUCT_NAME } from './builder-config';

/** electron-builder's own check (its JSON schema and deprecations), as `electron-builder` runs it. */
const validate = (config: Configuration) => validateConfiguration(config, new DebugLogger(false));

const ALL_SECRETS = {
  CSC_LINK: 'fake-mac-certificate',
  CSC_KEY_PASSWORD: 'fake-mac-password',
  APPLE_ID: 'fake@example.com',
  APPLE_APP_SPECIFIC_PASSWORD: 'fake-app-password',
  APPLE_TEAM_ID: 'FAKETEAM01',
  WIN_CSC_LINK: 'fake-win-certificate',
  WIN_CSC_KEY_PASSWORD: 'fake-win-password',
  SMS_EXPLORER_UPDATE_URL: 'https://updates.example.com/sms-explorer',
};

describe('the electron-builder configuration', () => {
  // The first validation loads electron-builder's checks: measured 7, 17 and 21 s on a shared
  // core beside other suites, with nothing wrong.
  it("passes electron-builder's own validation, with and without CI secrets", { timeout: 60_000 }, async () => {
    await expect(validate(createBuilderConfig({}))).resolves.toBeUndefined();
    await expect(validate(createBuilderConfig(ALL_SECRETS))).resolves.toBeUndefined();
  });

  it('is really checked by that validation: a misspelt or misplaced option is refused', async () => {
    const config = createBuilderConfig({});
    await expect(validate({ ...config, fileAsociations: [] } as never)).rejects.toThrow(/unknown property 'fileAsociations'/);
    await expect(validate({ ...config, mac: { ...config.mac, oneClick: true } } as never)).rejects.toThrow(/configuration\.mac/);
  });

  it('names the app, registers no file types and only its own link scheme, and takes every icon from the generated set', () => {
    const config = createBuilderConfig({});
    expect(config).toMatchObject({
      appId: APP_ID,
      productName: PRODUCT_NAME,
      fileAssociations: [],
      protocols: [{ name: 'SMS Explorer link', schemes: ['sms-explorer'] }],
    });
    for (const platform of [config.linux, config.mac, config.win]) expect(platform?.icon?.startsWith(ICONS_DIR)).toBe(true);
  });

  it('builds AppImage and .deb, a universal .dmg and an NSIS installer', () => {
    const config = createBuilderConfig({});
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.mac?.target).toEqual([{ target: 'dmg', arch: ['universal'] }]);
    expect(config.win?.target).toEqual([{ target: 'nsis', arch: ['x64'] }]);
  });

  it('packs the built app into an asar: not the sources, the e2e bridge nor node_modules', () => {
    const config = createBuilderConfig({});
    expect(config.asar).toBe(true);
    expect(config.files).toEqual(['package.json', 'dist/renderer/**/*', 'dist-electron/**/*', '!node_modules/**/*']);
  });
});
