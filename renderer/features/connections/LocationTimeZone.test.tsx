import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

describe('a location time zone', () => {
  it('is set in the connection dialog, then offered by the Times menu and named in the status bar', async () => {
    const fake = createFakeExplorer();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('Message 1 for loc-downtown');
    const times = screen.getByRole('combobox', { name: 'Times' });
    expect(within(times).queryByRole('option', { name: /^Location:/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Manage connection' }));
    const dialog = screen.getByRole('dialog', { name: 'Connection “Demo”' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Time zone of location loc-downtown' }), 'Europe/Paris');
    await user.tab();
    expect(fake.calls.setLocationTimeZone).toEqual([{ connectionId: 'demo', locationId: 'loc-downtown', timeZone: 'Europe/Paris' }]);
    await user.keyboard('{Escape}');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Times' }), 'Location (Paris)');
    expect(screen.getByRole('contentinfo', { name: 'Status bar' }).textContent).toContain('Times: Europe/Paris');
    expect(screen.getByRole('columnheader', { name: /^Time(?!s)/ }).textContent).toContain('Europe/Paris');
  });
});
