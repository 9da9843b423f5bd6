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
import { useToastSlot } from '../../ui/toast/toast-context';
import { ToolbarMore } from './ToolbarMore';

/** What only a one-location search has in its toolbar: its request as cURL, a job over every page, Follow, the shortcuts. */
export interface OneSearchTools {
  params: SearchSessionParams;
  /** Opens the Export dialog on "all results"; null when that cannot start now. */
  onExportAll: (() => void) | null;
  /** Why "Export all results…" is unavailable, when it is. */
  exportAllUnavailable: string | null;
  onShowShortcuts: () => void;
  /** The Follow switch. */
  follow: ReactNode;
}

interface ResultsToolbarProps {
  /** The toolbar's name: "Results", or what the rows are of ("Results from all locations"). */
  label: string;
  layout: ColumnLayoutControls;
  canExport: boolean;
  onExport: () => void;
  onFind: () => void;
  selectedCount: number;
  onCopy: (format: CopyFormat) => void;
  time: TimeDisplay;
  locationZone: string | undefined;
  onTimeModeChange: (mode: TimeZoneMode) => void;
  /** The activity chart's fold, when there are results to chart: folded, it takes no room above the rows. */
  activity?: { open: boolean; toggle: () => void; title: string } | undefined;
  /** Copies a link to this search and a line for the ticket; null while there is none. */
  onCopyLink: (() => void) | null;
  /** What Copy link's tooltip says the link holds. */
  copyLinkTitle: string;
  /** A one-location search's own tools; without them the toolbar needs no More menu. */
  oneSearch?: OneSearchTools | undefined;
  /** A view with no status bar says "Copied" here, between the controls, over no row. */
  toastSlot?: boolean;
}

/** The grid's controls, whichever session gave the rows: find, copy, times, columns, the chart, link, export. */
export function ResultsToolbar(props: ResultsToolbarProps) {
  const { time, locationZone, onTimeModeChange, oneSearch } = props;
  const copyCurl = useCopyCurl(oneSearch?.params ?? null);
  const toastSlot = useToastSlot();
  // Naming the local zone builds an Intl formatter: done when the zone choices change, not on
  // every render of the workspace (each page, each search).
  const zoneSelect = useMemo(
    () => <TimeZoneSelect display={time} locationZone={locationZone} onChange={onTimeModeChange} />,
    [time, locationZone, onTimeModeChange],
  );
  // Only a toolbar with a More menu may hide Copy link on a narrow window: the menu holds it there.
  const wide = oneSearch ? 'button results-toolbar__wide' : 'button';
  return (
    <div className="results-toolbar" role="toolbar" aria-label={props.label}>
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
        {oneSearch?.follow}
        {props.activity && <ActivityToggle open={props.activity.open} onToggle={props.activity.toggle} title={props.activity.title} />}
      </div>
      {props.toastSlot && <div ref={toastSlot} className="toast-slot" />}
      <div className="results-toolbar__end">
        <button
          type="button"
          className={wide}
          disabled={!props.onCopyLink}
          aria-keyshortcuts="Control+Shift+L Meta+Shift+L"
          title={`${props.copyLinkTitle} (Ctrl/Cmd+Shift+L)`}
          onClick={props.onCopyLink ?? undefined}
        >
          Copy link
        </button>
        {oneSearch && (
          <button type="button" className={wide} disabled={!copyCurl} aria-keyshortcuts="Alt+Shift+U" onClick={copyCurl ?? undefined}>
            Copy as cURL
          </button>
        )}
        <button type="button" className="button" disabled={!props.canExport} aria-keyshortcuts="Control+E Meta+E" onClick={props.onExport}>
          Export…
        </button>
        {oneSearch && <OneSearchEnd tools={oneSearch} copyLink={props.onCopyLink} copyCurl={copyCurl} />}
      </div>
    </div>
  );
}

/** Export all results, the shortcuts, and the More menu that holds what a narrow window hides. */
function OneSearchEnd({
  tools,
  copyLink,
  copyCurl,
}: {
  tools: OneSearchTools;
  copyLink: (() => void) | null;
  copyCurl: (() => void) | null;
}) {
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={!tools.onExportAll}
        aria-keyshortcuts="Control+Shift+E Meta+Shift+E"
        title={tools.exportAllUnavailable ?? 'Every page of this search to one CSV file'}
        onClick={tools.onExportAll ?? undefined}
      >
        Export all results…
      </button>
      <button
        type="button"
        className="button button--icon results-toolbar__wide"
        aria-label="Keyboard shortcuts"
        aria-keyshortcuts="?"
        title="Keyboard shortcuts (?)"
        onClick={tools.onShowShortcuts}
      >
        ?
      </button>
      <ToolbarMore
        actions={[
          { label: 'Copy link', shortcut: 'copyLink', run: copyLink },
          { label: 'Copy as cURL', shortcut: 'copyCurl', run: copyCurl },
          { label: 'Keyboard shortcuts', shortcut: 'showShortcuts', run: tools.onShowShortcuts },
        ]}
      />
    </>
  );
}
