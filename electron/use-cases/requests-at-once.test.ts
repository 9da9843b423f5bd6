import { describe, expect, it } from 'vitest';
import { DEFAULT_REQUESTS_AT_ONCE } from '../../common/limits/requests-at-once';
import { useAcmeConnection } from '../test/acme-connection';

const LOCATIONS = Object.fromEntries(
  Array.from({ length: 12 }, (_unused, index) => [`loc-${index + 1}`, { name: `Shop ${index + 1}`, messages: 30 }]),
);
const acme = useAcmeConnection(LOCATIONS);

/** Main's transport, counting the searches it has in flight at once (and how many, as each starts). */
function watchedFetch() {
  let inFlight = 0;
  const watch = {
    peak: 0,
    starts: [] as number[],
    fetch: (async (input, init) => {
      inFlight += 1;
      watch.peak = Math.max(watch.peak, inFlight);
      watch.starts.push(inFlight);
      try {
        return await fetch(input, init);
      } finally {
        inFlight -= 1;
      }
    }) as typeof fetch,
  };
  return watch;
}

describe("a connection's requests at once", () => {
  it('reads the first pages of a search across locations at the default, then at the number the user set', async () => {
    const watch = watchedFetch();
    // A server that takes a while, as a real one does: the searches overlap (long enough that a
    // loaded machine still starts the next ones before the first answer).
    const { call, connectionId } = await acme.connect({ latencyMs: 300 }, { fetch: watch.fetch });
    const search = { requestId: 'r1', connectionId, locationIds: acme.ids, body: {}, pageSize: 20 };
    expect((await call('searchAcrossLocations', search)).ok).toBe(true);
    expect(watch.peak).toBe(DEFAULT_REQUESTS_AT_ONCE);

    expect((await call('updateConnection', { connectionId, requestsAtOnce: 2 })).ok).toBe(true);
    watch.peak = 0;
    expect((await call('searchAcrossLocations', { ...search, requestId: 'r2' })).ok).toBe(true);
    expect(watch.peak).toBe(2);
  });

  it('sends fewer at once after the server answers 429, and every location still arrives', async () => {
    const watch = watchedFetch();
    const { call, connectionId } = await acme.connect({ latencyMs: 300 }, { fetch: watch.fetch });
    // The first burst of six is refused (Retry-After 0 s: the test need not wait).
    acme.demo().queueFaults('429', '429', '429', '429', '429', '429');
    const answer = await call('searchAcrossLocations', { requestId: 'r1', connectionId, locationIds: acme.ids, body: {}, pageSize: 20 });
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.value.locations.map((location) => [location.error?.kind, location.pages])).toEqual(acme.ids.map(() => [undefined, 1]));
    expect(acme.demo().requests.filter((request) => request.path.endsWith(':search'))).toHaveLength(12 + 6);
    // The burst ran six at once; what started after it, half as many until some succeeded.
    expect(watch.starts.slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Math.max(...watch.starts.slice(6, 9))).toBeLessThanOrEqual(DEFAULT_REQUESTS_AT_ONCE / 2);
  });
});
