import { useDeferredValue, useMemo, useState } from 'react';
import type { TimeDisplay } from '../time-zone/time-display';
import { findMatches } from './find-matches';
import type { FindMatch } from './find-matches';

interface FindSource {
  rowCount: number;
  rowAt: (index: number) => Record<string, unknown> | undefined;
  columns: readonly string[];
  time: TimeDisplay;
}

/** Find in the loaded rows: the query, its matches (worked out off the typing path) and the current one. */
export function useFind({ rowCount, rowAt, columns, time }: FindSource) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(0);
  // The row stepped to: rows that arrive above it (a merge placing late rows by time) renumber the
  // matches, and the current one stays on its row rather than on its number.
  const [pinned, setPinned] = useState<{ record: Record<string, unknown>; column: string } | null>(null);
  // Typing stays responsive with many rows loaded: the matches follow a frame behind.
  const deferredQuery = useDeferredValue(open ? query : '');
  const found = useMemo(() => findMatches(rowCount, rowAt, columns, deferredQuery, time), [rowCount, rowAt, columns, deferredQuery, time]);
  const count = found.matches.length;
  const index = useMemo(() => {
    if (count === 0) return 0;
    const at = pinned ? found.matches.findIndex((match) => match.column === pinned.column && rowAt(match.row) === pinned.record) : -1;
    return at === -1 ? Math.min(current, count - 1) : at;
  }, [count, current, pinned, found, rowAt]);

  const step = (offset: number): FindMatch | null => {
    if (count === 0) return null;
    const next = (index + offset + count) % count;
    const match = found.matches[next] ?? null;
    const record = match ? rowAt(match.row) : undefined;
    setCurrent(next);
    setPinned(match && record ? { record, column: match.column } : null);
    return match;
  };

  return {
    open,
    query,
    found,
    index,
    needle: open ? deferredQuery.trim().toLowerCase() : '',
    currentMatch: open && count > 0 ? (found.matches[index] ?? null) : null,
    show: () => setOpen(true),
    close: () => setOpen(false),
    setQuery: (text: string) => {
      setQuery(text);
      setCurrent(0);
      setPinned(null);
    },
    next: () => step(1),
    previous: () => step(-1),
  };
}

export type FindState = ReturnType<typeof useFind>;
