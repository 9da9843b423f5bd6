import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';
import { MAX_LISTED_COLUMNS } from './ColumnChooser';

const FIELDS = 10_000;
const wideRecord = (id: string) => ({
  id,
  body: `text of ${id}`,
  ...Object.fromEntries(Array.from({ length: FIELDS }, (_, index) => [`field_${index}`, `${id}-${index}`])),
});
const wideSearch = () =>
  createFakeExplorer({ pagesByLocation: { 'loc-downtown': [[wideRecord('m1'), wideRecord('m2'), wideRecord('m3')]] } });
const COLUMNS = FIELDS + 2;
// The view (1000 px in the tests) holds a handful of columns; a few more render either side.
const MOST_RENDERED_COLUMNS = 40;

describe('records with 10,000 fields', () => {
  it('renders the columns in view, not all of them, and the others as the grid scrolls sideways', async () => {
    renderWithExplorer(<App />, wideSearch());
    await screen.findByText('text of m1');

    const grid = screen.getByRole('grid', { name: 'Messages' });
    expect(grid.getAttribute('aria-colcount')).toBe(String(COLUMNS));
    // Counted with selectors: role queries walk the whole tree, slowly, on today's 40,000 elements.
    const rendered = (role: string) => grid.querySelectorAll(`[role="${role}"]`).length;
    expect(rendered('columnheader')).toBeLessThanOrEqual(MOST_RENDERED_COLUMNS);
    expect(rendered('gridcell')).toBeLessThanOrEqual(3 * MOST_RENDERED_COLUMNS);
    expect(screen.queryByRole('columnheader', { name: /Field 9999/ })).toBeNull();

    const scroller = document.querySelector<HTMLElement>('.grid-scroll')!;
    // Past the right edge: jsdom does not clamp, the virtualizer shows the last columns.
    scroller.scrollLeft = 200 * COLUMNS;
    fireEvent.scroll(scroller);
    const last = await screen.findByRole('columnheader', { name: /Field 9999/ });
    // Ids go last, so the widest field is the one before.
    expect(last.getAttribute('aria-colindex')).toBe(String(COLUMNS - 1));
    expect(screen.getByText('m3-9999')).toBeTruthy();
    expect(rendered('columnheader')).toBeLessThanOrEqual(MOST_RENDERED_COLUMNS);
  });

  it('lists a bounded number of columns in Columns, says so, and finds the others', async () => {
    const user = userEvent.setup();
    renderWithExplorer(<App />, wideSearch());
    await screen.findByText('text of m1');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = screen.getByRole('group', { name: 'Columns: show, hide and reorder' });
    expect(chooser.querySelectorAll('input[type="checkbox"]')).toHaveLength(MAX_LISTED_COLUMNS);
    expect(within(chooser).getByRole('status').textContent).toBe(
      `Listing ${MAX_LISTED_COLUMNS} of 10,002 columns: type to find the others.`,
    );

    fireEvent.change(within(chooser).getByRole('searchbox', { name: 'Find a column' }), { target: { value: 'field_9999' } });
    expect([...chooser.querySelectorAll('input[type="checkbox"]')].map((box) => box.closest('label')?.textContent)).toEqual(['Field 9999']);
    expect(within(chooser).getByRole('status').textContent).toBe('1 of 10,002 columns match.');
  });

  it('says a layout of more columns than main keeps was not saved, and keeps it for the session', async () => {
    const user = userEvent.setup();
    renderWithExplorer(<App />, wideSearch());
    await screen.findByText('text of m1', {}, { timeout: 15_000 });

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = screen.getByRole('group', { name: 'Columns: show, hide and reorder' });
    await user.click(within(chooser).getByRole('checkbox', { name: 'Message' }));
    expect(
      await screen.findByText(/This column layout applies until the app closes, but was not saved: .*at most 10,000 columns/),
    ).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /^body/ })).toBeNull();
  }, 60_000);

  it('exports all results and the loaded rows of a 10,000-column search', async () => {
    const fake = wideSearch();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('text of m1');

    await user.click(screen.getByRole('button', { name: 'Export…' }));
    const dialog = screen.getByRole('dialog', { name: 'Export rows' });
    await user.click(within(dialog).getByLabelText('All loaded rows (3)'));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await screen.findByText(/Exported 3 rows to/);
    expect(fake.calls.exportRows?.[0]?.columns).toHaveLength(COLUMNS);

    await user.click(within(screen.getByRole('toolbar', { name: 'Results' })).getByRole('button', { name: 'Export all results…' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Export rows' })).getByRole('button', { name: 'Export all' }));
    await waitFor(() => expect(fake.calls.exportAll).toHaveLength(1));
    expect(fake.calls.exportAll?.[0]?.columns).toHaveLength(COLUMNS);
    await screen.findByText(/Exported all results of Downtown/);
  });
});
