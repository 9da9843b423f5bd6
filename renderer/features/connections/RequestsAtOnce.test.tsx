import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoConnection } from '../../test/fake-data';
import { createFakeExplorer } from '../../test/fake-explorer';
import { openAdvancedSettings } from '../../test/advanced-settings';

describe('requests at once of a connection', () => {
  it('is shown in Manage connection’s advanced settings, refused outside 1–16 and saved with the connection', async () => {
    const fake = createFakeExplorer({ connections: [demoConnection()] });
    const user = userEvent.setup();
    const dialog = await openAdvancedSettings(fake, user);
    const field = within(dialog).getByLabelText('Requests at once');
    expect((field as HTMLInputElement).value).toBe('6');
    await user.clear(field);
    await user.type(field, '40');
    const fold = dialog.querySelector<HTMLDetailsElement>('details.advanced-settings')!;
    await user.click(within(dialog).getByText('Advanced settings'));
    expect(fold.open).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A whole number from 1 to 16.')).toBeTruthy();
    // The problem opened the fold again, and it stays open while the value is corrected.
    expect(fold.open).toBe(true);
    expect(fake.calls.updateConnection).toBeUndefined();

    await user.clear(field);
    expect(fold.open).toBe(true);
    await user.type(field, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect.poll(() => fake.calls.updateConnection?.at(-1)).toEqual({ connectionId: 'demo', requestsAtOnce: 2 });
  });
});
