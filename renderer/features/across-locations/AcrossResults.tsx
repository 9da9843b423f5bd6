import { useMemo, useRef, useState } from 'react';
import type { ExportOutcome } from '../../../common/ipc/contract';
import { ExportNotice } from '../export/ExportNotice';
import { useElementWidth } from '../../ui/layout/use-element-width';
import type { GridControl } from '../results/ResultsGrid';
import { initialDraft } from '../search/search-draft';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { GridPane } from '../workspace/GridPane';
import { GridRowMenu } from '../workspace/GridRowMenu';
import { ResultsToolbar } from '../workspace/ResultsToolbar';
import { SidePanel } from '../workspace/SidePanel';
import { ThreadExport } from '../workspace/ThreadExport';
import { useGridPanels } from '../workspace/use-grid-panels';
import { AcrossExportDialog } from './AcrossExportDialog';
import { AcrossFooter } from './AcrossFooter';
import type { AcrossWorkspace } from './use-across-workspace';
import '../workspace/workspace.css';

/**
 * The rows of every location in the workspace's panes, the Location column first: the same toolbar,
 * grid, selection, copy, row menu, details, conversation (at the row's location), find and export.
 */
export function AcrossResults({ ws }: { ws: AcrossWorkspace }) {
  const { connection, locationIds, across, view, nameOf, time, exportAll, links, numberCount } = ws;
  const gridRef = useRef<HTMLDivElement>(null);
  const gridControl = useRef<GridControl>(null);
  // The grid's visible width: the pane's, less its border and a vertical scrollbar.
  const pane = useRef<HTMLDivElement>(null);
  const room = useElementWidth(pane, 0) - GRID_CHROME_PX;
  const { widthsFor } = view;
  const widthOf = useMemo(() => widthsFor(room), [widthsFor, room]);
  const [exportOpen, setExportOpen] = useState(false);
  const [exported, setExported] = useState<ExportOutcome | null>(null);
  const panels = useGridPanels({
    connection,
    locationId: null,
    place: `${connection.id}|${locationIds.join(',')}`,
    pageSize: initialDraft.pageSize,
    rows: view,
    readContext: ws.context,
    gridRef,
    selection: view.selection,
    time,
    links,
    searchServer: ws.searchText,
  });
  const { find, copy } = panels;

  useShortcuts({ ...panels.shortcuts, exportCsv: view.rowCount > 0 ? () => setExportOpen(true) : null });

  return (
    <>
      <ResultsToolbar
        label="Results from all locations"
        layout={view.prefs}
        canExport={view.rowCount > 0}
        onExport={() => setExportOpen(true)}
        onFind={find.show}
        selectedCount={view.selection.rows.size}
        onCopy={(format) => void copy.copySelected(format)}
        onCopyLink={links.copySearchLink}
        copyLinkTitle="A link to this search of every location and number in it, and a line for the ticket"
        time={time}
        locationZone={undefined}
        onTimeModeChange={ws.setTimeMode}
        activity={{
          ...ws.activity,
          title: `Activity chart of these results, stacked by ${numberCount === undefined ? 'location' : 'number'} (Alt+Shift+A)`,
        }}
        // The view has no status bar at the window's bottom.
        toastSlot
      />
      {exported && <ExportNotice outcome={exported} onDismiss={() => setExported(null)} />}
      <div className="results across__results">
        <GridPane
          panels={panels}
          view={view}
          feed={{
            moreToLoad: across.more,
            onReachEnd: () => {
              if (across.more && !view.sort) across.loadMore();
            },
            onReachStart: noop,
            onTopRowChange: noop,
            markOf: view.markOf,
            fetchGeneration: `${across.query.dataUpdatedAt}|${across.query.isFetching}`,
          }}
          gridKey={view.gridKey}
          gridRef={gridRef}
          gridControl={gridControl}
          selection={view.selection}
          onSelectionChange={view.select}
          time={time}
          widthOf={widthOf}
          label="Messages across locations"
          paneRef={pane}
          footer={<AcrossFooter across={across} locationCount={locationIds.length} numberCount={numberCount} nameOf={nameOf} />}
        />
        <SidePanel
          panels={panels}
          connection={connection}
          time={time}
          nameOf={nameOf}
          onFollowNumber={ws.followNumber}
          onOpenLocation={ws.onOpenLocation}
        />
        <GridRowMenu panels={panels} rows={view} links={links} onFollowNumber={ws.followNumber} gridRef={gridRef} />
      </div>
      <ThreadExport panels={panels} nameOf={nameOf} time={time} exportAll={exportAll} onExported={setExported} />
      {exportOpen && <AcrossExportDialog ws={ws} onExported={setExported} onClose={() => setExportOpen(false)} />}
    </>
  );
}

const noop = () => undefined;
/** The grid's border and a vertical scrollbar, inside the pane that holds it. */
const GRID_CHROME_PX = 20;
