import { describe, expect, it } from 'vitest';
import { useAcmeConnection } from '../test/acme-connection';

const acme = useAcmeConnection({ 'loc-a': { name: 'Alpha', messages: 300 }, 'loc-b': { name: 'Bravo', messages: 300 } });

/**
 * Searches and jobs are named by the window, each kind in its own namespace in main: no id a
 * search can be given, nor a cancel of a search, reaches a running export or count.
 */
describe('request ids by kind', () => {
  it('a search, or its cancel, under the id "count:K" or "K" leaves the running count K alone', async () => {
    const { call, connectionId } = await acme.connect({ latencyMs: 100 });
    const counting = call('countAllAcrossLocations', { countId: 'k1', connectionId, locationIds: acme.ids, body: {}, pageSize: 10 });
    // The count is under way once its first pages were asked for.
    while (acme.demo().requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));

    for (const requestId of ['count:k1', 'k1']) {
      expect(await call('cancelRequest', { requestId })).toEqual({ ok: true, value: { cancelled: false } });
      const searched = await call('searchMessages', { requestId, connectionId, locationId: 'loc-a', body: {}, pageSize: 5 });
      expect(searched.ok).toBe(true);
    }
    expect(await counting).toMatchObject({ ok: true, value: { status: 'complete', counts: { rows: 600 } } });
  }, 30_000);

  it('a search cancels only a search of its id, and a job only by its own kind', async () => {
    const { call, connectionId } = await acme.connect({ latencyMs: 100 });
    const counting = call('countAllAcrossLocations', { countId: 'k2', connectionId, locationIds: acme.ids, body: {}, pageSize: 10 });
    while (acme.demo().requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await call('cancelExport', { exportId: 'k2' })).toEqual({ ok: true, value: { cancelled: false } });
    expect(await call('cancelCountAll', { countId: 'k2' })).toEqual({ ok: true, value: { cancelled: true } });
    expect(await counting).toMatchObject({ ok: true, value: { status: 'cancelled' } });
  }, 30_000);
});
