import type { ReactNode } from 'react';
import { ColumnChooser } from '../results/ColumnChooser';
import { CopyMenu } from '../results/CopyMenu';
import type { CopyFormat } from '../results/copy-formats';
import type { AcrossGridView } from './use-across-grid';
import { useToastSlot } from '../../ui/toast/toast-context';

interface AcrossToolbarProps {
  view: AcrossGridView;
  onFind: () => void;
  onCopy: (format: CopyFormat) => void;
  onExport: () => void;
  /** Copies a link to this search and a line for the ticket; null while there is none. */
  onCopyLink: (() => void) | null;
  /** The view's own controls (times, the chart), on the same line. */
  children: ReactNode;
}

/** The one-location grid's controls over the rows of every location: find, copy, columns, link, export. */
export function AcrossToolbar({ view, onFind, onCopy, onExport, onCopyLink, children }: AcrossToolbarProps) {
  // The view has no status bar at the window's bottom: "Copied" shows between these controls, over no row.
  const toastSlot = useToastSlot();
  return (
    <div className="results-toolbar across__toolbar" role="toolbar" aria-label="Results from all locations">
      <div className="results-toolbar__start">
        <button
          type="button"
          className="button"
          aria-keyshortcuts="Control+F Meta+F"
          title="Find in the loaded rows (Ctrl/Cmd+F)"
          onClick={onFind}
        >
          Find
        </button>
        <CopyMenu selectedCount={view.selection.rows.size} onCopy={onCopy} />
        <ColumnChooser layout={view.prefs} />
        {children}
      </div>
      <div ref={toastSlot} className="toast-slot" />
      <div className="results-toolbar__end">
        <button
          type="button"
          className="button"
          disabled={!onCopyLink}
          aria-keyshortcuts="Control+Shift+L Meta+Shift+L"
          title="A link to this search of every location and number in it, and a line for the ticket (Ctrl/Cmd+Shift+L)"
          onClick={onCopyLink ?? undefined}
        >
          Copy link
        </button>
        <button type="button" className="button" disabled={view.rowCount === 0} aria-keyshortcuts="Control+E Meta+E" onClick={onExport}>
          Export…
        </button>
      </div>
    </div>
  );
}
