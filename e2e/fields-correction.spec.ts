import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { expectShownAsSent } from './support/shape-agreement';
import { gridRow } from './support/ui';

// Manage connection → Fields corrects every reading by hand: on Sinch's records (a sent batch's
// recipients are a list, an inbound message's recipient one number, numbers without `+`, two time
// fields by record kind, no direction field), detection is made wrong — the time read from when a
// batch was last changed, the contact from the sender, which is the business on every sent batch —
// and the user writes each reading: an ordered fallback list of times, the two ends of a message
// with a path into a list, numbers without `+`. The correction is seen in the grid, the thread, the
// chart and the exported file (support/shape-agreement.ts). Vonage's zone-less time, stated in the
// same Fields, runs in provider-shapes.spec.ts.
const LOCATION = 'loc-harbor-dental';
const ANCHOR_TIME = '2026-11-20T15:30:00Z';

const fieldsDialog = (page: Page): Locator => page.getByRole('dialog');
const roleRow = (page: Page, role: string): Locator =>
  fieldsDialog(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: role, exact: true }) });

async function openFields(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Manage connection' }).click();
  await expect(roleRow(page, 'Time')).toBeVisible();
}

/** Writes a role's fields in order in its text box, as the user types them. */
async function writeFields(page: Page, role: string, text: string): Promise<void> {
  const input = fieldsDialog(page).getByRole('textbox', { name: `${role}: fields in order`, exact: true });
  await input.fill(text);
  await input.press('Enter');
  await expect(roleRow(page, role).getByRole('combobox').first()).toBeEnabled();
}

for (const look of LOOKS) {
  test(`Fields corrects every reading by hand (${look.name}): a time list, the two ends with a path into a list, numbers without +`, async ({
    launch,
  }, testInfo) => {
    test.setTimeout(300_000);
    const explorer = await launch({
      colorScheme: look.colorScheme,
      viewport: look.viewport,
      columns: 'app-default',
      demoConfig: { recordShape: 'sinch', anchorTime: ANCHOR_TIME, latencyMs: 0 },
    });
    const { page, demo } = explorer;
    await expect(gridRow(page, 3)).toBeVisible();

    // Detection made wrong, as a server's names could make it.
    await openFields(page);
    await roleRow(page, 'Time').getByRole('combobox').first().selectOption({ label: 'modified_at' });
    await expect(roleRow(page, 'Time').getByRole('combobox').first()).toBeEnabled();
    await roleRow(page, 'Contact number').getByRole('combobox').first().selectOption({ label: 'from' });
    await expect(roleRow(page, 'Contact number').getByRole('combobox').first()).toBeEnabled();
    await roleRow(page, 'Contact number').scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, `fields-wrong-${look.name}`);

    // Corrected by hand: every form a reading takes.
    await writeFields(page, 'Time', 'created_at, received_at');
    await writeFields(page, 'Contact number', 'from | to[0], to');
    await roleRow(page, 'Contact number').getByRole('checkbox', { name: 'Numbers written without + (read as international)' }).check();
    await expect(roleRow(page, 'Time').getByRole('combobox').first().locator('option:checked')).toHaveText('created_at, then received_at');
    await expect(roleRow(page, 'Contact number').getByRole('combobox').first().locator('option:checked')).toHaveText(
      'from (inbound) / to[0], then to (outbound) (numbers without +)',
    );
    await expect(roleRow(page, 'Contact number')).toContainText(/\+\d+ \(written without \+\)/);
    await expect(roleRow(page, 'Time')).toContainText(/→ \d{4}-\d{2}-\d{2}T/);

    // Each role's controls stay in their column: nothing runs into the Sample column.
    for (const row of await fieldsDialog(page).locator('tbody tr').all()) {
      const [control, sample] = await Promise.all([row.locator('td').first().boundingBox(), row.locator('td').nth(1).boundingBox()]);
      for (const box of await row
        .locator('td')
        .first()
        .locator('select, input')
        .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right))) {
        expect
          .soft(box, `a control of ${await row.locator('th').textContent()} ends before the Sample column`)
          .toBeLessThanOrEqual((sample?.x ?? 0) + 1);
      }
      expect.soft(control, 'the Field column is laid out').not.toBeNull();
    }
    await screenshot(page, testInfo, `fields-corrected-${look.name}`);
    await fieldsDialog(page).getByRole('button', { name: 'Cancel' }).click();

    await expectShownAsSent(page, demo, 'sinch', LOCATION, testInfo, `fields-corrected-${look.name}`);
    await explorer.close();
  });
}
