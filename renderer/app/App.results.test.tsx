import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';
import { generateMessages } from '../test/fake-data';
import { createFakeExplorer } from '../test/fake-explorer';
import { renderWithExplorer } from '../test/render';

const endOfResults = () => screen.findByText('End of results', { selector: '.grid__loader' });
const headers = () => screen.getAllByRole('columnheader').map((header) => header.querySelector('.grid__header-text')?.textContent);
/** Every field, in the default order (the fake answers a layout showing them all unless asked not to). */
const DEFAULT_ORDER = ['created_at', 'direction', 'contact.name', 'from', 'body', 'status', 'id'];
const AGENT_LAYOUT = ['Time', 'Direction', 'Contact', 'Message', 'Status'];

describe('the results grid', () => {
  it('leads with time, direction, contact, message and status in words, the rest one click away; hiding and moving are kept by main', async () => {
    const fake = createFakeExplorer({ columns: 'app-default' });
    const user = userEvent.setup();
    const { unmount } = renderWithExplorer(<App />, fake);
    await endOfResults();
    expect(headers()).toEqual(AGENT_LAYOUT);
    expect(screen.getByRole('button', { name: /^Time(?!s)/ }).title).toContain('created_at');
    expect(screen.getByRole('button', { name: 'Columns +2' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Columns +2' }));
    const chooser = within(screen.getByRole('group', { name: 'Columns: show, hide and reorder' }));
    expect(chooser.getByLabelText('Message ID').closest('label')?.title).toBe('Field: id');
    await user.click(chooser.getByLabelText('Contact'));
    await user.click(chooser.getByRole('button', { name: 'Move Status left' }));
    expect(headers()).toEqual(['Time', 'Direction', 'Status', 'Message']);
    expect(fake.calls.saveColumnLayout?.at(-1)).toEqual({
      connectionId: 'demo',
      locationId: 'loc-downtown',
      layout: {
        order: ['created_at', 'direction', 'contact.name', 'from', 'status', 'body', 'id'],
        widths: {},
        hidden: ['id', 'from', 'contact.name'],
      },
    });

    // A restart: a new window, the same main process state.
    unmount();
    renderWithExplorer(<App />, fake);
    await endOfResults();
    expect(headers()).toEqual(['Time', 'Direction', 'Status', 'Message']);

    await user.click(screen.getByRole('button', { name: 'Columns +3' }));
    await user.click(screen.getByRole('button', { name: 'Reset layout' }));
    expect(headers()).toEqual(AGENT_LAYOUT);
    expect(fake.calls.resetColumnLayout).toEqual([{ connectionId: 'demo', locationId: 'loc-downtown' }]);
  });

  it('sorts only the loaded rows and says so', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 4 });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await endOfResults();

    await user.click(screen.getByRole('button', { name: /^Time(?!s)/ }));
    // Said in the status bar, so the toolbar keeps its one line.
    expect(within(screen.getByRole('contentinfo', { name: 'Status bar' })).getByText('loaded rows only')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /^Time(?!s)/ }).getAttribute('aria-sort')).toBe('ascending');
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(firstRow.textContent).toContain('loc-downtown-msg-4');

    await user.click(screen.getByRole('button', { name: 'Clear sort' }));
    expect(screen.queryByText('loaded rows only')).toBeNull();
    // Clear sort has its shortcut too.
    await user.click(screen.getByRole('button', { name: /^Time(?!s)/ }));
    await user.keyboard('{Alt>}{Shift>}[KeyS]{/Shift}{/Alt}');
    expect(screen.queryByText('loaded rows only')).toBeNull();
  });

  it('copies the selected rows as TSV with Ctrl+C, or from the Edit menu (a copy event), in grid order', async () => {
    const user = userEvent.setup();
    const explorer = createFakeExplorer({ messagesPerLocation: 4 });
    renderWithExplorer(<App />, explorer);
    await endOfResults();
    await user.click(screen.getByText('Message 3 for loc-downtown'));
    await user.keyboard('{Shift>}{ArrowUp}{ArrowUp}{/Shift}');
    const grid = screen.getByRole('grid', { name: 'Messages' });
    expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(3);
    await user.keyboard('{Control>}c{/Control}');
    const lines = explorer.clipboard.text().split('\r\n');
    expect(lines[0]).toBe(DEFAULT_ORDER.join('\t'));
    expect(lines.slice(1).map((line) => line.split('\t').at(-1))).toEqual([
      'loc-downtown-msg-1',
      'loc-downtown-msg-2',
      'loc-downtown-msg-3',
    ]);

    await user.click(screen.getByText('Message 1 for loc-downtown'));
    fireEvent.copy(grid);
    await waitFor(() => expect(explorer.clipboard.text().split('\r\n')).toHaveLength(2));
  });

  it('formats phone numbers and dates, keeping the exact value as a tooltip', async () => {
    renderWithExplorer(<App />, createFakeExplorer());
    await endOfResults();
    const phone = screen.getByText('+1 415 555 1000');
    expect(phone.getAttribute('title')).toBe('+14155551000');
    expect(screen.getByTitle('2024-01-31T12:00:00.000Z')).toBeTruthy();
  });

  it('moves with the arrow keys, opens the detail with Enter and closes it with Escape', async () => {
    const user = userEvent.setup();
    const fake = createFakeExplorer();
    renderWithExplorer(<App />, fake);
    await endOfResults();

    const grid = screen.getByRole('grid', { name: 'Messages' });
    grid.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(grid.getAttribute('aria-activedescendant')!);
    expect(active?.getAttribute('aria-selected')).toBe('true');
    expect(active?.textContent).toContain('loc-downtown-msg-2');

    await user.keyboard('{Enter}');
    const detail = screen.getByRole('complementary', { name: 'Message details' });
    expect(within(detail).getByText('Contact')).toBeTruthy();
    expect(within(detail).getByText(/"name": "Contact 2"/)).toBeTruthy();

    await user.click(within(detail).getByRole('button', { name: 'Copy message' }));
    await waitFor(() => expect(fake.clipboard.text()).toBe('Message 2 for loc-downtown'));

    // Escape in an open toolbar menu closes only the menu, not the panel behind it.
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Columns: show, hide and reorder' })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Message details' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Message details' })).toBeNull();
  });

  it('keeps the grid element across searches, with no row active or selected from the search before', async () => {
    const user = userEvent.setup();
    const fake = createFakeExplorer();
    renderWithExplorer(<App />, fake);
    await endOfResults();
    const grid = screen.getByRole('grid', { name: 'Messages' });
    grid.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(grid.getAttribute('aria-activedescendant')).toBeTruthy();

    fake.holdSearches();
    await user.selectOptions(screen.getByLabelText('Direction', { selector: 'select' }), 'INBOUND');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // While the first page loads, the same grid says so and shows no row of the search before.
    await screen.findByText(/Loading the first page of Downtown/);
    expect(screen.getByRole('grid', { name: 'Messages' })).toBe(grid);
    expect(grid.querySelectorAll('.grid__body [role="row"]')).toHaveLength(0);

    fake.releaseSearches();
    await waitFor(() => expect(grid.querySelectorAll('.grid__body [role="row"]').length).toBeGreaterThan(0));
    expect(screen.getByRole('grid', { name: 'Messages' })).toBe(grid);
    expect(grid.getAttribute('aria-activedescendant')).toBeNull();
    expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
  });

  it('exports all loaded rows, then offers to show the file', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 7 });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await endOfResults();

    await user.click(screen.getByRole('button', { name: 'Export…' }));
    const dialog = screen.getByRole('dialog', { name: 'Export rows' });
    await user.click(within(dialog).getByLabelText('All loaded rows (7)'));
    // A CSV for a spreadsheet carries the byte order mark unasked.
    expect(within(dialog).getByLabelText('Add a byte order mark (for Excel)')).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    await screen.findByText(/Exported 7 rows to/);
    const request = fake.calls.exportRows?.[0];
    expect(request).toMatchObject({ scope: 'loaded', pages: [1, 2, 3], bom: true, locationId: 'loc-downtown', body: {}, pageSize: 0 });
    expect(request?.rows).toEqual(generateMessages('loc-downtown', 7));
    expect(request?.columns).toEqual(DEFAULT_ORDER);

    await user.click(screen.getByRole('button', { name: 'Show in folder' }));
    expect(fake.calls.showInFolder).toEqual([{ path: '/exports/sms-loc-downtown-loaded-rows-for-spreadsheet.csv' }]);
  });

  it('exports one page, the page in view by default, once One page is chosen (all loaded is the default here)', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 7 });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await endOfResults();

    await user.click(screen.getByRole('button', { name: 'Export…' }));
    const dialog = screen.getByRole('dialog', { name: 'Export rows' });
    // Every page is loaded, so the dialog opens on all loaded rows (issue 17's export defaults).
    expect((within(dialog).getByRole('radio', { name: /All loaded rows/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'One page' }));
    expect((within(dialog).getByLabelText('Page to export') as HTMLSelectElement).value).toBe('1');
    await user.selectOptions(within(dialog).getByLabelText('Page to export'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await screen.findByText(/Exported 1 row to/);
    expect(fake.calls.exportRows?.[0]).toMatchObject({ scope: 'page', pages: [3], rows: generateMessages('loc-downtown', 7).slice(6) });
  });

  it('copies the search as cURL', async () => {
    const fake = createFakeExplorer();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await endOfResults();

    await user.click(screen.getByRole('button', { name: 'Copy as cURL' }));
    await screen.findByText('Copied (token replaced by $API_TOKEN)');
    expect(fake.clipboard.text()).toContain('$API_TOKEN');
    await waitFor(() =>
      expect(fake.calls.copyAsCurl?.[0]).toEqual({ connectionId: 'demo', locationId: 'loc-downtown', body: {}, pageSize: 0 }),
    );
  });
});
