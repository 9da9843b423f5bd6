import type { OperationInput } from '../../../common/ipc/contract';
import type { ExportFileFields } from './export-file-choice';

/**
 * Rows the window holds that are not the grid's pages in server order: a conversation in thread
 * order, the rows of a search across locations. The dialog writes them as "loaded rows", says them
 * by `label` and offers no page of them.
 */
export interface HeldRows {
  /** The rows as the file's cells are read from them (flattened), for the size estimate. */
  flat: readonly Record<string, unknown>[];
  /** "the conversation's 26 messages", "328 rows from 3 locations". */
  label: string;
  request: (file: ExportFileFields) => OperationInput<'exportRows'>;
}
