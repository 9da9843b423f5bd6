import '../test/setup';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_FILTERS } from '../../common/searches/filter-fields';
import { conversationLinkOf, linkUrl, searchLinkOf } from '../../common/searches/search-link';
import { App } from './App';
import { createFakeExplorer } from '../test/fake-explorer';
import { renderWithExplorer } from '../test/render';

const harbor = { connectionId: 'demo', locationId: 'loc-harbor', connectionLabel: 'Demo', locationName: 'Harbor' };
const range = { [SEARCH_FILTERS.createdFrom.field]: '2025-11-24T00:00:00.000Z', [SEARCH_FILTERS.createdTo.field]: '2025-11-25T00:00:00.123Z' };
const failedLink = linkUrl(searchLinkOf(harbor, { [SEARCH_FILTERS.status.field]: 'FAILED', ...range }, new Date()).link);

describe('links to a search', () => {
  it('applies a link that came before the window listened: selects its place and runs exactly its search', async () => {
    const fake = createFakeExplorer();
    fake.openLink(failedLink);
    renderWithExplorer(<App />, fake);
    await waitFor(() => expect(fake.searches().at(-1)).toMatchObject({ locationId: 'loc-harbor', body: { [SEARCH_FILTERS.status.field]: 'FAILED', ...range } }));
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
    expect(dialog.textContent).toContain('This link is for Harbor (Their demo), which this computer does not have.');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Open at').selectedOptions[0]?.textContent).toBe('Harbor (loc-harbor)');
    expect(fake.searches()).toHaveLength(searches);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open here' }));
    await waitFor(() => expect(fake.searches().at(-1)).toMatchObject({ connectionId: 'demo', locationId: 'loc-harbor', body: { [SEARCH_FILTERS.status.field]: 'FAILED' } }));
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
    await waitFor(() => expect(fake.clipboard.text()).toMatch(/^All messages · until .* UTC, at Downtown \(Demo\)\nsms-explorer:\/\/search\?v=1&connection=demo&location=loc-downtown&/));
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
    expect(refused.textContent).toContain('This link was not opened: links are turned off on this computer. To open links, tick “Open sms-explorer:// links” in the top bar');
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
