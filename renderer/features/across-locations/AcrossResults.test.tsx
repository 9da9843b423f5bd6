import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { acmeTwoLocations, demoConnection } from '../../test/fake-data';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';
import { NAME_FLOOR } from './lead-room';

// jsdom has no canvas: the bars are drawn in the browser journeys.
vi.mock('../activity/UPlotBars', () => ({ UPlotBars: () => null }));

const connections = acmeTwoLocations;

/** The app on the fake (a new one, or one kept from an earlier run), All locations searched: the one grid with every location's rows. */
async function searchAllLocations(
  withConnections = connections,
  fake = createFakeExplorer({ connections: withConnections, messagesPerLocation: 3 }),
) {
  const user = userEvent.setup();
  const app = renderWithExplorer(<App />, fake);
  await screen.findByText(/Message 1 for loc-9/);
  await user.selectOptions(screen.getByLabelText('Location'), 'All locations (2)');
  const view = await screen.findByRole('main', { name: 'All 2 locations of “Acme support”' });
  await user.click(within(view).getByRole('button', { name: 'Search all locations' }));
  const grid = await within(view).findByRole('grid', { name: 'Messages across locations' });
  await within(grid).findByText('Message 1 for loc-10');
  return { fake, user, view, grid, app };
}

const rowOf = (grid: HTMLElement, text: string) => within(grid).getByText(text).closest<HTMLElement>('[role="row"]')!;

