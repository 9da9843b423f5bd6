import type { ExportOutcome } from '../../../common/ipc/contract';
import { ConversationExport } from '../conversation/ConversationExport';
import type { ExportAll } from '../export/use-export-all';
import type { TimeDisplay } from '../time-zone/time-display';
import type { GridPanels } from './use-grid-panels';

interface ThreadExportProps {
  panels: GridPanels;
  /** A location's name, for the file's name. */
  nameOf: (locationId: string) => string;
  time: TimeDisplay;
  /** The view's export of every page: the whole conversation goes through it. */
  exportAll: ExportAll;
  onExported: (outcome: ExportOutcome) => void;
}

/** The export dialog of the open conversation, asked for from its panel (while it stays open). */
export function ThreadExport({ panels, nameOf, time, exportAll, onExported }: ThreadExportProps) {
  const { thread, closeThreadExport } = panels;
  if (!thread || !panels.side.conversation) return null;
  return (
    <ConversationExport
      thread={thread}
      locationName={nameOf(thread.params.locationId)}
      displayTimeZone={time.label}
      onExportAll={exportAll.running ? null : exportAll.start}
      onExported={onExported}
      onClose={closeThreadExport}
    />
  );
}
