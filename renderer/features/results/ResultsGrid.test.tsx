import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';
import { MAX_LOADED_PAGES, MIN_LOADED_ROWS } from '../search-session/page-params';

const page = (number: number, size: number) =>
  Array.from({ length: size }, (_, index) => ({ id: `p${number}-r${index + 1}`, body: `row ${index + 1} of page ${number}` }));

function scrollGridTo(top: number) {
  const scroller = document.querySelector<HTMLElement>('.grid-scroll')!;
  scroller.scrollTop = top;
  fireEvent.scroll(scroller);
}

describe('virtualized infinite grid', () => {
  it('renders only the rows in view and fetches the next page when the last one is reached', async () => {
    const pages = [page(1, 50), page(2, 50), page(3, 50)];
    const fake = createFakeExplorer({ pagesByLocation: { 'loc-downtown': pages } });
    renderWithExplorer(<App />, fake);

    await screen.findByText('p1-r1');
    const dataRows = () => screen.getAllByRole('row').length - 1;
    expect(dataRows()).toBeLessThan(30);
    expect(fake.searches()).toHaveLength(1);
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('51');

    scrollGridTo(50 * 32 - 300);
    await screen.findByText('p1-r50');
    await waitFor(() => expect(fake.searches()).toHaveLength(2));
    expect(dataRows()).toBeLessThan(30);
    expect(screen.queryByText('p3-r1')).toBeNull();
  });

  it('drops far pages when the server gives previous tokens, keeping their room, and fetches them back', async () => {
    const pageSize = MIN_LOADED_ROWS / MAX_LOADED_PAGES;
    const pages = Array.from({ length: MAX_LOADED_PAGES + 5 }, (_, index) => page(index + 1, pageSize));
    const fake = createFakeExplorer({ pagesByLocation: { 'loc-downtown': pages }, previousTokens: true });
    renderWithExplorer(<App />, fake);
    await screen.findByText('p1-r1');

    for (let fetched = 1; fetched < pages.length; fetched += 1) {
      scrollGridTo(fetched * pageSize * 32);
      await waitFor(() => expect(fake.searches()).toHaveLength(fetched + 1));
    }
    await screen.findByText('End of results', { selector: '.grid__loader' });
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe(String(pages.length * pageSize + 1));
    const statusBar = screen.getByRole('contentinfo', { name: 'Status bar' });
    expect(statusBar.textContent).toContain(`${MAX_LOADED_PAGES} pages loaded (pages 6–25)`);

    const before = fake.searches().length;
    scrollGridTo(0);
    await screen.findByText('p1-r1');
    expect(fake.searches()).toHaveLength(before + 5);
    expect(
      fake
        .searches()
        .slice(before)
        .every((search) => typeof search.pageToken === 'string'),
    ).toBe(true);
    expect(statusBar.textContent).toContain(`${MAX_LOADED_PAGES} pages loaded`);
    expect(statusBar.textContent).not.toContain('(pages');
  });

  it('resizes a column with the keyboard and remembers the width', async () => {
    const user = userEvent.setup();
    const fake = createFakeExplorer();
    renderWithExplorer(<App />, fake);
    const handle = await screen.findByRole('separator', { name: 'Resize column Message' });
    const before = Number(handle.getAttribute('aria-valuenow'));

    handle.focus();
    await user.keyboard('{ArrowRight}{Shift>}{ArrowRight}{/Shift}');
    expect(Number(screen.getByRole('separator', { name: 'Resize column Message' }).getAttribute('aria-valuenow'))).toBe(before + 60);
    expect(fake.calls.saveColumnLayout?.at(-1)?.layout.widths).toEqual({ body: before + 60 });
  });
});
