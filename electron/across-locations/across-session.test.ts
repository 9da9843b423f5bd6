import { describe, expect, it } from 'vitest';
import type { SearchPage } from '../../common/ipc/contract';
import { createAcrossSession } from './across-session';

const at = (minute: number) => ({ id: `m${minute}`, sent_at: `2025-06-01T10:${String(minute).padStart(2, '0')}:00Z` });

/** Pages per location, each page's rows given by their minute; tokens are the next page's index. */
function fakeServer(pages: Record<string, number[][]>) {
  const asked: string[] = [];
  const fetchPage = async (locationId: string, pageToken: string | undefined): Promise<SearchPage> => {
    const index = pageToken === undefined ? 0 : Number(pageToken);
    asked.push(`${locationId}#${index}`);
    const all = pages[locationId]!;
    return {
      items: all[index]!.map(at),
      nextPageToken: index + 1 < all.length ? String(index + 1) : null,
      previousPageToken: null,
      listMember: 'smsMessages',
      receivedAt: '',
      attempts: 1,
    };
  };
  return { fetchPage, asked };
}

function session(pages: Record<string, number[][]>) {
  const server = fakeServer(pages);
  const across = createAcrossSession({
    locations: Object.keys(pages).map((id) => ({ id })),
    fetchPage: server.fetchPage,
    describeFailure: async () => ({ kind: 'server', message: 'x' }),
    screenRows: 100,
    maxRoundsPerScreen: 50,
  });
  return { across, asked: server.asked };
}

describe('merging locations by time', () => {
  it('reads the next page of a location whose last row is newer than every other head before placing any of them', async () => {
    const { across } = session({ a: [[59, 58], [57, 56]], b: [[30, 20, 10]] });
    const screen = await across.nextScreen(new AbortController().signal);
    expect(screen.rows.map((row) => row.item.id)).toEqual(['m59', 'm58', 'm57', 'm56', 'm30', 'm20', 'm10']);
    expect(screen.order).toEqual({ mode: 'merged', timeField: 'sent_at' });
  });

  it('reads a location\'s next page only once its rows ran out', async () => {
    const { across, asked } = session({ a: [[59, 58], [57, 56]], b: [[30, 20], [10, 5]] });
    const signal = new AbortController().signal;
    const screen = await across.nextScreen(signal);
    expect(screen.rows).toHaveLength(8);
    // b's second page is read only after its first page's rows were placed, below a's.
    expect(asked.indexOf('b#1')).toBeGreaterThan(asked.indexOf('a#1'));
  });

  it('groups by location when a location goes back up in time between pages', async () => {
    const { across } = session({ a: [[50, 40], [45, 30]], b: [[20]] });
    const screen = await across.nextScreen(new AbortController().signal);
    expect(screen.order).toMatchObject({ mode: 'grouped', reason: expect.stringContaining('from one page to the next') });
  });
});
