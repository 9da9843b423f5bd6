// `npm run docs:screenshots`: the user guide's pictures (docs/screenshots/), taken through the
// e2e harness from the built app on the demo connection, in the light and the dark theme, so
// they show what the app shows today. Run it after a change the pictures show, and commit them.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { launchExplorer } from './harness';
import { acrossRows, openAcross } from './support/across';
import { openConversationFromRow } from './support/conversation';
import { gridRow, openActivity } from './support/ui';

const OUTPUT_DIR = resolve(import.meta.dirname, '..', 'docs', 'screenshots');
const VIEWPORT = { width: 1024, height: 640 };
/** The demo's newest message: the same data, hence the same pictures, at every run. */
const ANCHOR_TIME = '2025-11-14T17:30:00Z';
const THEMES = ['light', 'dark'] as const;

interface Shot {
  name: string;
  /** From the first screen of results to what the picture shows. */
  show: (page: Page) => Promise<void>;
}

const SHOTS: Shot[] = [
  { name: 'results', show: async () => undefined },
  {
    name: 'details',
    show: async (page) => {
      await gridRow(page, 1).click();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('complementary', { name: /details/i })).toBeVisible();
    },
  },
  { name: 'conversation', show: async (page) => void (await openConversationFromRow(page, 0)) },
  { name: 'activity', show: openActivity },
  {
    name: 'across',
    show: async (page) => {
      await openAcross(page, 'Demo API …Tc4R', 3);
      await page.getByRole('button', { name: 'Search all locations' }).click();
      await expect(acrossRows(page).first()).toBeVisible();
    },
  },
  {
    name: 'export',
    show: async (page) => {
      await page.getByRole('button', { name: 'Export…' }).click();
      await expect(page.getByRole('dialog', { name: 'Export rows' })).toBeVisible();
    },
  },
];

async function take(shot: Shot, theme: (typeof THEMES)[number]): Promise<string> {
  const explorer = await launchExplorer({
    viewport: VIEWPORT,
    colorScheme: theme,
    columns: 'app-default',
    demoConfig: { latencyMs: 0, anchorTime: ANCHOR_TIME },
  });
  try {
    const { page } = explorer;
    await expect(gridRow(page, 0)).toBeVisible({ timeout: 15_000 });
    await shot.show(page);
    const path = join(OUTPUT_DIR, `${shot.name}-${theme}.png`);
    await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
    return path;
  } finally {
    await explorer.close();
  }
}

await mkdir(OUTPUT_DIR, { recursive: true });
for (const shot of SHOTS) {
  for (const theme of THEMES) console.log(`Saved ${await take(shot, theme)}`);
}
