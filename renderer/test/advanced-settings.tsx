import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { App } from '../app/App';
import type { FakeExplorer } from './fake-explorer';
import { renderWithExplorer } from './render';

/** The app on `fake`, its first results shown, then Manage connection of “Demo” with Advanced settings opened. */
export async function openAdvancedSettings(fake: FakeExplorer, user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  renderWithExplorer(<App />, fake);
  await screen.findByText('End of results', { selector: '.grid__loader' });
  await user.click(screen.getByRole('button', { name: 'Manage connection' }));
  const dialog = screen.getByRole('dialog', { name: 'Connection “Demo”' });
  await user.click(within(dialog).getByText('Advanced settings'));
  return dialog;
}
