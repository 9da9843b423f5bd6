/**
 * Which rows are selected, by grid row index. The anchor is where a Shift+click or Shift+arrow
 * range starts, as in a file list or a spreadsheet.
 */
export interface RowSelection {
  readonly rows: ReadonlySet<number>;
  readonly anchor: number | null;
}

export const NO_SELECTION: RowSelection = { rows: new Set(), anchor: null };

export interface ClickModifiers {
  /** Shift: the range from the anchor. */
  range: boolean;
  /** Ctrl (Cmd on macOS): add or remove one row, keeping the others. */
  toggle: boolean;
}

function span(from: number, to: number): number[] {
  const low = Math.min(from, to);
  return Array.from({ length: Math.abs(to - from) + 1 }, (_unused, offset) => low + offset);
}

/** A click on a row, with the modifiers held. */
export function clickRow(selection: RowSelection, index: number, { range, toggle }: ClickModifiers): RowSelection {
  if (range) {
    const anchor = selection.anchor ?? index;
    const rows = new Set(toggle ? selection.rows : []);
    for (const row of span(anchor, index)) rows.add(row);
    return { rows, anchor };
  }
  if (toggle) {
    const rows = new Set(selection.rows);
    if (rows.has(index)) rows.delete(index);
    else rows.add(index);
    return { rows, anchor: index };
  }
  return { rows: new Set([index]), anchor: index };
}

/** Shift+arrow (and Shift+Page/Home/End): the range from the anchor to where focus moved. */
export function extendTo(selection: RowSelection, from: number, to: number): RowSelection {
  const anchor = selection.anchor ?? from;
  return { rows: new Set(span(anchor, to)), anchor };
}

/** Ctrl+A: every row from `first` (rows above it were unloaded) to `count - 1`. */
export function selectAll(first: number, count: number): RowSelection {
  return { rows: new Set(span(first, Math.max(first, count - 1)).filter((row) => row < count)), anchor: first };
}

/** The selected rows in grid order, for copying. */
export function selectedInOrder(selection: RowSelection): number[] {
  return [...selection.rows].sort((a, b) => a - b);
}
