import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

const BASE_URL = 'https://api.acme.test';

async function openAddConnection(token: string) {
  const fake = createFakeExplorer({ servers: [{ baseUrl: BASE_URL, tokens: { [token]: ['loc-1', 'loc-2'] } }] });
  const user = userEvent.setup();
  renderWithExplorer(<App />, fake);
  await screen.findByText('Message 1 for loc-downtown');
  await user.click(screen.getByRole('button', { name: 'Add connection' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Add a connection' }));
  return { fake, user, dialog };
}

describe('the connection dialog', () => {
  it('asks for label, base URL, token, then locations, with the advanced settings folded until one has a problem', async () => {
    const { user, dialog } = await openAddConnection('tok-unused');
    const fields = ['Label', 'Base URL', 'API token', 'New location id'].map((label) => dialog.getByLabelText(label));
    for (const [index, field] of fields.slice(1).entries()) {
      expect(fields[index]!.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING, `${index}`).toBeTruthy();
    }
    const advanced = dialog.getByText('Advanced settings').closest('details')!;
    expect(advanced.open).toBe(false);
    expect(advanced.contains(dialog.getByLabelText('Maximum page size'))).toBe(true);
    expect(fields[3]!.compareDocumentPosition(advanced) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(dialog.getByText('Advanced settings'));
    await user.type(dialog.getByLabelText('Request timeout (seconds)'), '9999');
    await user.click(dialog.getByText('Advanced settings'));
    await user.click(dialog.getByRole('button', { name: 'Add connection' }));
    expect(dialog.getByText('Advanced settings').closest('details')!.open).toBe(true);
    expect(dialog.getByText('A whole number of seconds from 1 to 600.')).toBeTruthy();
  });

  it('tests the typed token against each location before saving, shows each result beside it, and saves nothing', async () => {
    const token = `tok-${crypto.randomUUID()}`;
    const { fake, user, dialog } = await openAddConnection(token);
    await user.type(dialog.getByLabelText('Label'), 'Acme');
    await user.clear(dialog.getByLabelText('Base URL'));
    await user.type(dialog.getByLabelText('Base URL'), BASE_URL);
    expect(dialog.getByRole('button', { name: 'Test connection' })).toHaveProperty('disabled', true);
    expect(dialog.getByText('Add a location to test the token against.')).toBeTruthy();

    await user.click(dialog.getByText('Paste a list of locations…'));
    await user.type(dialog.getByLabelText('Location list'), 'loc-1 Harbor{Enter}loc bad id{Enter}loc-2{Enter}loc-3');
    const preview = within(dialog.getByRole('table', { name: 'Pasted locations' }));
    expect(preview.getByText(/^Likely a typo: an id has no spaces/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Add 3 locations' }));
    expect((dialog.getByLabelText('Location list') as HTMLTextAreaElement).value).toBe('loc bad id');

    await user.click(dialog.getByRole('button', { name: 'Test connection' }));
    expect(dialog.getByText('Paste the API token you received from support.')).toBeTruthy();
    expect(fake.calls.testConnection).toBeUndefined();

    await user.type(dialog.getByLabelText('API token'), token);
    await user.click(dialog.getByRole('button', { name: 'Test connection' }));
    expect(await dialog.findByText('2 of 3 locations accessible with this token.')).toBeTruthy();
    const row = (id: string) => dialog.getByText(id, { selector: 'code' }).closest('li')!;
    expect(row('loc-1').textContent).toContain('✓ Accessible');
    expect(row('loc-2').textContent).toContain('✓ Accessible');
    expect(row('loc-3').textContent).toContain('✗ The token was refused for location loc-3');
    expect(fake.calls.testConnection).toEqual([{ label: 'Acme', baseUrl: BASE_URL, token, locations: ['loc-1', 'loc-2', 'loc-3'] }]);
    expect(fake.calls.createConnection).toBeUndefined();

    // Another token: what the test found was about the old one.
    await user.type(dialog.getByLabelText('API token'), 'x');
    expect(row('loc-1').textContent).not.toContain('Accessible');
    expect(dialog.queryByText('2 of 3 locations accessible with this token.')).toBeNull();
  });

  it('says why main refused to test, as it would refuse to save', async () => {
    const { user, dialog } = await openAddConnection('tok-unused');
    await user.clear(dialog.getByLabelText('Base URL'));
    await user.type(dialog.getByLabelText('Base URL'), 'http://api.acme.test');
    await user.type(dialog.getByLabelText('API token'), 'tok-abcdef123456');
    await user.type(dialog.getByLabelText('New location id'), 'loc-1{Enter}');
    await user.click(dialog.getByRole('button', { name: 'Test connection' }));
    expect(await dialog.findByText(/^Enter the address of the API/)).toBeTruthy();
  });

  it('asks before saving what the test just refused, and saves when told to', async () => {
    const { fake, user, dialog } = await openAddConnection('tok-good');
    await user.type(dialog.getByLabelText('Label'), 'Acme');
    await user.clear(dialog.getByLabelText('Base URL'));
    await user.type(dialog.getByLabelText('Base URL'), BASE_URL);
    await user.type(dialog.getByLabelText('API token'), 'tok-wrong');
    await user.type(dialog.getByLabelText('New location id'), 'loc-1{Enter}');
    await user.click(dialog.getByRole('button', { name: 'Test connection' }));
    expect(await dialog.findByText('0 of 1 location accessible with this token.')).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Add connection' }));
    expect(dialog.getByRole('alert').textContent).toMatch(/^The test failed: save anyway\? loc-1: /);
    expect(fake.calls.createConnection).toBeUndefined();
    await user.click(dialog.getByRole('button', { name: 'Save anyway' }));
    expect(fake.calls.createConnection).toHaveLength(1);
  });

  it('saves without asking once the token tested is no longer the one typed', async () => {
    const { fake, user, dialog } = await openAddConnection('tok-good');
    await user.type(dialog.getByLabelText('Label'), 'Acme');
    await user.clear(dialog.getByLabelText('Base URL'));
    await user.type(dialog.getByLabelText('Base URL'), BASE_URL);
    await user.type(dialog.getByLabelText('API token'), 'tok-wrong');
    await user.type(dialog.getByLabelText('New location id'), 'loc-1{Enter}');
    await user.click(dialog.getByRole('button', { name: 'Test connection' }));
    await dialog.findByText('0 of 1 location accessible with this token.');
    await user.clear(dialog.getByLabelText('API token'));
    await user.type(dialog.getByLabelText('API token'), 'tok-good');
    await user.click(dialog.getByRole('button', { name: 'Add connection' }));
    expect(dialog.queryByText(/The test failed/)).toBeNull();
    expect(fake.calls.createConnection).toHaveLength(1);
  });
});
