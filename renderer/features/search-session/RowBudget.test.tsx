import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

const PAGE_ROWS = 30;
const page = (number: number) =>
  Array.from({ length: PAGE_ROWS }, (_, index) => ({ id: `p${number}-r${index + 1}`, body: `row ${index + 1} of page ${number}` }));
/** The first rows come after the app's start-up (state, layouts, the first search): waited for as long as that takes under load. */
const FIRST_ROWS = { timeout: 15_000 };
const tenPages = Array.from({ length: 10 }, (_, index) => page(index + 1));

function scrollGridTo(top: number) {
  const scroller = document.querySelector<HTMLElement>('.grid-scroll')!;
  scroller.scrollTop = top;
  fireEvent.scroll(scroller);
}

/** The grid says loading stopped: the row limit, or the end of the results. */
const loadingStopped = () =>
  screen.queryAllByText(/^Row limit reached/).length > 0 ||
  screen.queryAllByText('End of results', { selector: '.grid__loader' }).length > 0;

/** Scrolls to the last loaded row until the grid says loading stopped, each time waiting for the page asked for (however long it takes) or that word. */
async function scrollUntilLoadingStops(fake: ReturnType<typeof createFakeExplorer>) {
  for (;;) {
    const before = fake.searches().length;
    scrollGridTo(before * PAGE_ROWS * 32);
    await waitFor(() => expect(fake.searches().length > before || loadingStopped()).toBe(true));
    if (fake.searches().length === before) return;
  }
}

describe('the row budget', () => {
  it('stops loading at the budget when pages cannot be fetched back, says why and offers Export all results', async () => {
    const fake = createFakeExplorer({ pagesByLocation: { 'loc-downtown': tenPages } });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake, { rowBudget: 100 });
    await screen.findByText('p1-r1', {}, FIRST_ROWS);

    await scrollUntilLoadingStops(fake);
    // 4 pages: the first page that reaches 100 rows is the last one loaded.
    expect(fake.searches()).toHaveLength(4);
    const message = await screen.findByText(/Row limit reached: 120 rows loaded, more results exist\./);
    const footer = message.closest<HTMLElement>('.grid__footer')!;
    expect(footer.textContent).toContain('no previous-page tokens');
    expect(footer.textContent).toContain('loading stops at 100 rows');
    expect(screen.getByRole('contentinfo', { name: 'Status bar' }).textContent).toContain('Row limit reached (100 rows)');

    // Neither scrolling nor waiting loads more.
    scrollGridTo(120 * 32);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fake.searches()).toHaveLength(4);

    await user.click(within(footer).getByRole('button', { name: 'Export all results…' }));
    const dialog = screen.getByRole('dialog', { name: 'Export rows' });
    expect((within(dialog).getByLabelText('All results of this search') as HTMLInputElement).checked).toBe(true);
  });

  it('does not apply when the server gives previous tokens: far pages are dropped instead', async () => {
    const fake = createFakeExplorer({ pagesByLocation: { 'loc-downtown': tenPages }, previousTokens: true });
    renderWithExplorer(<App />, fake, { rowBudget: 100 });
    await screen.findByText('p1-r1', {}, FIRST_ROWS);

    await scrollUntilLoadingStops(fake);
    expect(fake.searches()).toHaveLength(10);
    await screen.findByText('End of results', { selector: '.grid__loader' });
    expect(screen.queryByText(/Row limit reached/)).toBeNull();
  });

  it('starts again below the budget, at the top, when Search is pressed again', async () => {
    const fake = createFakeExplorer({ pagesByLocation: { 'loc-downtown': tenPages } });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake, { rowBudget: 50 });
    await screen.findByText('p1-r1', {}, FIRST_ROWS);
    await scrollUntilLoadingStops(fake);
    await screen.findByText(/Row limit reached: 60 rows loaded/);
    expect(fake.searches()).toHaveLength(2);

    // The same search again starts afresh, from the top.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('p1-r1', {}, FIRST_ROWS);
    expect(fake.searches()).toHaveLength(3);
    expect(fake.searches()[2]?.pageToken).toBeUndefined();
    expect(screen.queryByText(/Row limit reached/)).toBeNull();
  });
});
