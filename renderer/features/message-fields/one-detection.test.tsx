import '../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { acmeTwoLocations, demoConnection } from '../../test/fake-data';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';
import * as roleDetection from '../../../common/records/vocabulary/role-detection';

// Every detection of the app goes through this spy: the count below is the app's, whatever view asks.
vi.mock('../../../common/records/vocabulary/role-detection', async (actual) => {
  const real = await actual<typeof roleDetection>();
  return { ...real, detectRoles: vi.fn(real.detectRoles) };
});
// jsdom has no canvas: the bars are drawn in the browser journeys.
vi.mock('../activity/UPlotBars', () => ({ UPlotBars: () => null }));

const connections = acmeTwoLocations;
const locationSelect = () => screen.getByLabelText('Location') as HTMLSelectElement;
const headers = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.querySelector('.grid__header-text')?.textContent ?? '');

describe('one detection per connection’s session', () => {
  it(
    'is made once, by the first view that reads records, and every other view, count and merge reads it',
    { timeout: 120_000 },
    async () => {
      const detect = vi.mocked(roleDetection.detectRoles);
      detect.mockClear();
      // Telnyx's records: the customer's number is one end of a nested pair, a role the grid shows in a column of its own.
      const fake = createFakeExplorer({ connections, recordShape: 'telnyx', messagesPerLocation: 60, acrossScreenRows: 25 });
      const user = userEvent.setup();
      renderWithExplorer(<App />, fake);
      const one = await screen.findByRole('grid');
      await waitFor(() => expect(headers(one)).toContain('Contact number'));
      expect(detect).toHaveBeenCalledTimes(1);
      const detected = detect.mock.results[0]!.value as roleDetection.Detection;

      // Count all at one location hands main the grid's fields.
      await user.click(screen.getByRole('button', { name: 'Count all' }));
      await waitFor(() => expect(fake.calls.countAll?.at(-1)).toMatchObject({ fields: detected.fields }));

      // Across locations: the merge, the grid, the chart and Count all read the same detection.
      await user.selectOptions(locationSelect(), 'All locations (2)');
      const view = await screen.findByRole('main', { name: 'All 2 locations of “Acme support”' });
      await user.click(within(view).getByRole('button', { name: 'Search all locations' }));
      const across = await within(view).findByRole('grid', { name: 'Messages across locations' });
      expect(fake.calls.searchAcrossLocations?.at(-1)).toMatchObject({ fields: detected.fields });
      // The role columns, as the one-location grid shows them.
      expect(headers(across)).toEqual(expect.arrayContaining(['Time', 'Contact number', 'Message', 'Status']));
      const chart = within(view).getByRole('region', { name: 'Activity over time' });
      await user.click(within(chart).getByRole('button', { name: 'Count all' }));
      await waitFor(() => expect(fake.calls.countAllAcrossLocations?.at(-1)).toMatchObject({ fields: detected.fields }));
      await user.click(within(view).getByRole('button', { name: 'Export…' }));
      const dialog = screen.getByRole('dialog', { name: 'Export rows' });
      await user.click(within(dialog).getByRole('radio', { name: 'All results of this search' }));
      await user.click(within(dialog).getByRole('button', { name: 'Export all' }));
      await waitFor(() => expect(fake.calls.exportAcrossLocations?.at(-1)).toMatchObject({ fields: detected.fields }));

      expect(detect).toHaveBeenCalledTimes(1);
    },
  );

  it('hands Count all the location’s zone, as the grid reads a time stated to be in it', { timeout: 120_000 }, async () => {
    const zoned = [
      demoConnection({
        id: 'acme',
        label: 'Acme',
        isDemo: false,
        locations: [{ id: 'loc-9', name: 'Paris Opera', timeZone: 'Europe/Paris' }],
        fieldChoices: { time: { paths: ['created_at'], zone: 'location' } },
      }),
    ];
    const fake = createFakeExplorer({ connections: zoned, messagesPerLocation: 60 });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByRole('grid');
    await user.click(await screen.findByRole('button', { name: 'Count all' }));
    await waitFor(() => expect(fake.calls.countAll?.at(-1)?.fields?.time).toEqual({ paths: ['created_at'], zone: 'Europe/Paris' }));
  });
});
