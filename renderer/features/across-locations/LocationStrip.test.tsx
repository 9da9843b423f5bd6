import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExplorerError, LocationProgress } from '../../../common/ipc/contract';
import { PlaceActionsContext } from '../errors/place-actions';
import { LocationStrip } from './LocationStrip';
import type { VerifyRefused } from './use-verify-refused';

const idle = (outcomes: Record<string, string> = {}): VerifyRefused => ({
  verifying: null,
  outcomes: new Map(Object.entries(outcomes)),
  verify: vi.fn(),
});

const stopped = (error: ExplorerError): LocationProgress => ({
  locationId: 'loc-a',
  name: 'Alpha',
  rows: 3,
  pages: 11,
  restarts: 1,
  ended: false,
  error,
});

function renderStrip(error: ExplorerError, others: LocationProgress[] = [], verification = idle()) {
  const onRetry = vi.fn();
  render(
    <PlaceActionsContext value={{ reenterToken: vi.fn(), pickLocation: vi.fn() }}>
      <LocationStrip
        locations={[stopped(error), ...others]}
        names={new Map()}
        reading={false}
        onRetry={onRetry}
        onOpenLocation={vi.fn()}
        onLeaveOut={vi.fn()}
        verification={verification}
      />
    </PlaceActionsContext>,
  );
  return onRetry;
}

describe('a location paused or stopped by its walk', () => {
  it('says why it paused for lack of new rows and lets the user go on there', async () => {
    const onRetry = renderStrip({
      kind: 'server',
      walkStop: 'no_progress',
      message: 'No new row in the last 10 pages: the server sent 10 empty pages, each with a page token for more.',
    });
    expect(screen.getByText('No new rows from the server')).toBeTruthy();
    expect(screen.getByText(/^No new row in the last 10 pages/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep looking in Alpha' }));
    expect(onRetry).toHaveBeenCalledWith('loc-a', undefined);
  });

  it('offers no way to resume a stop the walk made itself', () => {
    renderStrip({ kind: 'server', walkStop: 'server_loop', message: 'Loop.' });
    expect(screen.queryByRole('button', { name: /Keep looking|Retry/ })).toBeNull();
  });
});

describe('a location refused in a search across locations', () => {
  it('offers to open another location or leave it out, not a new token, when the token read the others', () => {
    renderStrip({ kind: 'unauthorized', refused: 'location', message: "This token can't access Alpha." });
    expect(screen.getByRole('button', { name: 'Leave out of this search' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Alpha alone' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Re-enter token' })).toBeNull();
  });

  it('offers a new token when the token itself was refused', () => {
    renderStrip({ kind: 'unauthorized', refused: 'token', message: 'The API token was refused.' });
    expect(screen.getByRole('button', { name: 'Re-enter token' })).toBeTruthy();
  });

  it('offers Verify, naming the location, as the first way out, and tests that location', async () => {
    const verification = idle();
    renderStrip({ kind: 'unauthorized', message: 'Refused (401).' }, [], verification);
    const actions = screen.getByRole('alert').querySelectorAll('button');
    expect(actions[0]?.textContent).toBe('Verify Alpha');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify Alpha' }));
    expect(verification.verify).toHaveBeenCalledWith('loc-a', 'Alpha', undefined);
  });

  it('offers no new token when the token read another location of the search, though main could not tell which was refused', () => {
    const other: LocationProgress = { locationId: 'loc-b', name: 'Beta', rows: 4, pages: 1, restarts: 0, ended: false };
    renderStrip({ kind: 'unauthorized', message: 'Refused (401).' }, [other]);
    expect(screen.queryByRole('button', { name: 'Re-enter token' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify Alpha' })).toBeTruthy();
  });

  it('says what the check answered, and is busy while it runs', () => {
    renderStrip({ kind: 'unauthorized', message: 'Refused (401).' }, [], {
      ...idle({ 'loc-a': 'Checked again: Alpha is still refused.' }),
      verifying: 'loc-a',
    });
    expect(screen.getByText('Checked again: Alpha is still refused.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Verifying Alpha…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the searches of a list of numbers', () => {
  const source = (locationId: string, number: string, extra: Partial<LocationProgress> = {}): LocationProgress => ({
    locationId,
    name: locationId.toUpperCase(),
    number,
    rows: 2,
    pages: 1,
    restarts: 0,
    ended: true,
    ...extra,
  });
  const renderList = (locations: LocationProgress[]) => {
    const onRetry = vi.fn();
    render(
      <PlaceActionsContext value={{ reenterToken: vi.fn(), pickLocation: vi.fn() }}>
        <LocationStrip
          locations={locations}
          names={new Map()}
          reading={false}
          onRetry={onRetry}
          onOpenLocation={vi.fn()}
          onLeaveOut={vi.fn()}
          verification={idle()}
        />
      </PlaceActionsContext>,
    );
    return onRetry;
  };

  it('names each number, and its location only when several are searched', () => {
    const refused = { kind: 'unauthorized', message: 'Refused.' } as const;
    renderList([source('a', '+15125550148'), source('a', '+15125550149', { ended: false, error: refused })]);
    expect(screen.getByRole('button', { name: 'Open A alone' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave out of this search' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Progress per number' }).textContent).toMatch(/^\+1 512 555 0148.*\+1 512 555 0149/);
    expect(screen.queryByText(/ at A/)).toBeNull();
  });

  it('retries the one number at its location', async () => {
    const onRetry = renderList([
      source('a', '+15125550148'),
      source('b', '+15125550148', { ended: false, error: { kind: 'server', message: 'Server error (500)', status: 500 } }),
    ]);
    expect(screen.getByText('+1 512 555 0148 at A')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry +1 512 555 0148 at B' }));
    expect(onRetry).toHaveBeenCalledWith('b', '+15125550148');
  });

  it('sums a long list up on one line, a stopped search still whole, until the user asks for all', async () => {
    const numbers = Array.from({ length: 27 }, (_, index) => `+1512555${String(100 + index).padStart(4, '0')}`);
    const failed = { kind: 'server', message: 'Server error (500)', status: 500 } as const;
    renderList(numbers.map((number, index) => source('a', number, index === 5 ? { ended: false, error: failed } : {})));
    const strip = screen.getByRole('list', { name: 'Progress per number' });
    expect(screen.getByText('27 searches: 54 rows · 26 ended · 1 stopped (below)')).toBeTruthy();
    expect(strip.querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Retry +1 512 555 0105' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all 27' }));
    expect(strip.querySelectorAll('li')).toHaveLength(27);
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
  });
});
