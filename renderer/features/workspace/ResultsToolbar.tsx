import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { SearchSessionParams } from '../../api/queries';
import { ActivityToggle } from '../activity/ActivityToggle';
import { ColumnChooser } from '../results/ColumnChooser';
import { CopyMenu } from '../results/CopyMenu';
import type { CopyFormat } from '../results/copy-formats';
import { useCopyCurl } from '../results/use-copy-curl';
import type { ColumnLayoutControls } from '../results/use-column-layout';
import { TimeZoneSelect } from '../time-zone/TimeZoneSelect';
import type { TimeDisplay, TimeZoneMode } from '../time-zone/time-display';
import { ToolbarMore } from './ToolbarMore';

interface ResultsToolbarProps {
  params: SearchSessionParams;
  layout: ColumnLayoutControls;
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
  /** Copies a link to this search and a line for the ticket; null while there is none. */
  onCopyLink?: (() => void) | null;
  /** The Follow switch, on a one-location search. */
  follow?: ReactNode;
}

export function ResultsToolbar(props: ResultsToolbarProps) {
  const { time, locationZone, onTimeModeChange } = props;
  const copyCurl = useCopyCurl(props.params);
  // Naming the local zone builds an Intl formatter: done when the zone choices change, not on
  // every render of the workspace (each page, each search).
  const zoneSelect = useMemo(
    () => <TimeZoneSelect display={time} locationZone={locationZone} onChange={onTimeModeChange} />,
    [time, locationZone, onTimeModeChange],
  );
  return (
    <div className="results-toolbar" role="toolbar" aria-label="Results">
      <div className="results-toolbar__start">
        <button
          type="button"
          className="button"
          aria-keyshortcuts="Control+F Meta+F"
          title="Find in the loaded rows (Ctrl/Cmd+F)"
          onClick={props.onFind}
        >
          Find
        </button>
        <CopyMenu selectedCount={props.selectedCount} onCopy={props.onCopy} />
        {zoneSelect}
        <ColumnChooser layout={props.layout} />
        {props.follow}
        {props.activity && (
          <ActivityToggle open={props.activity.open} onToggle={props.activity.toggle} title="Activity chart above the rows (Alt+Shift+A)" />
        )}
      </div>
      <div className="results-toolbar__end">
        <button
          type="button"
          className="button results-toolbar__wide"
          disabled={!props.onCopyLink}
          aria-keyshortcuts="Control+Shift+L Meta+Shift+L"
          title="A link to this search and a line for the ticket (Ctrl/Cmd+Shift+L)"
          onClick={props.onCopyLink ?? undefined}
        >
          Copy link
        </button>
        <button
          type="button"
          className="button results-toolbar__wide"
          disabled={!copyCurl}
          aria-keyshortcuts="Alt+Shift+U"
          onClick={copyCurl ?? undefined}
        >
          Copy as cURL
        </button>
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
          className="button button--icon results-toolbar__wide"
          aria-label="Keyboard shortcuts"
          aria-keyshortcuts="?"
          title="Keyboard shortcuts (?)"
          onClick={props.onShowShortcuts}
        >
          ?
        </button>
        <ToolbarMore
          actions={[
            { label: 'Copy link', shortcut: 'copyLink', run: props.onCopyLink ?? null },
            { label: 'Copy as cURL', shortcut: 'copyCurl', run: copyCurl },
            { label: 'Keyboard shortcuts', shortcut: 'showShortcuts', run: props.onShowShortcuts },
          ]}
        />
      </div>
    </div>
  );
}
