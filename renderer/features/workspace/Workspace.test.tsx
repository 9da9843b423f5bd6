import '../../test/setup';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppProviders } from '../../app/AppProviders';
import { demoConnection } from '../../test/fake-data';
import { createFakeExplorer } from '../../test/fake-explorer';
import type { FakeExplorerOptions } from '../../test/fake-explorer';
import { renderWithExplorer } from '../../test/render';
import type { ConversationRequest } from './use-side-panel';
import { Workspace } from './Workspace';

const connection = demoConnection();
const downtown = connection.locations[0]!;
const endOfResults = () => screen.findByText('End of results', { selector: '.grid__loader' });
const conversationPanel = () => screen.queryByRole('complementary', { name: /^Conversation with / });
const detailPanel = () => screen.queryByRole('complementary', { name: 'Message details' });

function workspaceAt(conversationRequest: ConversationRequest | null = null): ReactElement {
  return (
    <Workspace
      connection={connection}
      location={downtown}
      onShowShortcuts={() => undefined}
      onSearchList={() => undefined}
      conversationRequest={conversationRequest}
    />
  );
}

/** The workspace of Downtown once its first search has answered (to the end, unless told). */
async function openWorkspace(options: FakeExplorerOptions = {}, ready: () => Promise<unknown> = endOfResults) {
  const fake = createFakeExplorer(options);
  const user = userEvent.setup();
  const { client, rerender } = renderWithExplorer(workspaceAt(), fake);
  await ready();
  return {
    fake,
    user,
    grid: screen.getByRole('grid', { name: 'Messages' }),
    rerender: (ui: ReactElement) => rerender(<AppProviders client={client}>{ui}</AppProviders>),
  };
}

describe('the workspace of one location', () => {
  it('opens one side panel at a time: the conversation takes the details’ place, and closing it gives the grid the focus back', async () => {
    const { user, grid } = await openWorkspace();
    grid.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(detailPanel()).not.toBeNull();

    await user.keyboard('{Alt>}{Shift>}O{/Shift}{/Alt}');
    expect(await screen.findByRole('complementary', { name: /^Conversation with \+14155551000/ })).toBeTruthy();
    expect(detailPanel()).toBeNull();

    // The same key closes it, and the keyboard is back on the grid.
    await user.keyboard('{Alt>}{Shift>}O{/Shift}{/Alt}');
    expect(conversationPanel()).toBeNull();
    expect(document.activeElement).toBe(grid);
  });

  it('finds in the grid’s loaded rows, or in the open conversation when there is one', async () => {
    const { user, grid } = await openWorkspace();
    grid.focus();
    await user.keyboard('{Control>}f{/Control}');
    expect(screen.getByRole('search', { name: 'Find in loaded rows' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close find' }));

    grid.focus();
    await user.keyboard('{ArrowDown}{Alt>}{Shift>}O{/Shift}{/Alt}');
    const panel = await screen.findByRole('complementary', { name: /^Conversation with / });
    await user.keyboard('{Control>}f{/Control}');
    expect(within(panel).getByLabelText('Find in conversation')).toBeTruthy();
    expect(screen.queryByRole('search', { name: 'Find in loaded rows' })).toBeNull();
  });

  it('leaves Export’s key alone while there is no row, and Export all’s while an export of all results runs', async () => {
    const empty = await openWorkspace({ messagesPerLocation: 0 }, () => screen.findByText(/^No messages/));
    await empty.user.keyboard('{Control>}e{/Control}');
    expect(screen.queryByRole('dialog', { name: 'Export rows' })).toBeNull();
    // All results of a search with no loaded row is still offered: main walks the server's pages.
    await empty.user.keyboard('{Control>}{Shift>}E{/Shift}{/Control}');
    const dialog = screen.getByRole('dialog', { name: 'Export rows' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('All results of this search').checked).toBe(true);

    empty.fake.holdExports();
    await empty.user.click(within(dialog).getByRole('button', { name: 'Export all' }));
    await waitFor(() => expect(empty.fake.runningExports()).toHaveLength(1));
    await empty.user.keyboard('{Control>}{Shift>}E{/Shift}{/Control}');
    expect(screen.queryByRole('dialog', { name: 'Export rows' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export all results…' })).toHaveProperty('disabled', true);
  });

  it('leaves Count all’s key alone when every row is loaded: the chart counts them all already', async () => {
    const { fake, user } = await openWorkspace();
    await user.keyboard('{Alt>}{Shift>}N{/Shift}{/Alt}');
    expect(fake.calls.countAll).toBeUndefined();
  });

  it('counts all from the keyboard: the folded chart opens and the count is asked of main once', async () => {
    // More pages on the server than loaded: there is something to count.
    const { fake, user } = await openWorkspace({ messagesPerLocation: 40 }, () => screen.findByText('Message 1 for loc-downtown'));
    fake.holdCounts();
    if (screen.queryByRole('region', { name: 'Activity over time' })) await user.keyboard('{Alt>}{Shift>}A{/Shift}{/Alt}');
    expect(screen.queryByRole('region', { name: 'Activity over time' })).toBeNull();

    await user.keyboard('{Alt>}{Shift>}N{/Shift}{/Alt}');
    expect(await screen.findByRole('region', { name: 'Activity over time' })).toBeTruthy();
    await waitFor(() => expect(fake.calls.countAll).toHaveLength(1));
    // A count running: the key is left alone, no second count.
    await user.keyboard('{Alt>}{Shift>}N{/Shift}{/Alt}');
    expect(fake.calls.countAll).toHaveLength(1);
  });

  it('opens a conversation asked for from outside once per request: the same request again does not reopen it', async () => {
    const { user, rerender } = await openWorkspace();
    const request = { phoneNumber: '+14155551001', count: 1 };
    rerender(workspaceAt(request));
    expect(await screen.findByRole('complementary', { name: /^Conversation with \+14155551001/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    rerender(workspaceAt({ ...request }));
    expect(conversationPanel()).toBeNull();

    rerender(workspaceAt({ ...request, count: 2 }));
    expect(await screen.findByRole('complementary', { name: /^Conversation with \+14155551001/ })).toBeTruthy();
  });

  it('starts a new search with no row selected from the one before', async () => {
    const { user, grid } = await openWorkspace();
    grid.focus();
    await user.keyboard('{ArrowDown}{Shift>}{ArrowDown}{/Shift}');
    expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await endOfResults();
    await waitFor(() => expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(0));
  });
});
