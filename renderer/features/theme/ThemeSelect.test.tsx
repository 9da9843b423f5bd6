import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

describe('theme', () => {
  it('follows the OS by default and remembers an override', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithExplorer(<App />, createFakeExplorer());
    const theme = await screen.findByLabelText('Theme');
    // jsdom has no matchMedia: the OS preference reads as light.
    expect(document.documentElement.dataset.theme).toBe('light');

    await user.selectOptions(theme, 'dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    unmount();

    renderWithExplorer(<App />, createFakeExplorer());
    expect(((await screen.findByLabelText('Theme')) as HTMLSelectElement).value).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
