import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_FILTERS } from '../../common/searches/filter-fields';
import { conversationLinkOf, linkUrl, searchLinkOf } from '../../common/searches/search-link';
import { App } from './App';
import { createFakeExplorer } from '../test/fake-explorer';
import { demoConnection } from '../test/fake-data';
import { renderWithExplorer } from '../test/render';

const harbor = { connectionId: 'demo', locationId: 'loc-harbor', connectionLabel: 'Demo', locationName: 'Harbor' };
const range = {
  [SEARCH_FILTERS.createdFrom.field]: '2025-11-24T00:00:00.000Z',
  [SEARCH_FILTERS.createdTo.field]: '2025-11-25T00:00:00.123Z',
};
const failedLink = linkUrl(searchLinkOf(harbor, { [SEARCH_FILTERS.status.field]: 'FAILED', ...range }, new Date()).link);

describe('links to a search', () => {
  it('applies a link that came before the window listened: selects its place and runs exactly its search', async () => {
    const fake = createFakeExplorer();
    fake.openLink(failedLink);
    renderWithExplorer(<App />, fake);
    await waitFor(() =>
      expect(fake.searches().at(-1)).toMatchObject({
        locationId: 'loc-harbor',
        body: { [SEARCH_FILTERS.status.field]: 'FAILED', ...range },
      }),
    );
    expect(fake.calls.selectLocation?.at(-1)).toEqual({ connectionId: 'demo', locationId: 'loc-harbor' });
  });

  it('applies each later link, the same one again too, and opens a conversation link', async () => {
    const fake = createFakeExplorer();
    renderWithExplorer(<App />, fake);
    await screen.findByRole('grid', { name: 'Messages' });
    await waitFor(() => expect(fake.linksListening()).toBe(true));
    act(() => void fake.openLink(failedLink));
    await waitFor(() => expect(fake.searches().at(-1)?.body).toMatchObject({ [SEARCH_FILTERS.status.field]: 'FAILED' }));
    const searches = fake.searches().length;
    act(() => void fake.openLink(failedLink));
    await waitFor(() => expect(fake.searches().length).toBeGreaterThan(searches));
    act(() => void fake.openLink(linkUrl(conversationLinkOf(harbor, '+15125550148'))));
    expect(await screen.findByRole('complementary', { name: /^Conversation with/ })).toBeTruthy();
  });

  it('asks where to open a link for a place this computer lacks, offering the same location id first, and runs nothing unasked', async () => {
    const fake = createFakeExplorer();
    renderWithExplorer(<App />, fake);
    await screen.findByRole('grid', { name: 'Messages' });
    await waitFor(() => expect(fake.linksListening()).toBe(true));
    const searches = fake.searches().length;
    const elsewhere = { ...harbor, connectionId: 'someone-elses', connectionLabel: 'Their demo' };
    act(() => void fake.openLink(linkUrl(searchLinkOf(elsewhere, { [SEARCH_FILTERS.status.field]: 'FAILED', ...range }, new Date()).link)));
    const dialog = await screen.findByRole('dialog', { name: 'Open this link where?' });
    expect(dialog.textContent).toContain(
      'This link is for “Harbor” (loc-harbor) of “Their demo”, which this computer does not have. Names in quotes are the link’s own words',
    );
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Open at').selectedOptions[0]?.textContent).toBe('Harbor (loc-harbor)');
    expect(fake.searches()).toHaveLength(searches);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open here' }));
    await waitFor(() =>
      expect(fake.searches().at(-1)).toMatchObject({
        connectionId: 'demo',
        locationId: 'loc-harbor',
        body: { [SEARCH_FILTERS.status.field]: 'FAILED' },
      }),
    );
  });

  it('opens a link copied on another computer at this computer’s one connection to the same server that has its location', async () => {
    const fake = createFakeExplorer();
    renderWithExplorer(<App />, fake);
    await screen.findByRole('grid', { name: 'Messages' });
    await waitFor(() => expect(fake.linksListening()).toBe(true));
    // Their computer made its own id for the connection; the server is the same (written with a slash and another case).
    const theirs = { ...harbor, connectionId: 'their-random-id', baseUrl: 'HTTP://127.0.0.1:4010/' };
    act(() => void fake.openLink(linkUrl(searchLinkOf(theirs, { [SEARCH_FILTERS.status.field]: 'FAILED', ...range }, new Date()).link)));
    await waitFor(() =>
      expect(fake.searches().at(-1)).toMatchObject({
        connectionId: 'demo',
        locationId: 'loc-harbor',
        body: { [SEARCH_FILTERS.status.field]: 'FAILED' },
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks where when two connections here reach the link’s server and location, or when none does', async () => {
    const twins = [demoConnection(), demoConnection({ id: 'demo-2', label: 'Demo again' })];
    for (const [connections, baseUrl] of [
      [twins, 'http://127.0.0.1:4010'],
      [[demoConnection()], 'https://other.example'],
    ] as const) {
      const fake = createFakeExplorer({ connections: [...connections] });
      const view = renderWithExplorer(<App />, fake);
      await screen.findByRole('grid', { name: 'Messages' });
      await waitFor(() => expect(fake.linksListening()).toBe(true));
      const searches = fake.searches().length;
      act(
        () =>
          void fake.openLink(linkUrl(searchLinkOf({ ...harbor, connectionId: 'their-random-id', baseUrl }, { ...range }, new Date()).link)),
      );
      expect(await screen.findByRole('dialog', { name: 'Open this link where?' })).toBeTruthy();
      expect(fake.searches()).toHaveLength(searches);
      view.unmount();
    }
  });

  it('asks before a link runs several searches, naming how many and where; Cancel runs none, Run runs them', async () => {
    const fake = createFakeExplorer();
    renderWithExplorer(<App />, fake);
    await screen.findByRole('grid', { name: 'Messages' });
    await waitFor(() => expect(fake.linksListening()).toBe(true));
    const numbers = ['+15125550101', '+15125550102', '+15125550103'];
    const several = linkUrl(searchLinkOf(harbor, { ...range }, new Date(), { locationIds: ['loc-harbor', 'loc-downtown'], numbers }).link);
    act(() => void fake.openLink(several));
    const ask = await screen.findByRole('dialog', { name: 'Run 6 searches?' });
    expect(ask.textContent).toContain(
      'This link runs 6 searches with your API token of Demo, one for each of 3 numbers at each of 2 locations.',
    );
    expect(ask.textContent).toContain(
      'With any of 3 numbers · 2025-11-24 00:00 – 2025-11-25 00:00 UTC, at 2 locations of Demo: Harbor, Downtown',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls.searchAcrossLocations ?? []).toHaveLength(0);

    act(() => void fake.openLink(several));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Run 6 searches?' })).getByRole('button', { name: 'Run 6 searches' }),
    );
    await waitFor(() => expect(fake.calls.searchAcrossLocations?.length).toBeGreaterThan(0));
  });

  it('asks too when the connection is here but not the location', async () => {
    const fake = createFakeExplorer();
    renderWithExplorer(<App />, fake);
    await screen.findByRole('grid', { name: 'Messages' });
    await waitFor(() => expect(fake.linksListening()).toBe(true));
    act(() => void fake.openLink(linkUrl(conversationLinkOf({ connectionId: 'demo', locationId: 'loc-gone' }, '+15125550148'))));
    const dialog = await screen.findByRole('dialog', { name: 'Open this link where?' });
    expect(dialog.textContent).toContain('This link is for loc-gone, which this computer does not have.');
    expect(dialog.textContent).toContain('Open the same conversation at one of your locations');
  });

  it('says why a refused link was not opened', async () => {
    const fake = createFakeExplorer();
    renderWithExplorer(<App />, fake);
    await screen.findByRole('grid', { name: 'Messages' });
    await waitFor(() => expect(fake.linksListening()).toBe(true));
    act(() => void fake.openLink('file:///etc/passwd'));
    const refused = await screen.findByRole('alertdialog', { name: 'Link not opened' });
    expect(refused.textContent).toContain('This link was not opened: it is not an SMS Explorer link');
    await userEvent.click(within(refused).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Copy link puts the line for the ticket and the link on the clipboard, and says so', async () => {
    const fake = createFakeExplorer();
    renderWithExplorer(<App />, fake);
    await screen.findByRole('grid', { name: 'Messages' });
    const toolbar = screen.getByRole('toolbar', { name: 'Results' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(fake.clipboard.text()).toMatch(
        /^All messages · until .* UTC, at Downtown \(Demo\)\nsms-explorer:\/\/search\?v=1&connection=demo&location=loc-downtown&/,
      ),
    );
    expect(await screen.findByText(/^Copied a link and the line for the ticket/)).toBeTruthy();
  });

  it('turned off in the top bar: a link is not applied and the line says where to turn links on; Copy link still works; on again, links open', async () => {
    const fake = createFakeExplorer();
    renderWithExplorer(<App />, fake);
    await screen.findByRole('grid', { name: 'Messages' });
    await waitFor(() => expect(fake.linksListening()).toBe(true));
    const setting = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Open sms-explorer:// links' });
    await waitFor(() => expect(setting.checked && !setting.disabled).toBe(true));
    await userEvent.click(setting);
    await waitFor(() => expect(!setting.checked && !setting.disabled).toBe(true));
    expect(await fake.api.getLinkSetting({})).toEqual({ ok: true, value: { openLinks: false } });

    const searches = fake.searches().length;
    act(() => void fake.openLink(failedLink));
    const refused = await screen.findByRole('alertdialog', { name: 'Link not opened' });
    expect(refused.textContent).toContain(
      'This link was not opened: links are turned off on this computer. To open links, tick “Open sms-explorer:// links” in the top bar',
    );
    expect(fake.searches()).toHaveLength(searches);
    await userEvent.click(within(refused).getByRole('button', { name: 'OK' }));

    await userEvent.click(within(screen.getByRole('toolbar', { name: 'Results' })).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(fake.clipboard.text()).toMatch(/\nsms-explorer:\/\/search\?v=1&/));

    await userEvent.click(setting);
    await waitFor(() => expect(setting.checked && !setting.disabled).toBe(true));
    act(() => void fake.openLink(failedLink));
    await waitFor(() => expect(fake.searches().at(-1)?.body).toMatchObject({ [SEARCH_FILTERS.status.field]: 'FAILED' }));
  });
});
