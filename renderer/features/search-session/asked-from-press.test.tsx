import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { acmeTwoLocations } from '../../test/fake-data';
import { createFakeExplorer } from '../../test/fake-explorer';
import type { FakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

// jsdom has no canvas: the bars are drawn in the browser journeys.
vi.mock('../activity/UPlotBars', () => ({ UPlotBars: () => null }));

const connections = acmeTwoLocations;

/**
 * Main's `operation` wrapped to note, at each call, whether the page had already rendered what
 * `rendered` finds: a search asked from the press goes to main before the press's render.
 */
function noteRenderedAtCall(fake: FakeExplorer, operation: 'searchAcrossLocations' | 'searchMessages', rendered: () => boolean) {
  const seen: boolean[] = [];
  const ask = fake.api[operation] as (input: unknown) => Promise<unknown>;
  window.explorer = {
    ...fake.api,
    [operation]: (input: unknown) => {
      seen.push(rendered());
      return ask(input);
    },
  };
  return seen;
}

describe('a search is asked from the press, not once the screen has rendered it', () => {
  it('across locations: main is asked for the first screen while the form has not folded yet', async () => {
    const fake = createFakeExplorer({ connections, messagesPerLocation: 3 });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    // The grid has read the connection first: its detection is known, nothing is read before the search.
    await screen.findByText(/Message 1 for loc-9/);
    await user.selectOptions(screen.getByLabelText('Location'), 'All locations (2)');
    const view = await screen.findByRole('main', { name: 'All 2 locations of “Acme support”' });
    const folded = noteRenderedAtCall(fake, 'searchAcrossLocations', () => view.querySelector('.search-form--collapsed') !== null);

    await user.click(within(view).getByRole('button', { name: 'Search all locations' }));
    const grid = await within(view).findByRole('grid', { name: 'Messages across locations' });
    await within(grid).findByText('Message 1 for loc-10');
    // Asked once (the render's query joined the press's), before the render folded the form.
    expect(folded).toEqual([false]);
    expect(view.querySelector('.search-form--collapsed')).not.toBeNull();
  });

  it('one location: main is asked for the first page while the form has not folded yet', async () => {
    const fake = createFakeExplorer({ connections, messagesPerLocation: 3 });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText(/Message 1 for loc-9/);
    const form = screen.getByRole('search', { name: 'Search messages' });
    const collapsed = noteRenderedAtCall(
      fake,
      'searchMessages',
      () => form.isConnected && form.classList.contains('search-form--collapsed'),
    );

    await user.type(within(form).getByLabelText('Search text'), 'Message 2');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await screen.findByRole('search', { name: 'Search messages' });
    expect(collapsed.length).toBeGreaterThan(0);
    expect(collapsed[0]).toBe(false);
  });
});
