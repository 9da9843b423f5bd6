import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { acmeConnection } from '../../test/fake-data';
import { createFakeExplorer } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';

// jsdom has no canvas: the bars are drawn in the browser journeys (e2e/across-locations.spec.ts).
vi.mock('../activity/UPlotBars', () => ({ UPlotBars: () => null }));

const connections = [acmeConnection];
const ALL = ['loc-9', 'loc-10', 'loc-11'];

/** The app on the fake, at its first location, ready to switch to all of them. */
async function openApp() {
  const fake = createFakeExplorer({ connections });
  const user = userEvent.setup();
  renderWithExplorer(<App />, fake);
  await screen.findByText(/Message 1 for loc-9/);
  const across = async () => {
    await user.selectOptions(screen.getByLabelText('Location'), 'All locations (3)');
    return screen.findByRole('main', { name: 'All 3 locations of “Acme support”' });
  };
  const searches = () => fake.calls.searchAcrossLocations ?? [];
  return { fake, user, across, searches };
}

describe('the across view’s search form, the one form of one location', () => {
  it('says an edit is not applied yet, and Clear filters empties the fields and sends nothing until Search', async () => {
    const { user, across, searches } = await openApp();
    const view = await across();
    const form = within(view).getByRole('search', { name: 'All 3 locations of “Acme support”' });
    await user.type(within(form).getByLabelText('Search text'), 'refund');
    expect(within(form).getByRole('status').textContent).toBe('Not applied yet: press Search');
    await user.click(within(form).getByRole('button', { name: 'Search all locations' }));
    await waitFor(() => expect(searches().at(-1)?.body).toEqual({ query: 'refund' }));
    // Searched, the form folds to its chips; a chip opens it on its field.
    expect(within(form).queryByRole('status')).toBeNull();
    await user.click(within(form).getByRole('button', { name: '“refund”' }));
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Search text')));

    const sent = searches().length;
    await user.click(within(form).getByRole('button', { name: 'Clear filters' }));
    expect((within(form).getByLabelText('Search text') as HTMLInputElement).value).toBe('');
    expect(within(form).getByRole('status').textContent).toBe('Not applied yet: press Search');
    expect(searches()).toHaveLength(sent);
    await user.click(within(form).getByRole('button', { name: 'Search all locations' }));
    await waitFor(() => expect(searches().at(-1)?.body).toEqual({}));
  });

  it('sends the raw JSON body and the page size to main for every location, and for every number of a list', async () => {
    const { user, across, searches } = await openApp();
    const view = await across();
    await user.click(within(view).getByText('Advanced: page size, raw JSON body'));
    await user.type(within(view).getByLabelText('Page size'), '25');
    await user.click(within(view).getByLabelText('Raw JSON body'));
    await user.paste('{"tag": "vip"}');
    await user.type(within(view).getByLabelText('Search text'), 'refund');
    await user.click(within(view).getByRole('button', { name: 'Search all locations' }));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toMatchObject({ locationIds: ALL, body: { query: 'refund', tag: 'vip' }, pageSize: 25 });
    expect(searches()[0]?.numbers).toBeUndefined();
    expect(within(view).getByRole('button', { name: /^Raw JSON \{"tag": "vip"\}/ })).toBeTruthy();

    // A list pasted in the phone filter: one search per number, each with the same raw body and page size.
    await user.click(within(view).getByRole('button', { name: 'Edit filters' }));
    await user.click(within(view).getByLabelText('Phone number'));
    await user.paste('+15125550148, +15125550149');
    await user.click(within(view).getByRole('button', { name: 'Search all locations' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]).toMatchObject({
      locationIds: ALL,
      numbers: ['+15125550148', '+15125550149'],
      body: { query: 'refund', tag: 'vip' },
      pageSize: 25,
    });
  });

  it('blocks Search on a raw body it cannot send, with the words of one location’s form', async () => {
    const { user, across, searches } = await openApp();
    const one = screen.getByRole('search', { name: 'Search messages' });
    await user.click(within(one).getByText('Advanced: page size, raw JSON body'));
    await user.click(within(one).getByLabelText('Raw JSON body'));
    await user.paste('{"status": ');
    const oneWords = within(one).getByLabelText('Raw JSON body').getAttribute('aria-describedby')!;
    const saidAtOne = document.getElementById(oneWords)!.textContent;
    expect(saidAtOne).toMatch(/^Not valid JSON/);
    expect(within(one).getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);

    const view = await across();
    await user.click(within(view).getByText('Advanced: page size, raw JSON body'));
    await user.click(within(view).getByLabelText('Raw JSON body'));
    await user.paste('{"status": ');
    const words = within(view).getByLabelText('Raw JSON body').getAttribute('aria-describedby')!;
    expect(document.getElementById(words)!.textContent).toBe(saidAtOne);
    expect(within(view).getByText('Not applied: fix the marked fields')).toBeTruthy();
    const submit = within(view).getByRole('button', { name: 'Search all locations' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(within(view).getByLabelText('Search text'), 'refund{Enter}');
    expect(searches()).toHaveLength(0);

    // A phone filter in the raw body beside a pasted list: refused here, as main would.
    await user.clear(within(view).getByLabelText('Raw JSON body'));
    await user.click(within(view).getByLabelText('Raw JSON body'));
    await user.paste('{"phone_number": "+15125550100"}');
    await user.click(within(view).getByLabelText('Phone number'));
    await user.paste('+15125550148, +15125550149');
    expect(document.getElementById(words)!.textContent).toBe('A list of numbers replaces the phone_number filter; send one or the other.');
    expect(submit).toHaveProperty('disabled', true);
  });
});
