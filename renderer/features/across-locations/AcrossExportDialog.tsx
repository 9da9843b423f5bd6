import type { ExportOutcome } from '../../../common/ipc/contract';
import { LEADING_COLUMNS, LOCATION_COLUMNS } from '../../../common/records/located-row';
import { ExportDialog } from '../export/ExportDialog';
import { buildHeldRowsRequest } from '../export/export-request';
import { formatWhole } from '../../ui/whole-number';
import type { AcrossWorkspace } from './use-across-workspace';

interface AcrossExportDialogProps {
  ws: AcrossWorkspace;
  onExported: (outcome: ExportOutcome) => void;
  onClose: () => void;
}

/**
 * The grid's Export dialog over the rows of every location: the loaded rows as the grid shows them,
 * or every result of each location read again by main, in any format, the location first in each.
 */
export function AcrossExportDialog({ ws, onExported, onClose }: AcrossExportDialogProps) {
  const { connection, locationIds, across, view, time, exportAll } = ws;
  // "sms-all-locations", "sms-3-locations"; the title calls the set "every location", "the 3 chosen locations".
  const fileName = ws.everyLocation ? 'sms-all-locations' : `sms-${locationIds.length}-locations`;
  const where = ws.everyLocation ? 'every location' : `the ${locationIds.length} chosen locations`;
  const submitted = across.submitted ?? { body: {}, pageSize: 0 };
  // The rows as the grid shows them (its sort included).
  const indices = Array.from({ length: view.rowCount }, (_unused, index) => index);
  const flat = indices.map((index) => view.rowAt(index) ?? {});
  const params = {
    connectionId: connection.id,
    baseUrl: connection.baseUrl,
    locationId: locationIds[0] ?? '',
    body: submitted.body,
    pageSize: submitted.pageSize,
  };
  const fromLocations = across.locations.filter((location) => location.rows > 0).length;
  const stopped = across.locations.some((location) => location.error);
  // Main writes the location's two columns (and a list's number) first whatever the grid shows.
  const leading: readonly string[] = across.submitted?.numbers ? LEADING_COLUMNS : LOCATION_COLUMNS;
  const known = view.prefs.orderedColumns.filter((column) => !leading.includes(column));
  return (
    <ExportDialog
      params={params}
      pages={[]}
      pageInView={1}
      columns={view.copyColumns}
      moreOnServer={across.more || stopped}
      displayTimeZone={time.label}
      onExportAll={
        exportAll.running
          ? null
          : (file) =>
              exportAll.startAcross(
                {
                  connectionId: connection.id,
                  locationIds: [...locationIds],
                  body: submitted.body,
                  pageSize: submitted.pageSize,
                  columns: known,
                  ...file,
                  suggestedName: fileName,
                  displayTimeZone: time.label,
                  ...(across.submitted?.numbers && { numbers: across.submitted.numbers }),
                },
                where,
              )
      }
      onExported={onExported}
      onClose={onClose}
      held={{
        flat,
        label: `${formatWhole(flat.length)} ${flat.length === 1 ? 'row' : 'rows'} from ${fromLocations} of ${locationIds.length} locations, the Location and the ${view.copyColumns.length} columns shown in the grid`,
        request: (file) =>
          buildHeldRowsRequest(
            {
              params,
              pages: [],
              rows: indices.map((index) => view.itemAt(index) ?? {}),
              locations: indices.map((index) => view.locationAt(index) ?? ''),
              ...(across.submitted?.numbers && { numbers: indices.map((index) => view.numberAt(index) ?? '') }),
              columns: view.copyColumns,
              suggestedName: `${fileName}-loaded-rows`,
              displayTimeZone: time.label,
            },
            file,
          ),
      }}
      allLabel={`every field of each of the ${locationIds.length} locations, the Location first`}
    />
  );
}
