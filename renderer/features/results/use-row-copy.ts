import { copyText } from '../../api/clipboard';
import { useToast } from '../../ui/toast/toast-context';
import { COPY_FORMAT_LABELS, formatCopy, guardedCells } from './copy-formats';
import type { CopyFormat } from './copy-formats';
import { selectedInOrder } from './row-selection';
import type { RowSelection } from './row-selection';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import type { TimeDisplay } from '../time-zone/time-display';

interface CopySource {
  selection: RowSelection;
  rowOffset: number;
  /** The columns a table copy holds (the grid's, in its order). */
  columns: readonly string[];
  /** Every column the rows have: text copies find a message's fields among them. */
  allColumns: readonly string[];
  time: TimeDisplay;
  /** Where the message vocabulary reads each role in these rows. */
  fields: RoleFields;
  /** One location's grid: the location every row is of, for text copies to name. */
  locationName?: string | undefined;
  rowAt: (index: number) => Record<string, unknown> | undefined;
  recordAt: (index: number) => Record<string, unknown> | undefined;
}

/**
 * Copies the selected rows (those still loaded), or one row from its menu, to the clipboard and
 * says how many, in what format.
 */
export function useRowCopy({ selection, rowOffset, columns, allColumns, time, fields, locationName, rowAt, recordAt }: CopySource) {
  const toast = useToast();
  const copy = async (format: CopyFormat, indices: readonly number[]) => {
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
      const copied = { columns, flat, records, allColumns, time, fields, locationName };
      await copyText(formatCopy(format, copied));
      const name = COPY_FORMAT_LABELS[format].split(' (')[0];
      const what =
        format === 'text' || format === 'textWithIds' ? (flat.length === 1 ? 'message' : 'messages') : flat.length === 1 ? 'row' : 'rows';
      const guarded = guardedCells(format, copied);
      const guardNote =
        guarded === 0
          ? ''
          : `; ${guarded.toLocaleString()} ${guarded === 1 ? 'cell' : 'cells'} starting with = + - or @ written ="…" so a spreadsheet runs nothing (Copy as "TSV as sent" for the values untouched)`;
      toast(`Copied ${flat.length.toLocaleString()} ${what} as ${name}${guardNote}`);
    } catch {
      toast('Could not copy to the clipboard');
    }
  };
  return {
    /** The selected rows, in grid order. */
    copySelected: (format: CopyFormat) =>
      copy(
        format,
        selectedInOrder(selection).map((row) => row - rowOffset),
      ),
    /** One row by display index (the row menu's Copy message). */
    copyRow: (format: CopyFormat, index: number) => copy(format, [index]),
  };
}
