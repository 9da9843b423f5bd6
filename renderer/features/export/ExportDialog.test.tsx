import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

const page = (number: number) =>
  Array.from({ length: 30 }, (_, index) => ({ id: `p${number}-r${index + 1}`, body: `row ${index + 1} of page ${number}` }));

/** What the page says about a choice, next to it (its accessible description). */
function hintOf(radio: HTMLElement): string {
  return document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

async function openExportDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Export…' }));
  const dialog = screen.getByRole('dialog', { name: 'Export rows' });
  return {
    page: within(dialog).getByRole('radio', { name: 'One page' }),
    loaded: within(dialog).getByRole('radio', { name: /^All loaded rows/ }),
    all: within(dialog).getByRole('radio', { name: 'All results of this search' }),
  };
}

describe('the export dialog', () => {
  it('opens on all results while the server has more, and says at each choice which columns it writes', async () => {
    const fake = createFakeExplorer({ pagesByLocation: { 'loc-downtown': Array.from({ length: 10 }, (_, index) => page(index + 1)) } });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('p1-r1');

    const choices = await openExportDialog(user);
    expect(choices.all).toHaveProperty('checked', true);
    expect(hintOf(choices.all)).toMatch(/^More than \d+ rows with every field, hidden columns included\./);
    expect(hintOf(choices.loaded)).toMatch(/^\d+ rows, about [\d.]+ (bytes|KB), the 2 columns shown in the grid\. The server has more\.$/);
    expect(hintOf(choices.page)).toBe('30 rows, the 2 columns shown in the grid.');
  });

  it('opens on all loaded rows once every result is loaded', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 7 });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('End of results', { selector: '.grid__loader' });

    const choices = await openExportDialog(user);
    expect(choices.loaded).toHaveProperty('checked', true);
    expect(hintOf(choices.loaded)).toMatch(
      /^7 rows, about [\d.]+ (bytes|KB), the 7 columns shown in the grid\. Every result of the search is loaded\.$/,
    );
    expect(hintOf(choices.all)).toMatch(/^7 rows with every field, hidden columns included\./);
  });
});
