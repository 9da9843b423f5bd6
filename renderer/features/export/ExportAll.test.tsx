import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import type { FakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

const endOfResults = () => screen.findByText('End of results', { selector: '.grid__loader' });

/** Opens Export all results from the toolbar and starts it; returns the export id main was given. */
async function startExportAll(fake: FakeExplorer, user: ReturnType<typeof userEvent.setup>): Promise<string> {
  const toolbar = screen.getByRole('toolbar', { name: 'Results' });
  await user.click(within(toolbar).getByRole('button', { name: 'Export all results…' }));
  const dialog = screen.getByRole('dialog', { name: 'Export rows' });
  expect((within(dialog).getByLabelText('All results of this search') as HTMLInputElement).checked).toBe(true);
  // A CSV for a spreadsheet (the purpose asked first) carries the byte order mark unasked.
  expect((within(dialog).getByLabelText('Add a byte order mark (for Excel)') as HTMLInputElement).checked).toBe(true);
  await user.click(within(dialog).getByRole('button', { name: 'Export all' }));
  await waitFor(() => expect(fake.runningExports()).toHaveLength(1));
  return fake.runningExports()[0]!;
}

describe('export all results', () => {
  it('exports the current query with the known columns, shows progress without blocking, then the file', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 7 });
    fake.holdExports();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await endOfResults();
    // A hidden column stays in the file: the export holds every field.
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(screen.getByRole('group', { name: 'Columns: show, hide and reorder' })).getByLabelText('Contact'));

    const exportId = await startExportAll(fake, user);
    expect(fake.calls.exportAll?.[0]).toEqual({
      exportId,
      connectionId: 'demo',
      locationId: 'loc-downtown',
      body: {},
      pageSize: 0,
      bom: true,
      format: 'csv',
      compression: 'none',
      purpose: 'spreadsheet',
      columns: ['created_at', 'direction', 'contact.name', 'from', 'body', 'status', 'id'],
      suggestedName: 'sms-loc-downtown-all-results',
      displayTimeZone: expect.stringMatching(/^Local \(/),
      // The fields the grid reads the roles by, so the file's times are the grid's.
      fields: expect.objectContaining({ time: 'created_at', text: 'body' }),
    });

    const panel = screen.getByRole('region', { name: 'Export all results' });
    const bar = within(panel).getByRole('progressbar', { name: 'Export progress' });
    // No total from the server: the bar is indeterminate (no value).
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    act(() =>
      fake.emitExportProgress(exportId, { pages: 12, rows: 6000, rowsPerSecond: 4321, elapsedMs: 65_000, restarts: 1, emptyPages: 3 }),
    );
    expect(panel.textContent).toContain('Pages12');
    expect(panel.textContent).toContain('Empty pages3');
    expect(panel.textContent).toContain('Rows6,000');
    expect(panel.textContent).toContain('4,321 rows/s');
    expect(panel.textContent).toContain('Elapsed1:05');
    expect(panel.textContent).toContain('Restarts1 (page token rejected');
    expect(bar.getAttribute('aria-valuetext')).toBe('6,000 rows written');

    act(() =>
      fake.emitExportProgress(exportId, {
        pages: 12,
        rows: 6000,
        retrying: { attempt: 2, delayMs: 3000, error: { kind: 'server', status: 503, message: 'Busy.' } },
      }),
    );
    expect(panel.textContent).toContain('Server busy (503) — retrying in 3 s (attempt 2)');

    // Browsing keeps working meanwhile: another search goes out and its rows show.
    const searchesBefore = fake.searches().length;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fake.searches().length).toBeGreaterThan(searchesBefore));
    await endOfResults();
    expect(within(screen.getByRole('toolbar', { name: 'Results' })).getByRole('button', { name: 'Export all results…' })).toHaveProperty(
      'disabled',
      true,
    );

    const path = '/exports/sms-loc-downtown-all-results.csv';
    act(() =>
      fake.settleExport(exportId, {
        ok: true,
        value: { status: 'complete', path, manifestPath: `${path}.manifest.json`, rows: 6100, pages: 13, columns: [] },
      }),
    );
    const notice = await screen.findByText(/Exported all results of Downtown: 6,100 rows \(13 pages\)\./);
    expect(screen.queryByRole('region', { name: 'Export all results' })).toBeNull();
    const banner = notice.closest<HTMLElement>('.banner')!;
    expect(banner.getAttribute('role')).toBe('status');
    expect(within(banner).getByText(path)).toBeTruthy();
    await user.click(within(banner).getByRole('button', { name: 'Show in folder' }));
    expect(fake.calls.showInFolder).toEqual([{ path }]);
    expect(fake.progressListenerCount()).toBe(0);
  });

  it('asks to choose where to save only until main has the file, and claims no share before the first page', async () => {
    const fake = createFakeExplorer();
    fake.holdExports();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await endOfResults();
    const exportId = await startExportAll(fake, user);
    const panel = screen.getByRole('region', { name: 'Export all results' });
    const bar = within(panel).getByRole('progressbar', { name: 'Export progress' });
    expect(panel.textContent).toContain('choose where to save the file');

    // The file is chosen: main's first event has no page yet, even when it knows a total.
    act(() => fake.emitExportProgress(exportId, { pages: 0, rows: 0, estimatedTotal: 10_000 }));
    expect(panel.textContent).not.toContain('choose where to save');
    expect(panel.textContent).toContain('Waiting for the first page.');
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.getAttribute('aria-valuetext')).toBe('Waiting for the first page');
    expect(panel.querySelector('.export-progress__fill--indeterminate')).not.toBeNull();
    expect(within(panel).queryByText('Rows')).toBeNull();

    act(() => fake.emitExportProgress(exportId, { pages: 1, rows: 500, rowsPerSecond: 500, elapsedMs: 1000, estimatedTotal: 10_000 }));
    expect(bar.getAttribute('aria-valuenow')).toBe('5');
    expect(panel.textContent).toContain('500 of about 10,000');
  });

  it('says how an export ended only at its own location: the notice goes with a switch and comes back with the location', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 7 });
    fake.holdExports();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await endOfResults();
    const exportId = await startExportAll(fake, user);
    const path = '/exports/all.csv';
    act(() =>
      fake.settleExport(exportId, {
        ok: true,
        value: { status: 'complete', path, manifestPath: `${path}.manifest.json`, rows: 7, pages: 1, columns: [] },
      }),
    );
    await screen.findByText(/Exported all results of Downtown/);

    await user.selectOptions(screen.getByLabelText('Location'), 'loc-harbor');
    await waitFor(() => expect(screen.queryByText(/Exported all results of Downtown/)).toBeNull());
    await user.selectOptions(screen.getByLabelText('Location'), 'loc-downtown');
    expect(await screen.findByText(/Exported all results of Downtown/)).toBeTruthy();
  });

  it('shows a determinate bar and an estimate only when main reports a total', async () => {
    const fake = createFakeExplorer();
    fake.holdExports();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await endOfResults();
    const exportId = await startExportAll(fake, user);

    act(() => fake.emitExportProgress(exportId, { pages: 5, rows: 2500, rowsPerSecond: 500, elapsedMs: 5000, estimatedTotal: 10_000 }));
    const bar = screen.getByRole('progressbar', { name: 'Export progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    const panel = screen.getByRole('region', { name: 'Export all results' });
    expect(panel.textContent).toContain('2,500 of about 10,000');
    expect(panel.textContent).toContain('Leftabout 0:15');
  });

  it('cancels: says how many rows were written and that the incomplete file was deleted', async () => {
    const fake = createFakeExplorer();
    fake.holdExports();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await endOfResults();
    const exportId = await startExportAll(fake, user);
    act(() => fake.emitExportProgress(exportId, { pages: 3, rows: 1500 }));

    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(fake.calls.cancelExport).toEqual([{ exportId }]);
    const notice = await screen.findByText(/cancelled after 1,500 rows \(3 pages\)/);
    const banner = notice.closest<HTMLElement>('.banner')!;
    expect(banner.textContent).toContain('The file was incomplete, so it was deleted: nothing was saved.');
    expect(within(banner).queryByRole('button', { name: 'Show in folder' })).toBeNull();

    // Export again: the same query under a new export id.
    await user.click(within(banner).getByRole('button', { name: 'Export again' }));
    await waitFor(() => expect(fake.calls.exportAll).toHaveLength(2));
    const [first, second] = fake.calls.exportAll ?? [];
    expect(second?.exportId).not.toBe(first?.exportId);
    expect({ ...second, exportId: '' }).toEqual({ ...first, exportId: '' });
  });

  it('on a 401 says the file is incomplete, where its rows are, and offers to re-enter the token', async () => {
    const fake = createFakeExplorer();
    fake.holdExports();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await endOfResults();
    const exportId = await startExportAll(fake, user);

    const partialPath = '/exports/sms-loc-downtown-all-results.partial.csv';
    act(() =>
      fake.settleExport(exportId, {
        ok: true,
        value: {
          status: 'failed',
          partialPath,
          manifestPath: `${partialPath}.manifest.json`,
          rows: 1000,
          pages: 2,
          error: { kind: 'unauthorized', status: 401, message: 'The token of “Demo” was refused for location loc-downtown.' },
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('stopped after 1,000 rows (2 pages): Not authorized (401).');
    expect(alert.textContent).toContain('The token of “Demo” was refused');
    expect(alert.textContent).toContain('The file is incomplete: the 1,000 rows written so far are kept');
    expect(within(alert).getByText(partialPath)).toBeTruthy();
    expect(alert.textContent).toContain('Re-enter the token (or pick a location it may access), then export again.');

    await user.click(within(alert).getByRole('button', { name: 'Show in folder' }));
    expect(fake.calls.showInFolder).toEqual([{ path: partialPath }]);
    await user.click(within(alert).getByRole('button', { name: 'Re-enter token' }));
    expect(screen.getByRole('dialog', { name: 'Connection “Demo”' })).toBeTruthy();
  });

  it('reports an export main refused before writing anything, and nothing when the save dialog was closed', async () => {
    const fake = createFakeExplorer();
    fake.holdExports();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await endOfResults();

    let exportId = await startExportAll(fake, user);
    act(() => fake.settleExport(exportId, { ok: true, value: null }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Export all results' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();

    exportId = await startExportAll(fake, user);
    act(() =>
      fake.settleExport(exportId, {
        ok: false,
        error: { kind: 'io', message: 'Could not write /exports/x.csv: permission denied. Choose another folder.' },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('stopped after 0 rows (0 pages)');
    expect(alert.textContent).toContain('Choose another folder.');
    expect(alert.textContent).toContain('No rows were written, so no file was kept.');
  });
});
