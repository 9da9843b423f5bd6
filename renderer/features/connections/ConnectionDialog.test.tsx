import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { demoConnection } from '../../test/fake-data';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

describe('connections', () => {
  it('adds a connection with a pasted token and its locations, then switches to it', async () => {
    const fake = createFakeExplorer();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('Message 1 for loc-downtown');

    await user.click(screen.getByRole('button', { name: 'Add connection' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a connection' });
    await user.click(within(dialog).getByRole('button', { name: 'Add connection' }));
    expect(within(dialog).getByText('Paste the API token you received from support.')).toBeTruthy();
    expect(fake.calls.createConnection).toBeUndefined();

    await user.type(within(dialog).getByLabelText('Label'), 'Acme');
    await user.clear(within(dialog).getByLabelText('Base URL'));
    await user.type(within(dialog).getByLabelText('Base URL'), 'https://api.example.com');
    const token = `test-${crypto.randomUUID()}`;
    fake.clipboard.set(token);
    fake.clipboard.grantRead();
    await user.click(within(dialog).getByRole('button', { name: 'Paste token' }));
    expect((within(dialog).getByLabelText('API token') as HTMLInputElement).type).toBe('password');
    await user.type(within(dialog).getByLabelText('New location id'), 'loc-42');
    await user.type(within(dialog).getByLabelText('New location name'), 'Main street{Enter}');
    await user.click(within(dialog).getByLabelText('This session only (asked again after a restart)'));
    await user.click(within(dialog).getByRole('button', { name: 'Add connection' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls.createConnection).toEqual([
      {
        label: 'Acme',
        baseUrl: 'https://api.example.com',
        token,
        keepToken: 'session',
        locations: [{ id: 'loc-42', name: 'Main street' }],
      },
    ]);
    await waitFor(() => expect(fake.searches().at(-1)).toMatchObject({ connectionId: 'conn-2', locationId: 'loc-42' }));
    expect(screen.getByText('Session only')).toBeTruthy();
  });

  it('keeps the focus in the dialog, on the address, when the built-in demo is chosen from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithExplorer(<App />, createFakeExplorer());
    await screen.findByText('Message 1 for loc-downtown');
    await user.click(screen.getByRole('button', { name: 'Add connection' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a connection' });
    within(dialog)
      .getByRole('button', { name: /^Use the / })
      .focus();
    await user.keyboard('{Enter}');
    expect(within(dialog).queryByRole('button', { name: /^Use the / })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Base URL'));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('API token'));
  });

  it('hints at what the address field holds: an https address, or the built-in demo once chosen', async () => {
    const user = userEvent.setup();
    renderWithExplorer(<App />, createFakeExplorer());
    await screen.findByText('Message 1 for loc-downtown');
    await user.click(screen.getByRole('button', { name: 'Add connection' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a connection' });
    const address = within(dialog).getByLabelText('Base URL');
    const hint = () => document.getElementById(address.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hint()).toBe('https, or http for this computer only');
    await user.click(within(dialog).getByRole('button', { name: /^Use the / }));
    expect(hint()).toBe('The demo server on this computer: the app finds its address at every start');
    await user.clear(address);
    await user.type(address, 'https://api.example.com');
    expect(hint()).toBe('https, or http for this computer only');
  });

  it('verifies access to a location and shows the result', async () => {
    const fake = createFakeExplorer();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('Message 1 for loc-downtown');

    await user.click(screen.getByRole('button', { name: 'Manage connection' }));
    const dialog = screen.getByRole('dialog', { name: 'Connection “Demo”' });
    expect(within(dialog).getAllByText('Access not verified yet.')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Verify access to loc-harbor' }));
    expect(await within(dialog).findByText(/Access verified/)).toBeTruthy();
    expect(fake.calls.verifyLocation).toEqual([{ connectionId: 'demo', locationId: 'loc-harbor' }]);
  });

  it('deletes a connection only after confirmation', async () => {
    const other = demoConnection({ id: 'acme', label: 'Acme', isDemo: false, storage: 'weak' });
    const fake = createFakeExplorer({ connections: [other, demoConnection()] });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('Message 1 for loc-downtown');
    await user.selectOptions(screen.getByLabelText('Connection'), 'acme');
    expect(screen.getByText('Weak key')).toBeTruthy();
    expect(screen.getByText(/protected only by a hard-coded key/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Manage connection' }));
    await user.click(screen.getByRole('button', { name: 'Delete connection…' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete “Acme”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(fake.calls.deleteConnection).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Delete connection…' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.calls.deleteConnection).toEqual([{ connectionId: 'acme' }]));
    await waitFor(() => expect((screen.getByLabelText('Connection') as HTMLSelectElement).value).toBe('demo'));
  });

  it('shows main’s notices once and dismisses them', async () => {
    const fake = createFakeExplorer();
    fake.addNotice({ id: 'n1', level: 'warning', message: 'The settings file was unreadable and was moved aside.' });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);

    expect(await screen.findByText('The settings file was unreadable and was moved aside.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    await waitFor(() => expect(screen.queryByText(/moved aside/)).toBeNull());
    expect(fake.calls.dismissNotice).toEqual([{ noticeId: 'n1' }]);
  });
});
