import { useMemo } from 'react';
import { flattenRecord, inferColumns } from '../../../common/records/flatten';
import type { ExportOutcome } from '../../../common/ipc/contract';
import type { StreamedExportFileFields } from '../export/export-file-choice';
import { buildHeldRowsRequest, conversationFileName } from '../export/export-request';
import { defaultColumnOrder } from '../results/column-order';
import { cellRolesOf, defaultHiddenColumns, withSharedCells } from '../results/default-layout';
import { ExportDialog } from '../export/ExportDialog';
import { formatCell } from '../results/format-cell';
import type { ExportableThread } from './ConversationPanel';

interface ConversationExportProps {
  thread: ExportableThread;
  locationName: string;
  displayTimeZone: string;
  /**
   * Starts the existing export of every result of the thread's search; null while one runs.
   * `source` names it where it ends: the conversation, not its location's every message.
   */
  onExportAll: ((columns: string[], file: StreamedExportFileFields, suggestedName: string, source: string) => void) | null;
  onExported: (outcome: ExportOutcome) => void;
  onClose: () => void;
}

/**
 * The export dialog of the grid, over the conversation as the thread shows it: its messages
 * oldest first, the fields a message is read by (the grid's agent columns), in a file named after
 * the number and the location.
 */
export function ConversationExport({ thread, locationName, displayTimeZone, onExportAll, onExported, onClose }: ConversationExportProps) {
  const { fields } = thread;
  const { flat, columns } = useMemo(() => {
    const rows = thread.records.map(flattenRecord);
    const all = defaultColumnOrder(inferColumns(rows), fields);
    const hidden = new Set(defaultHiddenColumns(all, fields));
    const shown = all.filter((column) => !hidden.has(column));
    return { flat: rows, columns: withSharedCells(shown, cellRolesOf(shown, all, fields)) };
  }, [thread.records, fields]);
  const name = conversationFileName(thread.phoneNumber, locationName);
  const count = thread.records.length;
  return (
    <ExportDialog
      title="Export conversation"
      params={thread.params}
      pages={thread.pages}
      pageInView={1}
      columns={columns}
      moreOnServer={thread.moreOnServer}
      initialScope={thread.moreOnServer && onExportAll ? 'all' : 'loaded'}
      displayTimeZone={displayTimeZone}
      onExportAll={onExportAll && ((file) => onExportAll(columns, file, name, `the conversation with ${formatCell(thread.phoneNumber).text} at ${locationName}`))}
      onExported={onExported}
      onClose={onClose}
      held={{
        flat,
        label: `The conversation's ${count.toLocaleString('en-US')} ${count === 1 ? 'message' : 'messages'}, oldest first, with the thread's ${columns.length} fields`,
        request: (file) =>
          buildHeldRowsRequest(
            { params: thread.params, pages: thread.pages.map((page) => page.number), rows: thread.records, columns, suggestedName: name, displayTimeZone },
            file,
          ),
      }}
      allLabel="every field, in the order the server sends them"
    />
  );
}
