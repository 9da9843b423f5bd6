import '../../test/setup';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { demoConnection } from '../../test/fake-data';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

const connections = [demoConnection({ id: 'acme', label: 'Acme support', isDemo: false, locations: [{ id: 'loc-9', name: 'Paris Opera' }, { id: 'loc-10' }] })];

describe('search across locations', () => {
  it('opens from Ctrl+K, sends the filters for every location, and says why the list is grouped', async () => {
    const fake = createFakeExplorer({ connections });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText(/Message 1 for loc-9/);

    await user.keyboard('{Control>}k{/Control}');
    await user.type(screen.getByRole('combobox', { name: 'Find a connection or location' }), 'all');
    await user.keyboard('{Enter}');
    const view = await screen.findByRole('main', { name: 'All 2 locations of “Acme support”' });
    expect((screen.getByLabelText('Location') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('All locations (2)');

    await user.type(within(view).getByLabelText('Text'), 'refund{Enter}');
    await waitFor(() => expect(fake.calls.searchAcrossLocations?.at(-1)).toMatchObject({ connectionId: 'acme', locationIds: ['loc-9', 'loc-10'], body: { query: 'refund' } }));
    expect((await within(view).findByText(/Grouped by location/)).textContent).toContain('the fake rows are not in time order');
    const strip = within(view).getByRole('list', { name: 'Progress per location' });
    expect(within(strip).getAllByText('end')).toHaveLength(2);
    expect(within(view).getAllByText('Paris Opera').length).toBeGreaterThan(1);
  });

  it('refuses a number it cannot read, at the field, without searching', async () => {
    const fake = createFakeExplorer({ connections });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText(/Message 1 for loc-9/);
    await user.selectOptions(screen.getByLabelText('Location'), 'All locations (2)');
    const phone = await screen.findByLabelText('Phone number');
    await user.type(phone, '55{Enter}');
    expect(await screen.findByText(/Cannot read “55” as a phone number/)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls.searchAcrossLocations).toBeUndefined();
  });
});
