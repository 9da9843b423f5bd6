import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExplorerError } from '../../common/ipc/contract';
import { App } from './App';
import { createFakeExplorer } from '../test/fake-explorer';
import { renderWithExplorer } from '../test/render';

/** A fresh error object per failure, as each answer through IPC is. */
const failing = (count: number, error: ExplorerError) => {
  const fake = createFakeExplorer({ messagesPerLocation: 2 });
  for (let index = 0; index < count; index++) fake.failSearch({ ...error });
  return fake;
};

describe('a server’s wait in the grid goes through the one clamp', () => {
  it('on Retry-After 0 resumes after a floor that grows, and after three resumes asks instead of looping', async () => {
    const fake = failing(10, { kind: 'server', status: 503, message: 'The server is busy.', retryAfterMs: 0, attempts: 4 });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);

    // The first countdown starts at the floor, not at 0 (which resumed on mount, for ever).
    expect(await screen.findByText('Resuming in 1 s…')).toBeTruthy();
    const stop = await screen.findByText(
      'The server asked to wait again after 3 automatic retries; stopped. Retry when you choose.',
      {},
      { timeout: 20_000 },
    );
    // The first look and three automatic resumes (1 s, 2 s, 4 s): then nothing by itself.
    expect(fake.searches()).toHaveLength(4);
    const panel = stop.closest('[role="alert"]') as HTMLElement;
    expect(within(panel).queryByText(/Resuming in/)).toBeNull();

    // Retry is the user's: it asks at once, and the next wait is a first one again.
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Resuming in 1 s…')).toBeTruthy();
    expect(fake.searches()).toHaveLength(5);
  }, 30_000);

  it('stops at a Retry-After of 3,000,000 s and says so in words, with Retry, instead of counting down or firing', async () => {
    const fake = failing(1, { kind: 'rate_limited', status: 429, message: 'Too many requests.', retryAfterMs: 3_000_000_000 });
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);

    const stop = await screen.findByText('The server asked to wait 34 days; stopped. Retry when you choose.');
    const panel = stop.closest('[role="alert"]') as HTMLElement;
    expect(within(panel).queryByText(/Resuming in/)).toBeNull();
    expect(fake.searches()).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Message 1 for loc-downtown')).toBeTruthy();
    expect(fake.searches()).toHaveLength(2);
  });
});
