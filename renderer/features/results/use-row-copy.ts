import { copyText } from '../../api/clipboard';
import { useToast } from '../toast/toast-context';
import { COPY_FORMAT_LABELS, formatCopy } from './copy-formats';
import type { CopyFormat } from './copy-formats';
import { selectedInOrder } from './row-selection';
import type { RowSelection } from './row-selection';

interface CopySource {
  selection: RowSelection;
  rowOffset: number;
  columns: readonly string[];
  rowAt: (index: number) => Record<string, unknown> | undefined;
  recordAt: (index: number) => Record<string, unknown> | undefined;
}

/** Copies the selected rows (those still loaded) to the clipboard and says how many, in what format. */
export function useRowCopy({ selection, rowOffset, columns, rowAt, recordAt }: CopySource) {
  const toast = useToast();
  return async (format: CopyFormat) => {
    const indices = selectedInOrder(selection).map((row) => row - rowOffset);
    const flat: Record<string, unknown>[] = [];
    const records: Record<string, unknown>[] = [];
    for (const index of indices) {
      const row = rowAt(index);
      const record = recordAt(index);
      if (!row || !record) continue;
      flat.push(row);
      records.push(record);
    }
    if (flat.length === 0) {
      toast('Nothing to copy: select rows first (click, Shift+click, Ctrl/Cmd+click or Ctrl/Cmd+A in the grid)');
      return;
    }
    try {
      await copyText(formatCopy(format, { columns, flat, records }));
      const name = COPY_FORMAT_LABELS[format].split(' (')[0];
      toast(`Copied ${flat.length.toLocaleString()} ${flat.length === 1 ? 'row' : 'rows'} as ${name}`);
    } catch {
      toast('Could not copy to the clipboard');
    }
  };
}
