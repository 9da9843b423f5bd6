import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';
import type { ErrorKind, ExplorerError } from '../../common/ipc/contract';
import { ERROR_KINDS } from '../../common/ipc/explorer-error-schema';
import { ErrorPanel } from '../features/errors/ErrorPanel';
import { PlaceActionsContext } from '../features/errors/place-actions';
import { generateMessages } from '../test/fake-data';
import { createFakeExplorer } from '../test/fake-explorer';
import { renderWithExplorer } from '../test/render';

// Every kind the contract has: a new one gets its panel checked here without a second list.
const ALL_KINDS: readonly ErrorKind[] = ERROR_KINDS;

describe('every error in the results area offers its next step', () => {
  const variants: ExplorerError[] = [
    ...ALL_KINDS.map((kind) => ({ kind, message: `A ${kind} error.` })),
    { kind: 'server', status: 308, message: 'Redirected.' },
    { kind: 'invalid_request', status: 400, field: 'page_size', message: 'page_size too large.' },
    { kind: 'server', walkStop: 'server_loop', message: 'Loop.' },
    { kind: 'server', walkStop: 'page_cap', message: 'Cap.' },
    { kind: 'page_token_expired', walkStop: 'too_many_restarts', message: 'Again.' },
    { kind: 'server', walkStop: 'no_progress', message: 'No new row.' },
  ];

  it.each(
    variants.map((error) => [
      `${error.kind}${error.walkStop ? `/${error.walkStop}` : ''}${error.status ? `/${error.status}` : ''}${error.field ? `/${error.field}` : ''}`,
      error,
    ]),
  )('%s has at least one working button, full size and under loaded rows', async (_name, error) => {
    const handlers = { onRetry: vi.fn(), onRestart: vi.fn() };
    const places = { reenterToken: vi.fn(), pickLocation: vi.fn() };
    const user = userEvent.setup();
    for (const compact of [false, true]) {
      const { unmount } = render(
        <PlaceActionsContext value={places}>
          <ErrorPanel error={error} compact={compact} {...handlers} />
        </PlaceActionsContext>,
      );
      const buttons = within(screen.getByRole('alert')).getAllByRole('button');
      expect(buttons.length).toBeGreaterThan(0);
      for (const button of buttons) await user.click(button);
      unmount();
    }
    const called = [...Object.values(handlers), ...Object.values(places)].reduce((sum, handler) => sum + handler.mock.calls.length, 0);
    // change-page-size moves focus instead of calling a handler.
    if (error.field !== 'page_size') expect(called).toBeGreaterThan(0);
  });

  it('restart and loop stops start again from the first page rather than retrying a page', () => {
    const onRestart = vi.fn();
    const onRetry = vi.fn();
    render(
      <PlaceActionsContext value={{ reenterToken: vi.fn(), pickLocation: vi.fn() }}>
        <ErrorPanel compact error={{ kind: 'server', walkStop: 'server_loop', message: 'Loop.' }} onRetry={onRetry} onRestart={onRestart} />
      </PlaceActionsContext>,
    );
    screen.getByRole('button', { name: 'Start again from the first page' }).click();
    expect(onRestart).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('sends the user to the page size field when the server rejected the page size', async () => {
    const fake = createFakeExplorer();
    fake.failSearch({
      kind: 'invalid_request',
      status: 400,
      field: 'page_size',
      message: 'The API rejected the request (HTTP 400): page_size too large. Change the page size.',
    });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The page size was rejected');
    await user.click(within(alert).getByRole('button', { name: 'Change page size' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Page size'));
  });
});

describe('runaway servers in the grid', () => {
  it('pauses after 10 empty pages in a row, asks, and goes on when told to', async () => {
    const empty = Array.from({ length: 25 }, () => [] as Record<string, unknown>[]);
    const fake = createFakeExplorer({ pagesByLocation: { 'loc-downtown': [...empty, generateMessages('loc-downtown', 3)] } });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);

    // Ten requests before the question: generous on a loaded machine.
    const prompt = await screen.findByText(
      /^No new row in the last 10 pages: the server sent 10 empty pages, each with a page token for more\. Paused here/,
    );
    // Nothing more is fetched on its own while the question is on screen.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.searches()).toHaveLength(10);

    await user.click(within(prompt).getByRole('button', { name: 'Keep looking' }));
    await screen.findByText(/^No new row in the last 20 pages/);
    expect(fake.searches()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Keep looking' }));
    await screen.findByText('End of results', { selector: '.grid__loader' });
    expect(fake.searches()).toHaveLength(26);
    expect(screen.getByText('Message 1 for loc-downtown')).toBeTruthy();
  }, 30_000);

  it('pauses, saying why, when after a restart the server only re-sends rows already shown, each time with a fresh token', async () => {
    const shown = generateMessages('loc-downtown', 3);
    // Every page holds the same rows: after the restart, none of them is new.
    const fake = createFakeExplorer({ pagesByLocation: { 'loc-downtown': Array.from({ length: 2000 }, () => shown) } });
    fake.failSearch(
      { kind: 'page_token_expired', status: 400, serverMessage: 'Invalid page token', message: 'Rejected.' },
      (input) => input.pageToken !== undefined,
    );
    renderWithExplorer(<App />, fake);

    const prompt = await screen.findByText(
      /^No new row in the last 10 pages: the server sent 10 pages of rows already shown, each with a page token for more\./,
    );
    expect(within(prompt).getByRole('button', { name: 'Keep looking' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The first page, the rejected one (answered by the first page again), and ten more.
    expect(fake.searches().length).toBeLessThan(30);
    expect(fake.searches()).toHaveLength(12);
    expect(screen.getByText('Message 1 for loc-downtown')).toBeTruthy();
  }, 30_000);
});
