import '../../test/setup';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { demoConnection } from '../../test/fake-data';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

describe('the Follow interval of a connection', () => {
  it('is set in Manage connection’s advanced settings and saved with the connection', async () => {
    const fake = createFakeExplorer({ connections: [demoConnection({ followIntervalMs: 10_000 })] });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('End of results', { selector: '.grid__loader' });
    expect(screen.getByRole('button', { name: 'Follow' }).getAttribute('title')).toMatch(/every 10 s/);

    await user.click(screen.getByRole('button', { name: 'Manage connection' }));
    const dialog = screen.getByRole('dialog', { name: 'Connection “Demo”' });
    await user.click(within(dialog).getByText('Advanced settings'));
    const field = within(dialog).getByLabelText('Follow every (seconds)');
    expect((field as HTMLInputElement).value).toBe('10');
    await user.clear(field);
    await user.type(field, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect.poll(() => fake.calls.updateConnection?.at(-1)).toMatchObject({ followIntervalMs: 5000 });
    expect(await screen.findByTitle(/every 5 s/)).toBeTruthy();
  });
});
