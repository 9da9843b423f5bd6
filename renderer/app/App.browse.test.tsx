import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';
import { createFakeExplorer } from '../test/fake-explorer';
import { renderWithExplorer } from '../test/render';

const rows = (count: number, prefix = 'm') =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index + 1}`, body: `text ${index + 1}` }));

describe('browsing results', () => {
  it('searches on first load with empty filters and no page token, on the demo connection', async () => {
    const fake = createFakeExplorer();
    renderWithExplorer(<App />, fake);

    expect(await screen.findByText('Message 1 for loc-downtown')).toBeTruthy();
    expect(fake.searches()[0]).toMatchObject({ connectionId: 'demo', locationId: 'loc-downtown', body: {}, pageSize: 0 });
    expect(fake.searches()[0]).not.toHaveProperty('pageToken');
    expect(screen.getByText(/You are looking at the demo connection/)).toBeTruthy();
  });

  it('keeps fetching through empty and short pages while a next token comes, and stops at a full page without one', async () => {
    const pages = [rows(3, 'a'), [], rows(1, 'b'), rows(3, 'c')];
    const fake = createFakeExplorer({ pagesByLocation: { 'loc-downtown': pages } });
    renderWithExplorer(<App />, fake);

    const grid = await screen.findByRole('grid', { name: 'Messages' });
    await waitFor(() => expect(within(grid).getByText('c3')).toBeTruthy());
    expect(await screen.findByText('End of results', { selector: '.grid__loader' })).toBeTruthy();
    expect(fake.searches()).toHaveLength(4);
    expect(
      fake
        .searches()
        .slice(1)
        .every((search) => typeof search.pageToken === 'string'),
    ).toBe(true);
    expect(grid.getAttribute('aria-rowcount')).toBe(String(7 + 1));
    const statusBar = screen.getByRole('contentinfo', { name: 'Status bar' });
    expect(statusBar.textContent).toContain('7 rows · 4 pages loaded');
    expect(statusBar.textContent).toContain('End of results');
  });

  it('counts one row and one page in the singular in the status bar', async () => {
    const fake = createFakeExplorer({ pagesByLocation: { 'loc-downtown': [rows(1)] } });
    renderWithExplorer(<App />, fake);

    const grid = await screen.findByRole('grid', { name: 'Messages' });
    await waitFor(() => expect(within(grid).getByText('m1')).toBeTruthy());
    const statusBar = screen.getByRole('contentinfo', { name: 'Status bar' });
    await waitFor(() => expect(statusBar.textContent).toContain('1 row · 1 page loaded'));
  });

  it('starts a new session when the location changes, without showing the other location’s rows', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 2 });
    fake.holdSearches();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await waitFor(() => expect(fake.searches()).toHaveLength(1));
    fake.releaseSearches();
    expect(await screen.findByText('Message 1 for loc-downtown')).toBeTruthy();

    fake.holdSearches();
    await user.selectOptions(screen.getByLabelText('Location'), 'loc-harbor');
    await waitFor(() => expect(fake.searches()).toHaveLength(2));
    expect(screen.queryByText('Message 1 for loc-downtown')).toBeNull();
    expect(screen.getByText(/Loading the first page of Harbor/)).toBeTruthy();
    expect(fake.searches()[1]).toMatchObject({ locationId: 'loc-harbor' });
    expect(fake.searches()[1]).not.toHaveProperty('pageToken');

    fake.releaseSearches();
    expect(await screen.findByText('Message 1 for loc-harbor')).toBeTruthy();
    expect(fake.calls.selectLocation?.at(-1)).toEqual({ connectionId: 'demo', locationId: 'loc-harbor' });
  });

  it('sends a search only when Search is pressed, with the filters in the body', async () => {
    const fake = createFakeExplorer();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('End of results', { selector: '.grid__loader' });
    const before = fake.searches().length;

    await user.type(screen.getByLabelText('Search text'), 'refund');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'FAILED');
    expect(fake.searches()).toHaveLength(before);
    await user.type(screen.getByLabelText('Search text'), '{Enter}');
    await waitFor(() => expect(fake.searches().length).toBeGreaterThan(before));
    expect(fake.searches()[before]).toMatchObject({ body: { query: 'refund', status: 'FAILED' } });
    expect(fake.searches()[before]).not.toHaveProperty('pageToken');
  });

  it('says when the form is not applied yet, and Clear filters empties the fields without a search, the form open and focused', async () => {
    const fake = createFakeExplorer();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('End of results', { selector: '.grid__loader' });

    await user.type(screen.getByLabelText('Search text'), 'refund');
    expect(screen.getByText('Not applied yet: press Search')).toBeTruthy();
    await user.type(screen.getByLabelText('Search text'), '{Enter}');
    await waitFor(() => expect(fake.searches().at(-1)).toMatchObject({ body: { query: 'refund' } }));
    expect(screen.queryByText('Not applied yet: press Search')).toBeNull();
    // After a search the form folds into chips; a chip opens it on its own field.
    expect(screen.queryByLabelText('Search text')).toBeNull();
    await user.click(screen.getByRole('button', { name: '“refund”' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Search text'));

    const before = fake.searches().length;
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const query = screen.getByLabelText('Search text') as HTMLInputElement;
    expect(query.value).toBe('');
    expect(document.activeElement).toBe(query);
    // The results are still those of "refund": said, and nothing sent until Search.
    expect(screen.getByText('Not applied yet: press Search')).toBeTruthy();
    await user.type(query, 'invoice{Enter}');
    await waitFor(() => expect(fake.searches().length).toBeGreaterThan(before));
    // Every request since is that search (its first page, then the grid's next ones): Clear sent none.
    for (const sent of fake.searches().slice(before)) expect(sent).toMatchObject({ body: { query: 'invoice' } });
  });

  it('sends nothing while the page size is invalid', async () => {
    const fake = createFakeExplorer();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('End of results', { selector: '.grid__loader' });
    const before = fake.searches().length;

    const pageSize = screen.getByLabelText('Page size');
    for (const bad of ['-1', '2.5', 'ten', '101']) {
      await user.clear(pageSize);
      await user.type(pageSize, `${bad}{Enter}`);
      expect(pageSize.getAttribute('aria-invalid')).toBe('true');
      expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.getByText('At most 100')).toBeTruthy();
    expect(fake.searches()).toHaveLength(before);

    await user.clear(pageSize);
    await user.type(pageSize, '2{Enter}');
    await waitFor(() => expect(fake.searches().length).toBeGreaterThan(before));
    expect(fake.searches()[before]).toMatchObject({ pageSize: 2 });
  });

  it('refuses a raw JSON body that is not an object or sets page_token', async () => {
    const fake = createFakeExplorer();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await screen.findByText('End of results', { selector: '.grid__loader' });
    const before = fake.searches().length;

    await user.click(screen.getByText('Advanced: page size, raw JSON body'));
    const editor = screen.getByLabelText('Raw JSON body');
    await user.type(editor, '{{"page_token": "x"}');
    expect(screen.getByRole('alert').textContent).toContain('page_token');
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(editor);
    await user.type(editor, '{{"campaign": "spring"}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fake.searches().length).toBeGreaterThan(before));
    expect(fake.searches()[before]?.body).toEqual({ campaign: 'spring' });
  });
});
