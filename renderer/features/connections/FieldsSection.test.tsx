import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

const fieldOf = (dialog: HTMLElement, role: string) => within(dialog).getByRole('combobox', { name: role }) as HTMLSelectElement;

describe('Manage connection → Fields', () => {
  it('shows each role, the field detected for it and a sample; a choice is kept with the connection and wins', async () => {
    const fake = createFakeExplorer();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('Message 1 for loc-downtown');
    const grid = screen.getByRole('grid');
    expect(within(grid).getByRole('columnheader', { name: /^Time/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Manage connection' }));
    const dialog = screen.getByRole('dialog', { name: 'Connection “Demo”' });
    const time = fieldOf(dialog, 'Time');
    expect(time.value).toBe('detected');
    expect(within(time).getByRole('option', { name: 'Detected: created_at' })).toBeTruthy();
    expect(within(dialog).getByText(/^2024-01-31T12:00:00.000Z → 2024-01-31T12:00:00.000Z$/)).toBeTruthy();
    expect(within(fieldOf(dialog, 'Message')).getByRole('option', { name: 'Detected: body' })).toBeTruthy();

    // None: the grid says no time was found, in one line, with the way to choose it.
    await user.selectOptions(time, 'None (not in these records)');
    await waitFor(() => expect(fake.calls.setFieldChoices?.at(-1)).toEqual({ connectionId: 'demo', choices: { time: null } }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/No time field found in these messages/)).toBeTruthy();
    expect(within(grid).queryByRole('columnheader', { name: /^Time/ })).toBeNull();
    expect(screen.getByText('Message 1 for loc-downtown')).toBeTruthy();

    // The line's action opens the section with the time's field in focus; choosing a field ends the line.
    await user.click(screen.getByRole('button', { name: 'Choose the time field' }));
    const reopened = screen.getByRole('dialog', { name: 'Connection “Demo”' });
    await waitFor(() => expect(document.activeElement).toBe(fieldOf(reopened, 'Time')));
    await user.selectOptions(fieldOf(reopened, 'Time'), 'created_at');
    await waitFor(() => expect(fake.calls.setFieldChoices?.at(-1)).toEqual({ connectionId: 'demo', choices: { time: 'created_at' } }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Choose the time field' })).toBeNull());
  });
});
