import { useMemo } from 'react';
import type { SearchSessionParams } from '../../api/queries';
import { ColumnChooser } from '../results/ColumnChooser';
import { CopyCurlButton } from '../results/CopyCurlButton';
import { CopyMenu } from '../results/CopyMenu';
import type { CopyFormat } from '../results/copy-formats';
import { useRoleFields } from '../message-fields/role-fields-context';
import { fieldLabel } from '../results/field-labels';
import type { SortState } from '../results/sort-rows';
import type { ColumnLayoutControls } from '../results/use-column-layout';
import { TimeZoneSelect } from '../time-zone/TimeZoneSelect';
import type { TimeDisplay, TimeZoneMode } from '../time-zone/time-display';

interface ResultsToolbarProps {
  params: SearchSessionParams;
  layout: ColumnLayoutControls;
  sort: SortState | null;
  onClearSort: () => void;
  canExport: boolean;
  onExport: () => void;
  /** Opens the Export dialog on "all results"; null when that cannot start now. */
  onExportAll: (() => void) | null;
  /** Why "Export all results…" is unavailable, when it is. */
  exportAllUnavailable: string | null;
  onFind: () => void;
  selectedCount: number;
  onCopy: (format: CopyFormat) => void;
  time: TimeDisplay;
  locationZone: string | undefined;
  onTimeModeChange: (mode: TimeZoneMode) => void;
  onShowShortcuts: () => void;
  /** The activity chart's fold, when there are results to chart: folded, it takes no room above the rows. */
  activity?: { open: boolean; toggle: () => void } | undefined;
}

export function ResultsToolbar(props: ResultsToolbarProps) {
  const { sort, time, locationZone, onTimeModeChange } = props;
  const fields = useRoleFields();
  // Naming the local zone builds an Intl formatter: done when the zone choices change, not on
  // every render of the workspace (each page, each search).
  const zoneSelect = useMemo(
    () => <TimeZoneSelect display={time} locationZone={locationZone} onChange={onTimeModeChange} />,
    [time, locationZone, onTimeModeChange],
  );
  return (
    <div className="results-toolbar" role="toolbar" aria-label="Results">
      <div className="results-toolbar__start">
        <button type="button" className="button" aria-keyshortcuts="Control+F Meta+F" title="Find in the loaded rows (Ctrl/Cmd+F)" onClick={props.onFind}>
          Find
        </button>
        <CopyMenu selectedCount={props.selectedCount} onCopy={props.onCopy} />
        {zoneSelect}
        <ColumnChooser layout={props.layout} />
        {props.activity && (
          // An icon, so the toolbar still fits 1024 pixels with the longest zone name in Times.
          <button
            type="button"
            className="button button--icon"
            aria-label="Activity"
            aria-pressed={props.activity.open}
            aria-keyshortcuts="Alt+Shift+A"
            title="Activity chart above the rows (Alt+Shift+A)"
            onClick={props.activity.toggle}
          >
            <svg width="16" height="14" viewBox="0 0 16 14" aria-hidden="true" focusable="false">
              <rect x="1" y="8" width="3" height="6" fill="currentColor" />
              <rect x="6.5" y="3" width="3" height="11" fill="currentColor" />
              <rect x="12" y="6" width="3" height="8" fill="currentColor" />
            </svg>
          </button>
        )}
        {sort && (
          <p className="sort-label" role="status">
            Sorted by <strong title={sort.column}>{fieldLabel(sort.column, fields)}</strong> ({sort.direction}) — <em>sorted: loaded rows only</em>
            <button type="button" className="button button--small button--ghost" aria-keyshortcuts="Alt+Shift+S" onClick={props.onClearSort}>
              Clear sort
            </button>
          </p>
        )}
      </div>
      <div className="results-toolbar__end">
        <CopyCurlButton params={props.params} disabled={!props.params.locationId} />
        <button type="button" className="button" disabled={!props.canExport} aria-keyshortcuts="Control+E Meta+E" onClick={props.onExport}>
          Export…
        </button>
        <button
          type="button"
          className="button"
          disabled={!props.onExportAll}
          aria-keyshortcuts="Control+Shift+E Meta+Shift+E"
          title={props.exportAllUnavailable ?? 'Every page of this search to one CSV file'}
          onClick={props.onExportAll ?? undefined}
        >
          Export all results…
        </button>
        <button
          type="button"
          className="button button--icon"
          aria-label="Keyboard shortcuts"
          aria-keyshortcuts="?"
          title="Keyboard shortcuts (?)"
          onClick={props.onShowShortcuts}
        >
          ?
        </button>
      </div>
    </div>
  );
}