describe('the results across locations are the one grid', () => {
  it('leads with the Location, reads a message as the one-location grid does, and copies the selection naming the location', async () => {
    const { fake, user, view, grid } = await searchAllLocations();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.querySelector('.grid__header-text')?.textContent);
    expect(headers[0]).toBe('Location');
    expect(headers).toContain('Message');
    expect(within(rowOf(grid, 'Message 1 for loc-10')).getByText('Lyon')).toBeTruthy();
    // Codes in words, the status as a badge.
    expect(within(rowOf(grid, 'Message 1 for loc-10')).getByText('Received').className).toContain('status-badge');

    await user.click(within(grid).getByText('Message 1 for loc-9'));
    await user.keyboard('{Control>}');
    await user.click(within(grid).getByText('Message 2 for loc-10'));
    await user.keyboard('{/Control}');
    expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(2);
    await user.keyboard('{Control>}c{/Control}');
    const lines = fake.clipboard.text().split('\r\n');
    expect(lines[0]?.split('\t')[0]).toBe('Location name');
    expect(lines.slice(1).map((line) => line.split('\t')[0])).toEqual(['Paris Opera', 'Lyon']);

    await user.click(within(view).getByRole('button', { name: 'Copy rows ▾' }));
    await user.click(screen.getByRole('button', { name: /^Text \(for a ticket or a chat\)/ }));
    const text = fake.clipboard.text().split('\n\n');
    expect(text).toHaveLength(2);
    expect(text[0]).toMatch(/· at Paris Opera\nMessage 1 for loc-9$/);
    expect(text[1]).toMatch(/· at Lyon\nMessage 2 for loc-10$/);
  });

  it('finds in the rows of every location, the Location column included', async () => {
    const { user, grid } = await searchAllLocations();
    await user.click(within(grid).getByText('Message 1 for loc-9'));
    await user.keyboard('{Control>}f{/Control}');
    await user.keyboard('Lyon');
    await waitFor(() => expect(grid.querySelector('.grid__cell--current')?.textContent).toBe('Lyon'));
    expect(grid.querySelector('.grid__cell--current')?.getAttribute('data-column')).toBe('Location name');
  });

  it('opens a row’s conversation at that row’s location, from the row menu', async () => {
    const { fake, user, grid } = await searchAllLocations();
    await user.pointer({ keys: '[MouseRight]', target: within(grid).getByText('Message 1 for loc-10') });
    await user.click(screen.getByRole('menuitem', { name: 'Open conversation' }));
    const panel = await screen.findByRole('complementary', { name: /^Conversation with \+14155551000/ });
    expect(panel.textContent).toContain('with Lyon');
    await waitFor(() =>
      expect(fake.calls.searchMessages?.at(-1)).toMatchObject({ locationId: 'loc-10', body: { phone_number: '+14155551000' } }),
    );
  });

  it('exports the conversation, not the grid’s rows, on Ctrl+E from within the conversation', async () => {
    const { user, grid } = await searchAllLocations();
    await user.click(within(grid).getByText('Message 1 for loc-10'));
    await user.keyboard('{Alt>}{Shift>}O{/Shift}{/Alt}');
    const panel = await screen.findByRole('complementary', { name: /^Conversation with / });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Control>}e{/Control}');
    expect(screen.getByRole('dialog', { name: 'Export conversation' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Export rows' })).toBeNull();
  });

  it('opens a row’s details with Enter, the record as its server sent it', async () => {
    const { user, grid } = await searchAllLocations();
    await user.click(within(grid).getByText('Message 2 for loc-10'));
    await user.keyboard('{Enter}');
    const details = await screen.findByRole('complementary', { name: /details/i });
    expect(details.textContent).toContain('loc-10-msg-2');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: /details/i })).toBeNull();
  });

  it('exports the loaded rows in any format through the grid’s dialog, each row with its location', async () => {
    const { fake, user, view } = await searchAllLocations();
    await user.click(within(view).getByRole('button', { name: 'Export…' }));
    const dialog = screen.getByRole('dialog', { name: 'Export rows' });
    expect(within(dialog).queryByRole('radio', { name: 'One page' })).toBeNull();
    const loaded = within(dialog).getByRole('radio', { name: /^All loaded rows/ });
    expect(loaded).toHaveProperty('checked', true);
    expect(document.getElementById(loaded.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^6 rows from 2 of 2 locations, the Location and the \d+ columns shown in the grid/,
    );
    await user.selectOptions(within(dialog).getByLabelText('Format'), 'markdown');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(fake.calls.exportRows?.at(-1)).toMatchObject({ format: 'markdown', suggestedName: 'sms-all-locations-loaded-rows' }),
    );
    const sent = fake.calls.exportRows!.at(-1)!;
    expect(sent.locations).toEqual(['loc-9', 'loc-9', 'loc-9', 'loc-10', 'loc-10', 'loc-10']);
    expect(sent.rows.map((row) => row.id)).toEqual([
      'loc-9-msg-1',
      'loc-9-msg-2',
      'loc-9-msg-3',
      'loc-10-msg-1',
      'loc-10-msg-2',
      'loc-10-msg-3',
    ]);
    expect(sent.columns?.[0]).toBe('Location name');
  });

  it('shows each location by the fewest words that tell it apart, whole in its tooltip, in a column narrowed before the contact', async () => {
    const long = 'Riverside Family Clinic, Downtown';
    const { grid } = await searchAllLocations([
      demoConnection({
        ...connections[0],
        locations: [
          { id: 'loc-9', name: long },
          { id: 'loc-10', name: 'Riverside Family Clinic' },
        ],
      }),
    ]);
    const cells = await within(grid).findAllByTitle(long);
    expect(cells[0]?.textContent).toBe('Riverside Family Clinic,');
    const width = (name: string) =>
      Number(
        within(grid)
          .getByRole('separator', { name: `Resize column ${name}` })
          .getAttribute('aria-valuenow'),
      );
    expect(width('Location')).toBe(NAME_FLOOR);
  });

  it('keeps its column layout per connection through a restart, the Location column’s width included', async () => {
    const first = await searchAllLocations();
    const locationWidth = (grid: HTMLElement) =>
      Number(within(grid).getByRole('separator', { name: 'Resize column Location' }).getAttribute('aria-valuenow'));
    const widened = locationWidth(first.grid) + 50;
    within(first.grid).getByRole('separator', { name: 'Resize column Location' }).focus();
    await first.user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() =>
      expect(first.fake.calls.saveColumnLayout?.at(-1)).toMatchObject({
        connectionId: 'acme',
        locationId: null,
        layout: { widths: { 'Location name': widened } },
      }),
    );
    first.app.unmount();

    const again = await searchAllLocations(connections, first.fake);
    expect(locationWidth(again.grid)).toBe(widened);
  });

  it('keeps the Location column narrow when the names are short', async () => {
    const { grid } = await searchAllLocations();
    expect(
      Number(within(grid).getByRole('separator', { name: 'Resize column Location' }).getAttribute('aria-valuenow')),
    ).toBeLessThanOrEqual(120);
  });
});
