import { describe, expect, it } from 'vitest';
import { APP_DEMO_SETTINGS } from './app-demo-settings';
import { DEFAULT_DEMO_CONFIG, parseDemoApiConfig } from './config';

describe("the app's demo settings (the app and npm run preview)", () => {
  it('are a valid demo config whose new messages go to a location the demo has, about every 45 s as docs/demo-api.md says', () => {
    const config = parseDemoApiConfig(APP_DEMO_SETTINGS);
    expect(config.live?.everySeconds).toBe(45);
    expect(config.live?.locations?.length).toBeGreaterThan(0);
    for (const location of config.live?.locations ?? []) expect(Object.keys(DEFAULT_DEMO_CONFIG.locations)).toContain(location);
  });
});
