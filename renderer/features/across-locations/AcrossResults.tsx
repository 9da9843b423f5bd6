import { useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { ConnectionView, ExportOutcome } from '../../../common/ipc/contract';
import { ExportNotice } from '../export/ExportNotice';
import type { ExportAll } from '../export/use-export-all';
import { FindBar } from '../find/FindBar';
import { useElementWidth } from '../../ui/layout/use-element-width';
import { ResultsGrid } from '../results/ResultsGrid';
import type { GridControl } from '../results/ResultsGrid';
import type { CopyLinks } from '../links/use-copy-link';
import type { ReadContext } from '../search/filters';
import { initialDraft } from '../search/search-draft';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import type { TimeDisplay } from '../time-zone/time-display';
import { GridRowMenu } from '../workspace/GridRowMenu';
import { SidePanel } from '../workspace/SidePanel';
import { ThreadExport } from '../workspace/ThreadExport';
import { useGridPanels } from '../workspace/use-grid-panels';
import { AcrossExportDialog } from './AcrossExportDialog';
import { AcrossToolbar } from './AcrossToolbar';
import type { AcrossGridView } from './use-across-grid';
import type { AcrossSearch } from './use-across-search';
import '../workspace/workspace.css';

interface AcrossResultsProps {
  connection: ConnectionView;
  locationIds: readonly string[];
  everyLocation: boolean;
  across: AcrossSearch;
  view: AcrossGridView;
  nameOf: (locationId: string) => string;
  time: TimeDisplay;
  context: ReadContext;
  /** Under the last row: how far each location got. */
  footer: ReactNode;
  /** A new search across the locations for this number. */
  onFollowNumber: (phoneNumber: string) => void;
  /** A new search across the locations for this text (Find's "search the server"). */
  onSearchText: (text: string) => void;
  onOpenLocation: (locationId: string) => void;
  /** Kept by the view: an export goes on while a new search replaces these rows. */
  exportAll: ExportAll;
  /** The view's controls shown in the grid's toolbar (times, the chart). */
  viewControls: ReactNode;
  /** Copy link: to the search, or to a conversation at a row's location. */
  links: CopyLinks;
}

/**
 * The rows of every location in the one grid of the app, the Location column first: the same
 * selection, copy, row menu, details, conversation (at the row's location), layout, find and export.
 */
export function AcrossResults(props: AcrossResultsProps) {
  const { connection, locationIds, across, view, nameOf, time, exportAll, links } = props;
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
    readContext: props.context,
    gridRef,
    selection: view.selection,
    time,
    links,
    searchServer: props.onSearchText,
  });
  const { find, copy, rowMenu } = panels;

  useShortcuts({ ...panels.shortcuts, exportCsv: view.rowCount > 0 ? () => setExportOpen(true) : null });

  return (
    <>
      <AcrossToolbar
        view={view}
        onFind={find.show}
        onCopy={(format) => void copy.copySelected(format)}
        onExport={() => setExportOpen(true)}
        onCopyLink={links.copySearchLink}
      >
        {props.viewControls}
      </AcrossToolbar>
      {exported && <ExportNotice outcome={exported} onDismiss={() => setExported(null)} />}
      <div className="results across__results">
        <div ref={pane} className="results__main" onContextMenu={rowMenu.onContextMenu}>
          {find.find.open && (
            <FindBar
              find={find.find}
              moreToLoad={across.more}
              onReveal={(match) => gridControl.current?.reveal(match.row, match.column)}
              onClosed={() => gridRef.current?.focus()}
              focusRequest={find.gridRequest}
              onSearchAll={find.searchAll}
            />
          )}
          <ResultsGrid
            label="Messages across locations"
            resetKey={view.gridKey}
            gridRef={gridRef}
            controlRef={gridControl}
            rowCount={view.rowCount}
            rowAt={view.rowAt}
            rowOffset={0}
            columns={view.visibleColumns}
            widthOf={widthOf}
            onResize={view.prefs.setWidth}
            sort={view.sort}
            onSort={view.sortBy}
            onOpen={view.open}
            onReachEnd={() => {
              if (across.more && !view.sort) across.loadMore();
            }}
            onReachStart={noop}
            onTopRowChange={noop}
            fetchGeneration={`${across.query.dataUpdatedAt}|${across.query.isFetching}`}
            footer={props.footer}
            selection={view.selection}
            onSelectionChange={view.select}
            onCopy={() => void copy.copySelected('tsv')}
            time={time}
            timeColumns={view.timeColumns}
            roles={view.roles}
            needle={find.find.needle}
            currentMatch={find.find.currentMatch}
            markOf={view.markOf}
          />
        </div>
        <SidePanel
          panels={panels}
          connection={connection}
          time={time}
          nameOf={nameOf}
          onFollowNumber={props.onFollowNumber}
          onOpenLocation={props.onOpenLocation}
        />
        <GridRowMenu panels={panels} rows={view} links={links} onFollowNumber={props.onFollowNumber} gridRef={gridRef} />
      </div>
      <ThreadExport panels={panels} nameOf={nameOf} time={time} exportAll={exportAll} onExported={setExported} />
      {exportOpen && (
        <AcrossExportDialog
          connection={connection}
          locationIds={locationIds}
          across={across}
          view={view}
          time={time}
          fileName={props.everyLocation ? 'sms-all-locations' : `sms-${locationIds.length}-locations`}
          where={props.everyLocation ? 'every location' : `the ${locationIds.length} chosen locations`}
          exportAll={exportAll}
          onExported={setExported}
          onClose={() => setExportOpen(false)}
        />
      )}
    </>
  );
}

const noop = () => undefined;
/** The grid's border and a vertical scrollbar, inside the pane that holds it. */
const GRID_CHROME_PX = 20;
