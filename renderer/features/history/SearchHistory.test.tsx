import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

const endOfResults = () => screen.findByText('End of results', { selector: '.grid__loader' });

describe('recent searches and following a number', () => {
  it('records each run with its preset (not its times) and reopens one from the list', { timeout: 60_000 }, async () => {
    const fake = createFakeExplorer();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await endOfResults();

    await user.selectOptions(screen.getByLabelText('Created'), '24h');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fake.calls.recordSearch).toHaveLength(1));
    expect(fake.calls.recordSearch?.[0]).toMatchObject({
      connectionId: 'demo',
      locationId: 'loc-downtown',
      draft: { filters: { range: '24h' } },
    });
    expect(fake.searches().at(-1)?.body).toEqual({ created_after: expect.any(String) });
    // Rows seen are noted against the run.
    await waitFor(() => expect(fake.calls.noteSearchRows?.at(-1)).toMatchObject({ rowsSeen: 7 }));

    // The chip says the absolute start, in the zone the grid shows.
    await user.click(screen.getByRole('button', { name: /^Last 24 hours: since \d{4}-\d\d-\d\d \d\d:\d\d(:\d\d)? UTC$/ }));
    await user.selectOptions(screen.getByLabelText('Created'), '');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fake.calls.recordSearch).toHaveLength(2));

    await user.keyboard('{Control>}h{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Searches for Downtown' });
    const before = fake.searches().length;
    await user.click(within(dialog).getByRole('button', { name: /^Last 24 hours/ }));
    await waitFor(() => expect(fake.searches().length).toBeGreaterThan(before));
    expect(fake.searches()[before]?.body).toEqual({ created_after: expect.any(String) });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('records a run (and refreshes the list) only once its first rows are shown', async () => {
    const fake = createFakeExplorer();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await endOfResults();

    fake.holdSearches();
    await user.selectOptions(screen.getByLabelText('Created'), '24h');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText(/Loading the first page of Downtown/);
    // Long enough for any write scheduled with the press to have gone out.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.calls.recordSearch ?? []).toHaveLength(0);
    expect(fake.calls.listSearches ?? []).toHaveLength(1);

    fake.releaseSearches();
    await screen.findByText('Message 1 for loc-downtown');
    await waitFor(() => expect(fake.calls.recordSearch).toHaveLength(1));
    expect(fake.calls.recordSearch?.[0]).toMatchObject({ locationId: 'loc-downtown', draft: { filters: { range: '24h' } } });
    await waitFor(() => expect(fake.calls.listSearches?.length).toBeGreaterThan(1));
  });

  it('follows the number of a row from its menu, and Back returns to the search before', async () => {
    const fake = createFakeExplorer();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await endOfResults();
    const before = fake.searches().length;

    fireEvent.contextMenu(screen.getByText('Message 1 for loc-downtown'));
    const menu = screen.getByRole('menu', { name: 'Message actions' });
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Open conversation' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Messages with this number (+14155551000)' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.searches()[before]?.body).toEqual({ phone_number: '+14155551000' }));
    expect(screen.getByRole('button', { name: 'With +14155551000' })).toBeTruthy();

    // A message without an E.164 number offers nothing to follow.
    await endOfResults();
    fireEvent.contextMenu(screen.getByText('Message 2 for loc-downtown'));
    expect(screen.getByRole('menuitem', { name: 'Messages with this number' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: '← Back' }));
    expect(await screen.findByText('None (all messages)')).toBeTruthy();
    expect((screen.getByRole('button', { name: '← Back' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
