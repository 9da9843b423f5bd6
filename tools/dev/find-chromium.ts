import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's and Ubuntu's Chromium: preferred, because Playwright's download does not work everywhere. */
export const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findSystemChromium(candidates = SYSTEM_CHROMIUM_PATHS): string | undefined {
  return candidates.find((path) => existsSync(path));
}

/** A system Chromium, else Playwright's own if it was installed, else undefined. */
export function findChromium(candidates = SYSTEM_CHROMIUM_PATHS, playwrightPath = chromium.executablePath()): string | undefined {
  return findSystemChromium(candidates) ?? (existsSync(playwrightPath) ? playwrightPath : undefined);
}

export const MISSING_CHROMIUM_MESSAGE =
  'No Chromium found for the end-to-end journeys and the benchmarks: install one with `apt-get install -y chromium` (Debian/Ubuntu), or with `npx playwright install chromium` where the network allows, then run this command again.';
