import type { ExportAllOutcome, ExportOutcome, ParsedInput } from '../../common/ipc/contract';
import { fail } from '../../common/errors/failure';
import type { ConnectionsService } from '../connections/connections-service';
import { clientContext, requestTarget } from '../connections/request-target';
import { assertPageSizeAllowed } from '../connections/page-size-limit';
import type { ExportJobs } from '../jobs/export-jobs';
import type { RowExporter } from '../export/export-rows';

export interface ExportsDeps {
  appVersion: string;
  connections: Pick<ConnectionsService, 'getState' | 'credentials'>;
  exporter: RowExporter;
  exportJobs: Pick<ExportJobs, 'exportAll'>;
  showItemInFolder: (path: string) => void;
}

/** CSV exports: the rows the grid holds, every page of a search, and showing an exported file. */
export function createExports({ appVersion, connections, exporter, exportJobs, showItemInFolder }: ExportsDeps) {
  return {
    async exportRows(input: ParsedInput<'exportRows'>): Promise<ExportOutcome | null> {
      // Names only, for the manifest: the rows are the renderer's, so no token is read.
      const state = await connections.getState(appVersion);
      const connection = state.connections.find((c) => c.id === input.connectionId);
      if (!connection) fail('not_found', 'That connection no longer exists. Pick another one and export again.');
      return exporter.exportRows(input, {
        connectionLabel: connection.label,
        locationName: connection.locations.find((l) => l.id === input.locationId)?.name,
        ...(input.locations && { locationNames: new Map(connection.locations.map((l) => [l.id, l.name ?? ''])) }),
      });
    },
    async exportAll(input: ParsedInput<'exportAll'>): Promise<ExportAllOutcome | null> {
      // The token is read before the save dialog, so a connection that cannot export says so
      // before the user picks a file.
      const target = await requestTarget(connections, input.connectionId, input.locationId);
      assertPageSizeAllowed(target.connection, input.pageSize);
      return exportJobs.exportAll(input, clientContext(target));
    },
    async showInFolder(path: string): Promise<null> {
      if (!exporter.isExportedPath(path)) fail('not_found', 'Only files exported in this session can be shown in their folder.');
      showItemInFolder(path);
      return null;
    },
  };
}
