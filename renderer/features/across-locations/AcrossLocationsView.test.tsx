import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { acmeConnection } from '../../test/fake-data';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';
import { timeDisplayFor } from '../time-zone/time-display';

// jsdom has no canvas: the bars are drawn in the browser journeys (e2e/across-locations.spec.ts).
vi.mock('../activity/UPlotBars', () => ({ UPlotBars: () => null }));

const connections = [acmeConnection];
const locationSelect = () => screen.getByLabelText('Location') as HTMLSelectElement;

/** The app on the fake, All locations chosen and searched, its table shown. */
async function searchAllLocations() {
  const fake = createFakeExplorer({ connections });
  const user = userEvent.setup();
  renderWithExplorer(<App />, fake);
  await screen.findByText(/Message 1 for loc-9/);
  await user.selectOptions(locationSelect(), 'All locations (3)');
  const view = await screen.findByRole('main', { name: 'All 3 locations of “Acme support”' });
  await user.click(within(view).getByRole('button', { name: 'Search all locations' }));
  const grid = await within(view).findByRole('grid', { name: 'Messages across locations' });
  return { fake, user, view, grid };
}

describe('search across locations', () => {
  it('opens from Ctrl+K, sends the filters for every location, and says why the list is not merged by time', async () => {
    const fake = createFakeExplorer({ connections });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText(/Message 1 for loc-9/);

    await user.keyboard('{Control>}k{/Control}');
    await user.type(screen.getByRole('combobox', { name: 'Find a connection or location' }), 'all');
    await user.keyboard('{Enter}');
    const view = await screen.findByRole('main', { name: 'All 3 locations of “Acme support”' });
    expect(locationSelect().selectedOptions[0]?.textContent).toBe('All locations (3)');

    await user.selectOptions(within(view).getByLabelText('Direction'), 'Inbound');
    await user.type(within(view).getByLabelText('Search text'), 'refund{Enter}');
    await waitFor(() =>
      expect(fake.calls.searchAcrossLocations?.at(-1)).toMatchObject({
        connectionId: 'acme',
        locationIds: ['loc-9', 'loc-10', 'loc-11'],
        body: { query: 'refund', direction: 'INBOUND' },
      }),
    );
    expect((await within(view).findByText(/Not merged by time/)).textContent).toContain('the fake rows are not in time order');
    const strip = within(view).getByRole('list', { name: 'Progress per location' });
    expect(within(strip).getAllByText('end')).toHaveLength(3);
    expect(within(view).getAllByText('Paris Opera').length).toBeGreaterThan(1);
  });

  it('keeps a keyboard user’s place: the first filter from the quick switcher, the grid after Enter folds the filters', async () => {
    const fake = createFakeExplorer({ connections });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText(/Message 1 for loc-9/);

    await user.keyboard('{Control>}k{/Control}all{Enter}');
    const view = await screen.findByRole('main', { name: 'All 3 locations of “Acme support”' });
    await waitFor(() => expect(document.activeElement).toBe(within(view).getByLabelText('Search text')));
    // Enter searches and folds the form, taking the field away: the rows have the focus, not the page.
    await user.keyboard('refund{Enter}');
    const grid = await within(view).findByRole('grid', { name: 'Messages across locations' });
    await waitFor(() => expect(document.activeElement).toBe(grid));
  });

  it('shows times in the zone the chart and the filters use, switched by Alt+Shift+T, and folds the chart by Alt+Shift+A', async () => {
    const { view, grid, user } = await searchAllLocations();
    const sent = new Date(Date.UTC(2024, 0, 31, 12, 0, 0)).toISOString();
    const local = timeDisplayFor('local', undefined);
    // The one grid's Time column: named in words, the zone under the name, the value as sent in the tooltip.
    const timeHeader = () => within(grid).getByRole('columnheader', { name: /^Time(?!s)/ });
    expect(timeHeader().textContent).toContain(local.label);
    expect(within(grid).getAllByTitle(sent)[0]?.textContent).toBe(local.format(new Date(sent)));

    await user.keyboard('{Alt>}{Shift>}T{/Shift}{/Alt}');
    expect(timeHeader().textContent).toContain('UTC');
    expect(within(grid).getAllByTitle(sent)[0]?.textContent).toBe(timeDisplayFor('utc', undefined).format(new Date(sent)));
    expect((within(view).getByLabelText('Times') as HTMLSelectElement).value).toBe('utc');

    const chart = within(view).getByRole('region', { name: 'Activity over time' });
    expect(chart.querySelector('#activity-body')).not.toBeNull();
    await user.keyboard('{Alt>}{Shift>}A{/Shift}{/Alt}');
    expect(within(view).getByRole('button', { name: 'Activity' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('searches a bar’s time from the chart, and Alt+← goes back to the search before it', async () => {
    const { fake, view, user } = await searchAllLocations();
    const searches = () => fake.calls.searchAcrossLocations ?? [];
    const before = searches().at(-1)?.body;
    expect(before).not.toHaveProperty('created_after');

    const chart = within(view).getByRole('region', { name: 'Activity over time' });
    await user.click(within(chart).getByRole('button', { name: 'Table' }));
    await user.click(within(chart).getAllByRole('button', { name: /^Search this time/ })[0]!);
    await waitFor(() => expect(searches().at(-1)?.body).toHaveProperty('created_after'));
    expect(within(view).getByRole('button', { name: 'Back' })).toBeTruthy();

    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await waitFor(() => expect(searches().at(-1)?.body).toEqual(before));
    expect(within(view).queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('refuses a number it cannot read, at the field, without searching', async () => {
    const fake = createFakeExplorer({ connections });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText(/Message 1 for loc-9/);
    await user.selectOptions(locationSelect(), 'All locations (3)');
    const phone = await screen.findByLabelText('Phone number');
    await user.type(phone, '55{Enter}');
    expect(await screen.findByText(/Cannot read “55” as a phone number/)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls.searchAcrossLocations).toBeUndefined();
  });

  it('searches, counts and exports exactly a chosen set, remembered for the connection and never called all', async () => {
    // 60 messages a location, 25 of each a screen: rows are left to load, so Count all is offered.
    const fake = createFakeExplorer({ connections, messagesPerLocation: 60, acrossScreenRows: 25 });
    const user = userEvent.setup();
    const { unmount } = renderWithExplorer(<App />, fake);
    await screen.findByText(/Message 1 for loc-9/);
    await user.selectOptions(locationSelect(), 'Choose locations…');

    // The chooser opens at once, by keyboard: Tab to a box, Space to untick it.
    const chooser = await screen.findByRole('group', { name: 'Search these locations' });
    const lyon = within(chooser).getByRole('checkbox', { name: 'Lyon (loc-11)' });
    lyon.focus();
    await user.keyboard(' ');
    expect((lyon as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Search these 2' }));
    const view = await screen.findByRole('main', { name: '2 of 3 locations of “Acme support”' });
    expect(locationSelect().selectedOptions[0]?.textContent).toBe('Chosen locations (2 of 3)');
    expect(within(view).getByRole('button', { name: 'Locations: 2 of 3' }).getAttribute('aria-expanded')).toBe('false');

    await user.click(within(view).getByRole('button', { name: 'Search 2 locations' }));
    await waitFor(() => expect(fake.calls.searchAcrossLocations?.at(-1)).toMatchObject({ locationIds: ['loc-9', 'loc-10'] }));
    const strip = await within(view).findByRole('list', { name: 'Progress per location' });
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-location')),
    ).toEqual(['loc-9', 'loc-10']);
    expect(within(view).queryByText('Lyon')).toBeNull();

    // The chart stacks by location, from the loaded rows, until Count all counts this set.
    const chart = within(view).getByRole('region', { name: 'Activity over time' });
    expect((within(chart).getByRole('radio', { name: 'Location' }) as HTMLInputElement).checked).toBe(true);
    // The chart counts after the rows are painted, so its label comes a turn later.
    await waitFor(() => expect(within(chart).getByTestId('activity-source').textContent).toBe('from 50 loaded messages'));
    await user.click(within(chart).getByRole('button', { name: 'Count all' }));
    await waitFor(() => expect(within(chart).getByTestId('activity-source').textContent).toBe('all 120 messages'));
    expect(fake.calls.countAllAcrossLocations?.at(-1)).toMatchObject({ connectionId: 'acme', locationIds: ['loc-9', 'loc-10'] });

    await user.click(within(view).getByRole('button', { name: 'Export…' }));
    const dialog = screen.getByRole('dialog', { name: 'Export rows' });
    await user.click(within(dialog).getByRole('radio', { name: 'All results of this search' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export all' }));
    await waitFor(() =>
      expect(fake.calls.exportAcrossLocations?.at(-1)).toMatchObject({
        locationIds: ['loc-9', 'loc-10'],
        suggestedName: 'sms-2-locations',
      }),
    );
    expect(await within(view).findByText(/the 2 chosen locations/)).toBeTruthy();

    // Remembered: after a restart the switcher offers the same set, and All is still all.
    unmount();
    renderWithExplorer(<App />, createFakeExplorer({ connections }));
    await screen.findByText(/Message 1 for loc-9/);
    expect([...locationSelect().options].map((option) => option.textContent)).toContain('Chosen locations (2 of 3)');
    await user.selectOptions(locationSelect(), 'All locations (3)');
    expect(await screen.findByRole('main', { name: 'All 3 locations of “Acme support”' })).toBeTruthy();
  });

  it('leaves the set as it was on Escape, and takes every location as all', async () => {
    const fake = createFakeExplorer({ connections });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText(/Message 1 for loc-9/);
    await user.selectOptions(locationSelect(), 'All locations (3)');
    const toggle = await screen.findByRole('button', { name: 'Locations: all 3' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'None' }));
    expect((screen.getByRole('button', { name: 'Choose at least one' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Search these locations' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(screen.getByRole('main', { name: 'All 3 locations of “Acme support”' })).toBeTruthy();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Every location' }));
    await user.click(screen.getByRole('button', { name: 'Search all 3' }));
    expect(locationSelect().selectedOptions[0]?.textContent).toBe('All locations (3)');
    expect([...locationSelect().options].map((option) => option.textContent)).toContain('Choose locations…');
  });
});
