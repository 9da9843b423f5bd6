import type { ExplorerApi, OperationInput, OperationName, Result } from '../../common/ipc/contract';
import { createLocatedCounter } from '../../common/activity/located-counter';

/**
 * Searches across locations in memory: one screen with each location's generated messages in
 * turn, not merged (these fake rows carry no time order to merge by), then the end.
 */
export function createFakeAcrossLocations(
  record: <K extends OperationName>(name: K, input: OperationInput<K>) => void,
  messagesOf: (locationId: string) => Record<string, unknown>[],
) {
  const ok = <T>(value: T): Promise<Result<T>> => Promise.resolve({ ok: true, value });
  const rowsOf = (locationIds: readonly string[]) =>
    locationIds.flatMap((locationId) => messagesOf(locationId).map((item) => ({ locationId, item })));
  const api: Pick<ExplorerApi, 'searchAcrossLocations' | 'retryAcrossLocation' | 'showOthersNow' | 'exportAcrossLocations' | 'countAllAcrossLocations'> = {
    searchAcrossLocations: (input) => {
      record('searchAcrossLocations', input);
      const rows = rowsOf(input.locationIds);
      const locations = input.locationIds.map((locationId) => ({ locationId, rows: messagesOf(locationId).length, pages: 1, restarts: 0, ended: true }));
      return ok({ rows, locations, order: { mode: 'turns', reason: 'the fake rows are not in time order' }, cursor: 'fake:1', more: false });
    },
    exportAcrossLocations: (input) => {
      record('exportAcrossLocations', input);
      const rows = rowsOf(input.locationIds).length;
      return ok({ status: 'complete', path: `/exports/${input.suggestedName}`, manifestPath: `/exports/${input.suggestedName}.manifest.json`, rows, pages: input.locationIds.length, columns: ['Location', 'Location name', 'id'] });
    },
    countAllAcrossLocations: (input) => {
      record('countAllAcrossLocations', input);
      const counter = createLocatedCounter((locationId) => locationId, { locationIds: input.locationIds });
      counter.add(rowsOf(input.locationIds));
      return ok({ status: 'complete', counts: counter.counts(), pages: input.locationIds.length, restarts: 0 });
    },
    retryAcrossLocation: (input) => {
      record('retryAcrossLocation', input);
      return ok([]);
    },
    showOthersNow: (input) => {
      record('showOthersNow', input);
      return ok(null);
    },
  };
  return api;
}
