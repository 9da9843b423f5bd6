import type { StatusChange } from './head-merge';

/** Rows marked at most (the oldest marks go first): marks never outgrow the loaded rows' window. */
export const MAX_MARKS = 1000;
/** A mark stays at least this long, so a look that brought it does not also clear it. */
export const SEEN_AFTER_MS = 3000;

export interface FollowMarks {
  /** New rows, by identity: when they came. */
  fresh: ReadonlyMap<string, number>;
  /** Rows whose status changed: "Queued → Delivered", and when. */
  changes: ReadonlyMap<string, { text: string; at: number }>;
}

export const NO_MARKS: FollowMarks = { fresh: new Map(), changes: new Map() };

export function withLook(marks: FollowMarks, added: readonly string[], changed: readonly StatusChange[], now: number): FollowMarks {
  if (added.length === 0 && changed.length === 0) return marks;
  const fresh = new Map(marks.fresh);
  for (const identity of added) fresh.set(identity, now);
  const changes = new Map(marks.changes);
  for (const change of changed) {
    // A second change of the same row reads from where the user last saw it.
    const earlier = changes.get(change.identity)?.text.split(' → ')[0] ?? change.from;
    changes.delete(change.identity);
    changes.set(change.identity, { text: `${earlier} → ${change.to}`, at: now });
  }
  return { fresh: newest(fresh), changes: newest(changes) };
}

/** The user looked: marks older than SEEN_AFTER_MS are seen. */
export function seenAt(marks: FollowMarks, now: number): FollowMarks {
  const keep = <T>(map: ReadonlyMap<string, T>, at: (value: T) => number) =>
    new Map([...map].filter(([, value]) => now - at(value) < SEEN_AFTER_MS));
  const fresh = keep(marks.fresh, (at) => at);
  const changes = keep(marks.changes, (change) => change.at);
  return fresh.size === marks.fresh.size && changes.size === marks.changes.size ? marks : { fresh, changes };
}

function newest<T>(map: Map<string, T>): Map<string, T> {
  if (map.size <= MAX_MARKS) return map;
  return new Map([...map].slice(map.size - MAX_MARKS));
}
