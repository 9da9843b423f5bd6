import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoConnection } from '../../test/fake-data';
import { createFakeExplorer } from '../../test/fake-explorer';
import { openAdvancedSettings } from '../../test/advanced-settings';

describe('the Follow interval of a connection', () => {
  it('is set in Manage connection’s advanced settings and saved with the connection', async () => {
    const fake = createFakeExplorer({ connections: [demoConnection({ followIntervalMs: 10_000 })] });
    const user = userEvent.setup();
    const dialog = await openAdvancedSettings(fake, user);
    expect(screen.getByRole('button', { name: 'Follow' }).getAttribute('title')).toMatch(/every 10 s/);
    const field = within(dialog).getByLabelText('Follow every (seconds)');
    expect((field as HTMLInputElement).value).toBe('10');
    await user.clear(field);
    await user.type(field, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect.poll(() => fake.calls.updateConnection?.at(-1)).toMatchObject({ followIntervalMs: 5000 });
    expect(await screen.findByTitle(/every 5 s/)).toBeTruthy();
  });
});
