import { flattenRecord, inferColumns } from '../../../common/records/flatten';
import type { ExportOutcome } from '../../../common/ipc/contract';
import type { StreamedExportFileFields } from '../export/export-file-choice';
import { useRoleFields } from '../message-fields/role-fields-context';
import { defaultColumnOrder } from '../results/column-order';
import { ExportDialog } from '../export/ExportDialog';
import type { ExportableThread } from './ConversationPanel';

interface ConversationExportProps {
  thread: ExportableThread;
  displayTimeZone: string;
  /** Starts the existing export of every result of the thread's search; null while one runs. */
  onExportAll: ((columns: string[], file: StreamedExportFileFields) => void) | null;
  onExported: (outcome: ExportOutcome) => void;
  onClose: () => void;
}

/** The export dialog of the grid, over the conversation's own search and loaded pages. */
export function ConversationExport({ thread, displayTimeZone, onExportAll, onExported, onClose }: ConversationExportProps) {
  const columns = defaultColumnOrder(inferColumns(thread.records.map(flattenRecord)), useRoleFields());
  return (
    <ExportDialog
      params={thread.params}
      pages={thread.pages}
      pageInView={1}
      columns={columns}
      moreOnServer={thread.moreOnServer}
      initialScope={thread.moreOnServer && onExportAll ? 'all' : 'loaded'}
      displayTimeZone={displayTimeZone}
      onExportAll={onExportAll && ((file) => onExportAll(columns, file))}
      onExported={onExported}
      onClose={onClose}
    />
  );
}
