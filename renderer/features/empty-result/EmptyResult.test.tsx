import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

describe('an empty result', () => {
  it('names the filters and the absolute range, and offers to widen to 30 days or clear the filters', async () => {
    const fake = createFakeExplorer({ pagesByLocation: { 'loc-downtown': [[]] } });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    expect(await screen.findByText('This location has no messages.')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'INBOUND');
    await user.selectOptions(screen.getByLabelText('Created'), '24h');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const text = await screen.findByText(/^No messages match direction Inbound, since /);
    expect(text.textContent).toMatch(/Times in /);

    const before = fake.searches().length;
    await user.click(screen.getByRole('button', { name: 'Widen to 30 days' }));
    await waitFor(() => expect(fake.searches().length).toBeGreaterThan(before));
    const widened = fake.searches().at(-1)?.body as Record<string, string>;
    expect(widened.direction).toBe('INBOUND');
    // "Last 30 days" is today and the 29 calendar days before it, in the zone shown.
    const since = Date.now() - Date.parse(widened.created_after ?? '');
    expect(since).toBeGreaterThanOrEqual(29 * 86_400_000);
    expect(since).toBeLessThan(30 * 86_400_000 + 3_600_000);
    expect(screen.queryByRole('button', { name: 'Widen to 30 days' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(fake.searches().at(-1)?.body).toEqual({}));
    expect(await screen.findByText('This location has no messages.')).toBeTruthy();
  });
});
