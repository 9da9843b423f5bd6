import type { ConnectionView, ParsedInput, RecordedSearch } from '../../common/ipc/contract';
import type { ConnectionsService } from '../connections/connections-service';
import type { ColumnLayouts } from '../storage/column-layouts';
import type { SearchHistoryService } from '../storage/search-history';

export interface StoredPerPlaceDeps {
  connections: Pick<ConnectionsService, 'checkConnection' | 'checkLocation' | 'remove' | 'removeLocation'>;
  layouts: Pick<ColumnLayouts, 'save' | 'forgetConnection'>;
  searchHistory: Pick<SearchHistoryService, 'record' | 'forget'>;
}

/**
 * What main keeps per connection × location (column layouts, searches) follows the places there
 * are: it is kept only for a location (or, for the search across locations, a connection) that
 * exists, so the settings file never collects entries for typos and stays bounded, and it goes
 * with its connection or location.
 */
export function createStoredPerPlace({ connections, layouts, searchHistory }: StoredPerPlaceDeps) {
  return {
    async saveColumnLayout({ connectionId, locationId, layout }: ParsedInput<'saveColumnLayout'>): Promise<null> {
      await (locationId === null ? connections.checkConnection(connectionId) : connections.checkLocation(connectionId, locationId));
      layouts.save(connectionId, locationId, layout);
      return null;
    },
    async recordSearch({ connectionId, locationId, draft }: ParsedInput<'recordSearch'>): Promise<RecordedSearch> {
      await connections.checkLocation(connectionId, locationId);
      return searchHistory.record(connectionId, locationId, draft);
    },
    async deleteConnection(connectionId: string): Promise<null> {
      await connections.remove(connectionId);
      layouts.forgetConnection(connectionId);
      searchHistory.forget(connectionId);
      return null;
    },
    /** The location's searches go with it; its column layout stays until its connection goes. */
    async removeLocation(input: ParsedInput<'removeLocation'>): Promise<ConnectionView> {
      const connection = await connections.removeLocation(input);
      searchHistory.forget(input.connectionId, input.locationId);
      return connection;
    },
  };
}
