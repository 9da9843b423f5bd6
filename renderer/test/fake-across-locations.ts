import type { ExplorerApi, OperationInput, OperationName, Result } from '../../common/ipc/contract';
import { createLocatedCounter } from '../../common/activity/located-counter';

/**
 * Searches across locations in memory: screens with each location's generated messages in turn
 * (`screenRows` of each per screen; all of them in one screen by default), not merged (these fake
 * rows carry no time order to merge by), then the end.
 */
export function createFakeAcrossLocations(
  record: <K extends OperationName>(name: K, input: OperationInput<K>) => void,
  messagesOf: (locationId: string) => Record<string, unknown>[],
  screenRows = Infinity,
) {
  const ok = <T>(value: T): Promise<Result<T>> => Promise.resolve({ ok: true, value });
  const rowsOf = (locationIds: readonly string[]) =>
    locationIds.flatMap((locationId) => messagesOf(locationId).map((item) => ({ locationId, item })));
  const api: Pick<
    ExplorerApi,
    'searchAcrossLocations' | 'retryAcrossLocation' | 'showOthersNow' | 'exportAcrossLocations' | 'countAllAcrossLocations'
  > = {
    searchAcrossLocations: (input) => {
      record('searchAcrossLocations', input);
      const screen = input.cursor === undefined ? 0 : Number(input.cursor.replace('fake:', ''));
      const upTo = (screen + 1) * screenRows;
      const rows = input.locationIds.flatMap((locationId) =>
        messagesOf(locationId)
          .slice(screen * screenRows, upTo)
          .map((item) => ({ locationId, item })),
      );
      const locations = input.locationIds.map((locationId) => {
        const total = messagesOf(locationId).length;
        return { locationId, rows: Math.min(total, upTo), pages: screen + 1, restarts: 0, ended: upTo >= total };
      });
      const more = locations.some((location) => !location.ended);
      return ok({
        rows,
        locations,
        order: { mode: 'turns', reason: 'the fake rows are not in time order' },
        cursor: `fake:${screen + 1}`,
        more,
      });
    },
    exportAcrossLocations: (input) => {
      record('exportAcrossLocations', input);
      const rows = rowsOf(input.locationIds).length;
      return ok({
        status: 'complete',
        path: `/exports/${input.suggestedName}`,
        manifestPath: `/exports/${input.suggestedName}.manifest.json`,
        rows,
        pages: input.locationIds.length,
        columns: ['Location', 'Location name', 'id'],
      });
    },
    countAllAcrossLocations: (input) => {
      record('countAllAcrossLocations', input);
      const counter = createLocatedCounter((locationId) => locationId, {
        locationIds: input.locationIds,
        ...(input.fields && { fields: input.fields }),
      });
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
