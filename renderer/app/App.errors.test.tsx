import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';
import { createFakeExplorer } from '../test/fake-explorer';
import { renderWithExplorer } from '../test/render';

const withToken = (input: { pageToken?: string }) => Boolean(input.pageToken);
const expired = { kind: 'page_token_expired' as const, message: 'The page token expired.' };
const endOfResults = () => screen.findByText('End of results', { selector: '.grid__loader' });

describe('errors and their next steps', () => {
  it('restarts from the first page when the server rejects a page token, keeping the rows shown and quoting the server', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 7 });
    fake.failSearch(
      { kind: 'invalid_request', status: 400, serverMessage: 'Invalid page token', message: 'The API rejected the request (HTTP 400).' },
      withToken,
    );
    renderWithExplorer(<App />, fake);

    const notice = await screen.findByText(
      /^The server's page links expired; the results were reloaded from the start — nothing is shown twice\./,
    );
    // The server's own words, one click away.
    expect(within(notice).getByText('What the server said')).toBeTruthy();
    expect(within(notice).getByText('HTTP 400: “Invalid page token”')).toBeTruthy();
    await endOfResults();
    // page 1, page 2 (rejected; main's probe answered with page 1 again), then pages 2 and 3 of the new walk.
    expect(fake.searches().map((search) => Boolean(search.pageToken))).toEqual([false, true, true, true]);
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe(String(7 + 1));
    expect(screen.getAllByText('Message 1 for loc-downtown')).toHaveLength(1);
  }, 20_000);

  it('stops after three restarts in a row, keeps the rows, and offers to start again', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 7 });
    for (let count = 0; count < 4; count++) fake.failSearch(expired, withToken);
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);

    // Five requests and four restarts before the stop: generous on a loaded machine.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The page token was rejected again');
    expect(alert.textContent).toContain('3 times');
    expect(screen.getByText('Message 1 for loc-downtown')).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Start again from the first page' }));
    await endOfResults();
    expect(fake.searches().at(-3)).not.toHaveProperty('pageToken');
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe(String(7 + 1));
  }, 20_000);

  it('explains a 401 with both next steps', async () => {
    const fake = createFakeExplorer();
    const message =
      'The API refused “Demo” for location loc-downtown (401): the token may be invalid or revoked, or it may not have access to this location.';
    fake.failSearch({ kind: 'unauthorized', status: 401, message });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('button', { name: 'Pick another location' })).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Pick another location' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Location'));

    await user.click(within(alert).getByRole('button', { name: 'Re-enter token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connection “Demo”' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('API token'));
    expect((within(dialog).getByLabelText('API token') as HTMLInputElement).type).toBe('password');
  });

  it('keeps loaded rows and offers Retry when a later page fails after main’s retries', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 7 });
    fake.failSearch({ kind: 'network', message: 'Cannot reach 127.0.0.1:4010.', attempts: 4 }, withToken);
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Cannot reach 127.0.0.1:4010. (4 attempts)');
    expect(screen.getByText('Message 3 for loc-downtown')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry this page' }));
    await endOfResults();
    expect(screen.getByText('Message 7 for loc-downtown')).toBeTruthy();
  });

  it('counts down a rate limit main gave up waiting for, then fetches again on its own', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 2 });
    fake.failSearch({ kind: 'rate_limited', status: 429, message: 'Too many requests.', retryAfterMs: 1000 });
    renderWithExplorer(<App />, fake);

    expect(await screen.findByText('Resuming in 1 s…')).toBeTruthy();
    expect(await screen.findByText('Message 1 for loc-downtown')).toBeTruthy();
    expect(fake.searches()).toHaveLength(2);
  });

  it('counts down a 503 whose Retry-After outlasted main’s retries, then fetches again on its own', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 2 });
    fake.failSearch({ kind: 'server', status: 503, message: 'The server is busy.', retryAfterMs: 1000, attempts: 4 });
    renderWithExplorer(<App />, fake);

    expect(await screen.findByText('Resuming in 1 s…')).toBeTruthy();
    expect(await screen.findByText('Message 1 for loc-downtown')).toBeTruthy();
    expect(fake.searches()).toHaveLength(2);
  });

  it('offers no Retry for a redirect, which would only be answered the same way', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 2 });
    fake.failSearch({
      kind: 'server',
      status: 308,
      message: 'The server redirected the search to https://elsewhere.test (HTTP 308). Change the base URL.',
    });
    renderWithExplorer(<App />, fake);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server redirected the request (308)');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(alert).getByRole('button', { name: 'Open connection settings' })).toBeTruthy();
  });

  it('shows main’s retry notices and cancels the request in flight', async () => {
    const fake = createFakeExplorer();
    fake.holdSearches();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await waitFor(() => expect(fake.searches()).toHaveLength(1));
    const requestId = fake.searches()[0]!.requestId;

    fake.emitRetry({ requestId, attempt: 1, delayMs: 2000, error: { kind: 'server', status: 503, message: 'Busy.' } });
    expect(await screen.findByText('Server busy (503) — retrying in 2 s (attempt 1)')).toBeTruthy();
    fake.emitRetry({ requestId: 'someone-else', attempt: 3, delayMs: 9000, error: { kind: 'server', status: 503, message: 'Busy.' } });
    expect(screen.queryByText(/attempt 3/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(fake.calls.cancelRequest).toEqual([{ requestId }]));
    expect(await screen.findByText('Search cancelled. Press Search to run it again.')).toBeTruthy();
    expect(screen.queryByText(/retrying in/)).toBeNull();
  });
});
