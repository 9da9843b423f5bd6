import { expect, test } from './support/explorer-test';
import { expectRowsOfLocation, searchButton, searchForm, statusBar } from './support/ui';

test('an invalid page size is explained inline, disables Search and sends nothing', async ({ launch }) => {
  const { page, demo } = await launch();
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  await expect(statusBar(page)).toContainText('More available');
  const form = searchForm(page);
  // Folded under Advanced: most agents never need it.
  await form.getByText('Advanced: page size, raw JSON body').click();
  const pageSize = form.getByRole('textbox', { name: 'Page size' });
  const sentBefore = demo.requests.length;

  for (const [typed, message] of [
    ['-1', 'Whole number up to 500, or empty for the default'],
    ['1.5', 'Whole number up to 500, or empty for the default'],
    ['501', 'At most 500'],
    ['ten', 'Whole number up to 500, or empty for the default'],
  ] as const) {
    await pageSize.fill(typed);
    await expect(form.getByRole('alert')).toHaveText(message);
    await expect(pageSize).toHaveAttribute('aria-invalid', 'true');
    await expect(searchButton(page)).toBeDisabled();
    // Enter in the field submits the form: still nothing may be sent.
    await pageSize.press('Enter');
  }

  // The next valid search is the first request since: nothing was sent in between.
  await pageSize.fill('20');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(searchButton(page)).toBeEnabled();
  await pageSize.press('Enter');
  await expect.poll(() => demo.requests.length).toBeGreaterThan(sentBefore);
  await expect(statusBar(page)).not.toContainText('Request in flight');
  const sent = demo.requests.slice(sentBefore).map((request) => request.body as Record<string, unknown>);
  // 20 rows do not fill the grid, so it may ask for the next page at once (with a page token).
  expect(sent[0]).toEqual({ page_size: 20 });
  expect(sent.every((body) => body.page_size === 20)).toBe(true);
});
