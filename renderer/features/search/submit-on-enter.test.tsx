import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

describe('Enter in a filter dropdown', () => {
  it.each([
    ['Direction', 'INBOUND', { direction: 'INBOUND' }],
    ['Status', 'FAILED', { status: 'FAILED' }],
    ['Created', '24h', { created_after: expect.any(String) }],
  ])('runs the search from %s, as Enter in a text field does', async (label, value, body) => {
    const fake = createFakeExplorer();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('End of results', { selector: '.grid__loader' });
    const before = fake.searches().length;
    await user.selectOptions(screen.getByRole('combobox', { name: label }), value);
    screen.getByRole('combobox', { name: label }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.searches().length).toBeGreaterThan(before));
    expect(fake.searches().at(-1)?.body).toEqual(body);
  });
});
