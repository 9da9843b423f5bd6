import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readGridToEnd } from './support/grid-reader';
import { expect, screenshot, test } from './support/explorer-test';
import { expectedIds, expectEveryRowOnce } from './support/rows';
import { filesUnder, leaksIn, leaksInFiles, pageText, readClipboard } from './support/secrets';
import { connectionSelect, expectRowsOfLocation, messagesGrid } from './support/ui';

const LOCATION = { id: 'loc-vault-street', name: 'Vault Street Pharmacy' };

async function saveToken(page: Page, token: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Connection “Secret Co”' });
  await dialog.getByLabel('API token').fill(token);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function exportRows(page: Page, scope: 'One page' | RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export rows' });
  await dialog.getByRole('radio', { name: scope }).check();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Exported \d+ rows to/ })).toBeVisible();
}

test('secrets: after a full journey the tokens are nowhere but encrypted in the secrets store', async ({ launch, startApi }, testInfo) => {
  const token = `e2e-secret-${randomUUID()}`;
  const wrongToken = `e2e-wrong-${randomUUID()}`;
  const secrets = [token, wrongToken];
  const api = await startApi({ tokens: { [token]: [LOCATION.id] }, locations: { [LOCATION.id]: { name: LOCATION.name, messages: 180 } } });
  const explorer = await launch({ connections: [{ label: 'Secret Co', baseUrl: api.baseUrl, token, locations: [LOCATION] }] });
  const { page } = explorer;
  // What the page held each time it was photographed: OCR is not available here, so the audit
  // reads the DOM and accessibility tree the screenshot was taken from.
  const screens: string[] = [];
  const capture = async (name: string) => {
    await screenshot(page, testInfo, `secrets-${name}`);
    screens.push(await pageText(page));
  };
  const copied: string[] = [];

  // Browse to the end.
  await connectionSelect(page).selectOption({ label: `Secret Co …${token.slice(-4)}` });
  await expectRowsOfLocation(page, LOCATION.id);
  await capture('results');
  expectEveryRowOnce(await readGridToEnd(page), expectedIds(api.config, LOCATION.id));

  // Row detail and its copy button; Copy as cURL.
  const grid = messagesGrid(page);
  await grid.press('Home');
  await grid.press('Enter');
  await page.getByRole('complementary', { name: 'Message details' }).getByRole('button', { name: 'Copy raw JSON' }).click();
  await expect(page.getByText('Message copied as JSON', { exact: true })).toBeVisible();
  copied.push(await readClipboard(explorer));
  await capture('detail');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Copy as cURL' }).click();
  await expect(page.getByText('Copied (token replaced by $API_TOKEN)')).toBeVisible();
  const curl = await readClipboard(explorer);
  expect(curl).toContain('--header "Authorization: Bearer $API_TOKEN"');
  expect(curl).toContain(`Location-Id: ${LOCATION.id}`);
  copied.push(curl);

  // Verify access in the connection dialog; then a wrong token (401) and the right one again, typed in.
  await page.getByRole('button', { name: 'Manage connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connection “Secret Co”' });
  await dialog.getByRole('button', { name: `Verify access to ${LOCATION.id}` }).click();
  await expect(dialog.getByText(/✓ Access verified/)).toBeVisible();
  await capture('connection-dialog');
  await saveToken(page, wrongToken);
  const unauthorized = page.getByRole('alert').filter({ hasText: 'The API token was refused (401)' });
  await expect(unauthorized).toBeVisible();
  await capture('error-401');
  await unauthorized.getByRole('button', { name: 'Re-enter token' }).click();
  await saveToken(page, token);
  await expectRowsOfLocation(page, LOCATION.id);

  // Export a page and every loaded row.
  await exportRows(page, 'One page');
  await exportRows(page, /^All loaded rows/);
  await capture('exported');

  // The audit.
  expect(leaksIn(explorer.mainLog.join('\n'), secrets), 'IPC results and events').toEqual([]);
  expect(explorer.mainLog.length, 'the audit saw the IPC traffic').toBeGreaterThan(10);
  expect(leaksIn(explorer.consoleLog.join('\n'), secrets), 'console output').toEqual([]);
  expect(leaksIn(JSON.stringify(api.requests), secrets), "the API server's request log").toEqual([]);
  expect(leaksIn(copied.join('\n'), secrets), 'clipboard copies').toEqual([]);
  expect(leaksIn([...screens, await pageText(page)].join('\n'), secrets), 'page text at each screen').toEqual([]);
  expect(await leaksInFiles(explorer.dataDir, secrets), 'files under the data dir').toEqual([]);

  const files = await filesUnder(explorer.dataDir);
  expect(files.filter((path) => path.endsWith('.csv'))).toHaveLength(2);
  expect(files.filter((path) => path.endsWith('.manifest.json'))).toHaveLength(2);
  // The token is kept, but only as ciphertext in the secrets store.
  const store = JSON.parse(await readFile(join(explorer.dataDir, 'secrets.json'), 'utf8')) as {
    tokens: Record<string, { data: string; hint: string; storage: string }>;
  };
  const saved = Object.values(store.tokens).filter((entry) => entry.hint === token.slice(-4));
  expect(saved).toHaveLength(1);
  expect(saved[0]?.storage).toBe('keychain');
  expect(Buffer.from(saved[0]?.data ?? '', 'base64').length, 'ciphertext at least as long as the token').toBeGreaterThan(token.length);
});
