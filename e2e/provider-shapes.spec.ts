import type { Page } from '@playwright/test';
import type { RecordShape } from '../demo-api/record-shape-names';
import { PROVIDER_SHAPES } from '../demo-api/record-shape-names';
import { expect, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { expectShownAsSent } from './support/shape-agreement';
import { gridRow, messagesGrid } from './support/ui';

// Issue 34's "Done means" (support/shape-agreement.ts) on every record shape of the demo
// (demo-api/record-shapes/), with the app's own default layout and detection. The demo's own shape
// runs the same journey first: it states what the default shape shows.
const SHAPES: readonly RecordShape[] = ['ours', 'other', ...PROVIDER_SHAPES];
const LOCATION = 'loc-harbor-dental';
const ANCHOR_TIME = '2026-11-20T15:30:00Z';
const LOOK = LOOKS.find((look) => look.viewport.width === 1024 && look.colorScheme === 'light')!;

/**
 * What the app asks the user on a shape before it reads it whole, answered as the user would: the
 * records leave it open, and the app never guesses it. Vonage's inbound `message-timestamp` is
 * "UTC ... YYYY-MM-DD HH:MM:SS" (https://developer.vonage.com/messaging/sms/guides/inbound-sms):
 * UTC in the docs, no zone in the record. The grid shows such a time as sent, saying to state its
 * zone; the user states UTC in Manage connection → Fields.
 */
const ASKED: Partial<Record<RecordShape, (page: Page) => Promise<void>>> = {
  vonage: async (page) => {
    await expect(messagesGrid(page).locator('[role="gridcell"][title*="it states no zone"]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Manage connection' }).click();
    const dialog = page.getByRole('dialog');
    const timeRow = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Time', exact: true }) });
    await timeRow.getByLabel('Times without a zone').selectOption('UTC');
    await expect(timeRow.getByRole('combobox').first().locator('option:checked')).toContainText('zone UTC');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(messagesGrid(page).locator('[role="gridcell"][title*="it states no zone"]')).toHaveCount(0);
  },
};

for (const shape of SHAPES) {
  test(`the ${shape} record shape: grid, row menu conversation, Count all and CSV export agree with the messages`, async ({
    launch,
  }, testInfo) => {
    test.setTimeout(300_000);
    const explorer = await launch({
      colorScheme: LOOK.colorScheme,
      viewport: LOOK.viewport,
      columns: 'app-default',
      demoConfig: { recordShape: shape, anchorTime: ANCHOR_TIME, latencyMs: 0 },
    });
    const { page, demo } = explorer;
    await expect(gridRow(page, 3)).toBeVisible();
    await ASKED[shape]?.(page);
    await expectShownAsSent(page, demo, shape, LOCATION, testInfo, `${shape}-${LOOK.name}`);
    await explorer.close();
  });
}
