export interface GridBounds {
  /** First row that is loaded (rows above were unloaded and cannot be opened). */
  first: number;
  count: number;
  /** Rows in one screenful, for Page Up/Down. */
  pageRows: number;
}

export type GridKeyAction = { move: number } | { open: true } | null;

/** What a key does in the grid; null leaves the key to the browser. */
export function gridKeyAction(key: string, active: number, { first, count, pageRows }: GridBounds): GridKeyAction {
  if (count <= first) return null;
  const clamp = (index: number) => Math.min(count - 1, Math.max(first, index));
  switch (key) {
    case 'ArrowDown':
      return { move: active < first ? first : clamp(active + 1) };
    case 'ArrowUp':
      return { move: active < first ? first : clamp(active - 1) };
    case 'PageDown':
      return { move: clamp(active + pageRows) };
    case 'PageUp':
      return { move: clamp(active - pageRows) };
    case 'Home':
      return { move: first };
    case 'End':
      return { move: count - 1 };
    case 'Enter':
      return active >= first && active < count ? { open: true } : null;
    default:
      return null;
  }
}
