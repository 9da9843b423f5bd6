import { chromium, type Browser } from '@playwright/test';
import { findSystemChromium } from '../tools/dev/find-chromium';

const systemChromium = findSystemChromium();

/** Debian's Chromium when present (Playwright's download does not work everywhere), else Playwright's. */
export function launchChromium(headed = false): Promise<Browser> {
  return chromium.launch({
    headless: !headed,
    ...(systemChromium ? { executablePath: systemChromium } : {}),
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  });
}
