import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import { createFakeExplorer } from '../../test/fake-explorer';
import { generateMessages } from '../../test/fake-data';
import { DEMO_FIELDS } from '../../test/demo-fields';
import { createActivityCounter } from '../../../common/activity/activity-counter';
import { renderWithExplorer } from '../../test/render';

// jsdom has no canvas: the bars are drawn in the browser journeys (e2e/activity-chart.spec.ts).
// Each histogram handed to the plot is kept: a new one rebuilds the whole plot.
const drawn = vi.hoisted((): unknown[] => []);
vi.mock('./UPlotBars', () => ({
  UPlotBars: ({ histogram }: { histogram: unknown }) => {
    drawn.push(histogram);
    return null;
  },
}));

const chart = () => screen.getByRole('region', { name: 'Activity over time' });
/** 300 messages in pages of 50: the first page loads, the rest waits for a scroll or Count all. */
const PAGES_TO_LOAD = { messagesPerLocation: 300, defaultPageSize: 50 };
/** 7 messages in pages of 3: the grid loads them all, and the chart says it counts them all. */
const EVERY_ROW_OF_7 = 'all 7 messages (every row is loaded)';

describe('the activity chart', () => {
  it('says it is drawn from the loaded rows, then from all of them after Count all', async () => {
    const fake = createFakeExplorer(PAGES_TO_LOAD);
    renderWithExplorer(<App />, fake);
    await waitFor(() => expect(within(chart()).getByTestId('activity-source').textContent).toBe('from 50 loaded messages'), {
      timeout: 15_000,
    });

    await userEvent.click(within(chart()).getByRole('button', { name: 'Count all' }));

    await waitFor(() => expect(within(chart()).getByTestId('activity-source').textContent).toBe('all 300 messages'), { timeout: 15_000 });
    expect(fake.calls.countAll?.[0]).toMatchObject({ connectionId: 'demo', locationId: 'loc-downtown', body: {}, pageSize: 0 });
  });

  it('keeps the focus of a keyboard user through Count all: on Cancel while it counts, on Table once complete', async () => {
    const fake = createFakeExplorer(PAGES_TO_LOAD);
    fake.holdCounts();
    const user = userEvent.setup();
    renderWithExplorer(<App />, fake);
    await waitFor(() => expect(screen.getByTestId('activity-source').textContent).toBe('from 50 loaded messages'), { timeout: 15_000 });
    within(chart()).getByRole('button', { name: 'Count all' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(within(chart()).getByRole('button', { name: 'Cancel' })));
    const [countId = ''] = fake.runningCounts();
    const counter = createActivityCounter({ fields: DEMO_FIELDS });
    counter.add(generateMessages('loc-downtown', 7));
    act(() => fake.settleCount(countId, { ok: true, value: { status: 'complete', counts: counter.counts(), pages: 1, restarts: 0 } }));
    await waitFor(() => expect(within(chart()).getByTestId('activity-source').textContent).toBe('all 7 messages'));
    expect(document.activeElement).toBe(within(chart()).getByRole('button', { name: 'Table' }));
  });

  it('shows progress while counting and keeps nothing when cancelled', async () => {
    const fake = createFakeExplorer(PAGES_TO_LOAD);
    fake.holdCounts();
    renderWithExplorer(<App />, fake);
    await waitFor(() => expect(screen.getByTestId('activity-source').textContent).toBe('from 50 loaded messages'), { timeout: 15_000 });
    await userEvent.click(within(chart()).getByRole('button', { name: 'Count all' }));
    const [countId = ''] = fake.runningCounts();
    fake.emitCountProgress(countId, {
      rows: 1234,
      pages: 12,
      retrying: { attempt: 2, delayMs: 3000, error: { kind: 'rate_limited', message: 'slow down' } },
    });
    expect(await within(chart()).findByText(/Counting… 1,234 messages, 12 pages · retrying in 3 s \(attempt 2\)/)).toBeTruthy();

    await userEvent.click(within(chart()).getByRole('button', { name: 'Cancel' }));

    expect(await within(chart()).findByText(/Count cancelled/)).toBeTruthy();
    expect(within(chart()).getByTestId('activity-source').textContent).toBe('from 50 loaded messages');
  });

  it('labels a count cut short by an error as not all of them, with the error', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 300, defaultPageSize: 20 });
    fake.holdCounts();
    renderWithExplorer(<App />, fake);
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'Activity over time' })).findByRole('button', { name: 'Count all' }),
    );
    const [countId = ''] = fake.runningCounts();
    const t = Date.UTC(2024, 0, 31, 12);
    const counts = {
      timeField: 'created_at',
      unitMs: 60_000,
      rows: 50,
      untimed: 1,
      stacks: { status: { series: ['SENT'], units: [[t, 49]] }, direction: { series: ['INBOUND'], units: [[t, 49]] } },
    };
    fake.settleCount(countId, {
      ok: true,
      value: {
        status: 'failed',
        rows: 50,
        pages: 2,
        error: { kind: 'unauthorized', status: 401, message: 'Not authorized (401).' },
        counts,
      },
    });

    await waitFor(() =>
      expect(within(chart()).getByTestId('activity-source').textContent).toBe(
        'from 50 messages counted before Count all stopped — not all of them · 1 without a readable time',
      ),
    );
    expect(within(chart()).getByText(/Count all stopped: Not authorized \(401\)/)).toBeTruthy();
    expect(within(chart()).getByRole('button', { name: 'Count all again' })).toBeTruthy();
  });

  it('says how many counted messages are dated outside the range it draws, and draws the rest', async () => {
    const fake = createFakeExplorer(PAGES_TO_LOAD);
    fake.holdCounts();
    renderWithExplorer(<App />, fake);
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'Activity over time' })).findByRole('button', { name: 'Count all' }),
    );
    const [countId = ''] = fake.runningCounts();
    const t = Date.UTC(2024, 0, 31, 12);
    const counts = {
      timeField: 'created_at',
      unitMs: 60_000,
      rows: 51,
      untimed: 0,
      outside: 2,
      stacks: { status: { series: ['QUEUED'], units: [[t, 49]] }, direction: { series: ['INBOUND'], units: [[t, 49]] } },
    };
    fake.settleCount(countId, { ok: true, value: { status: 'complete', pages: 2, restarts: 0, counts } });

    await waitFor(() =>
      expect(within(chart()).getByTestId('activity-source').textContent).toMatch(
        /^all 51 messages · 2 messages dated outside 1970–20\d\d are not drawn$/,
      ),
    );
    expect(within(chart()).getByText('Queued')).toBeTruthy();
  });

  it('counts every row once all are loaded, offering no Count all, by button or by key', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 7 });
    renderWithExplorer(<App />, fake);
    await waitFor(() => expect(within(chart()).getByTestId('activity-source').textContent).toBe(EVERY_ROW_OF_7), { timeout: 15_000 });
    expect(within(chart()).queryByRole('button', { name: /Count all/ })).toBeNull();
    await userEvent.keyboard('{Alt>}{Shift>}N{/Shift}{/Alt}');
    expect(fake.calls.countAll ?? []).toEqual([]);
  });

  it('starts Count all from the keyboard with Alt+Shift+N, opening a folded chart to show it', async () => {
    const fake = createFakeExplorer(PAGES_TO_LOAD);
    renderWithExplorer(<App />, fake);
    await waitFor(() => expect(within(chart()).getByTestId('activity-source').textContent).toBe('from 50 loaded messages'), {
      timeout: 15_000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Activity' }));
    expect(screen.queryByRole('region', { name: 'Activity over time' })).toBeNull();
    await userEvent.keyboard('{Alt>}{Shift>}N{/Shift}{/Alt}');
    await waitFor(() => expect(within(chart()).getByTestId('activity-source').textContent).toBe('all 300 messages'), { timeout: 15_000 });
    expect(fake.calls.countAll).toHaveLength(1);
  });

  it('draws bars of the size chosen, remembered for the connection', async () => {
    window.localStorage.clear();
    const fake = createFakeExplorer({ messagesPerLocation: 7 });
    const { unmount } = renderWithExplorer(<App />, fake);
    await waitFor(() => expect(within(chart()).getByTestId('activity-source').textContent).toBe(EVERY_ROW_OF_7), { timeout: 15_000 });
    const bars = within(chart()).getByRole('combobox', { name: 'Bars' }) as HTMLSelectElement;
    expect(bars.value).toBe('auto');
    await userEvent.selectOptions(bars, 'Day');
    await waitFor(() => expect((drawn.at(-1) as { size: string }).size).toBe('day'));
    expect(within(chart()).getByText(/bars of 1 day/)).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('sms-explorer.activity-bar-size') ?? '{}')).toEqual({ demo: 'day' });
    unmount();
    renderWithExplorer(<App />, createFakeExplorer({ messagesPerLocation: 7 }));
    await waitFor(() => expect((within(chart()).getByRole('combobox', { name: 'Bars' }) as HTMLSelectElement).value).toBe('day'), {
      timeout: 15_000,
    });
  });

  it('sets the search’s time range from a bar of the table, and Back returns', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 7 });
    renderWithExplorer(<App />, fake);
    await waitFor(() => expect(screen.getByTestId('activity-source').textContent).toBe(EVERY_ROW_OF_7), { timeout: 15_000 });
    await userEvent.click(within(chart()).getByRole('button', { name: 'Table' }));
    const table = within(chart()).getByRole('table');
    const searchButtons = within(table).getAllByRole('button', { name: /^Search this time/ });
    expect(searchButtons).toHaveLength(7);

    await userEvent.click(searchButtons[0]!);

    await waitFor(() =>
      expect(fake.searches().at(-1)?.body).toMatchObject({ created_after: expect.any(String), created_before: expect.any(String) }),
    );
    const body = fake.searches().at(-1)?.body as { created_after: string; created_before: string };
    expect(Date.parse(body.created_before) - Date.parse(body.created_after)).toBe(60_000);
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await waitFor(() => expect(fake.searches().at(-1)?.body).toEqual({}));
  });

  it('folds away from the toolbar, remembered, taking no room, and Alt+Shift+A brings it back', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 7 });
    renderWithExplorer(<App />, fake);
    await screen.findByRole('region', { name: 'Activity over time' });
    const toggle = screen.getByRole('button', { name: 'Activity' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Activity over time' })).toBeNull();
    expect(window.localStorage.getItem('sms-explorer.activity-open')).toBe('false');
    await userEvent.keyboard('{Alt>}{Shift>}A{/Shift}{/Alt}');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('region', { name: 'Activity over time' })).toBeTruthy();
  });

  it('is built again when its bars change, not whenever its width does (a side panel opening)', async () => {
    const resized: (() => void)[] = [];
    let width = 1300;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
    try {
      renderWithExplorer(<App />, createFakeExplorer({ messagesPerLocation: 7 }));
      await waitFor(() => expect(screen.getByTestId('activity-source').textContent).toBe(EVERY_ROW_OF_7), { timeout: 15_000 });
      const wide = drawn.at(-1);
      expect(wide).toBeTruthy();

      width = 900;
      act(() => resized.forEach((callback) => callback()));
      expect(drawn.at(-1)).toBe(wide);

      // Too narrow for the least number of bars: fewer empty bars, so other bars.
      width = 100;
      act(() => resized.forEach((callback) => callback()));
      expect(drawn.at(-1)).not.toBe(wide);
    } finally {
      clientWidth.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
