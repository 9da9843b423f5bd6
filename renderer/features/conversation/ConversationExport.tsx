import { useMemo } from 'react';
import { flattenRecord, inferColumns } from '../../../common/records/flatten';
import type { ExportOutcome } from '../../../common/ipc/contract';
import { buildHeldRowsRequest, conversationFileName } from '../export/export-request';
import type { ExportAllStart } from '../export/use-export-all';
import { defaultColumnOrder } from '../results/column-order';
import { cellRolesOf, defaultHiddenColumns, withSharedCells } from '../results/default-layout';
import { ExportDialog } from '../export/ExportDialog';
import { formatCell } from '../results/format-cell';
import { formatWhole } from '../../ui/whole-number';
import type { ExportableThread } from './ConversationPanel';
import { ConversationScopeChoices } from './ConversationScopeChoices';

interface ConversationExportProps {
  thread: ExportableThread;
  locationName: string;
  displayTimeZone: string;
  /** Starts the export of the whole conversation (main fetches every page again); null while one runs. */
  onExportAll: ((start: ExportAllStart) => void) | null;
  onExported: (outcome: ExportOutcome) => void;
  onClose: () => void;
}

/**
 * The export dialog of the grid, over the conversation as the thread shows it: its messages
 * oldest first, the fields a message is read by (the grid's agent columns), in a file named after
 * the number and the location. The whole conversation, when more than the loaded messages, is
 * the same file: main walks every page and writes them oldest first with these columns.
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
  const said = `The conversation's ${formatWhole(count)} ${count === 1 ? 'message' : 'messages'}`;
  const source = `the conversation with ${formatCell(thread.phoneNumber).text} at ${locationName}`;
  const conversation = { number: thread.phoneNumber, ...(fields.time !== undefined && { timeField: fields.time }) };
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
      onExportAll={
        onExportAll &&
        ((file) => onExportAll({ params: thread.params, columns, file, source, displayTimeZone, suggestedName: name, conversation }))
      }
      onExported={onExported}
      onClose={onClose}
      held={{
        flat,
        label: said,
        request: (file) =>
          buildHeldRowsRequest(
            {
              params: thread.params,
              pages: thread.pages.map((page) => page.number),
              rows: thread.records,
              columns,
              suggestedName: name,
              displayTimeZone,
            },
            file,
          ),
      }}
      scopeChoices={(choice) => (
        <ConversationScopeChoices {...choice} said={said} flat={flat} columns={columns} moreOnServer={thread.moreOnServer} />
      )}
    />
  );
}
