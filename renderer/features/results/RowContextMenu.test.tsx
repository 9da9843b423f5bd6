import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

describe('the row menu and focus', () => {
  it.each(['{Escape}', '{Tab}'])('gives focus back to the grid (its active row) after %s, not to the page', async (key) => {
    const user = userEvent.setup();
    renderWithExplorer(<App />, createFakeExplorer());
    await screen.findByText('End of results', { selector: '.grid__loader' });
    fireEvent.contextMenu(screen.getByText('Message 1 for loc-downtown'));
    expect(screen.getByRole('menu', { name: 'Message actions' })).toBeTruthy();
    await user.keyboard(key);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('grid'));
  });
});
