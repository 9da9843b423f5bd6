// Turns API records into table rows: one column per leaf field. Shared by the renderer (table
// columns) and the CSV export, so both show the same columns in the same order. Browser-safe:
// no Node imports.

import { MAX_RECORD_DEPTH, stringifyDeep } from './deep-json';

const PATH_SEPARATOR = '.';

/**
 * Nested plain objects become `parent.child` keys; arrays are kept whole as JSON text (a list of
 * recipients is one cell, not a column per index); scalars, null and undefined are kept as they
 * are. An empty nested object is kept as `{}` so that a field never disappears from the export.
 * When a flattened key collides with a literal key (`{ "a.b": 1, a: { b: 2 } }`) the later one
 * gets a ` (2)` suffix rather than silently overwriting the earlier one. Objects nested deeper
 * than MAX_RECORD_DEPTH are kept whole as JSON text, so any nesting flattens without recursion
 * running out of stack.
 */
export function flattenRecord(record: Record<string, unknown>): Record<string, unknown> {
  return flattenRecordUpTo(record, Number.POSITIVE_INFINITY);
}

/** The first `maxFields` fields of a record, flattened: a sample of a very wide record costs what a narrow one does. */
export function flattenRecordUpTo(record: Record<string, unknown>, maxFields: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  collect(record, '', out, [], { left: maxFields });
  return out;
}

/**
 * Column order for a set of rows: the order in which keys are first seen, row by row, with `id`
 * first when any row has one. Deterministic: the same rows always give the same columns.
 * Accepts any iterable so callers can flatten lazily instead of holding a second copy of the rows.
 */
export function inferColumns(rows: Iterable<Record<string, unknown>>): string[] {
  const seen = new Set<string>();
  for (const row of rows) {
    for (const key of Object.keys(row)) seen.add(key);
  }
  if (!seen.has('id')) return [...seen];
  return ['id', ...[...seen].filter((key) => key !== 'id')];
}

/** Fields still to take: a sample of a wide record stops at its first fields (`flattenRecord`'s cap). */
interface Budget {
  left: number;
}

function collect(value: Record<string, unknown>, prefix: string, out: Record<string, unknown>, ancestors: object[], budget: Budget): void {
  ancestors.push(value);
  const descend = ancestors.length < MAX_RECORD_DEPTH;
  for (const key in value) {
    if (budget.left <= 0) break;
    if (!Object.hasOwn(value, key)) continue;
    const child = value[key];
    const path = prefix + key;
    if (descend && isPlainObject(child) && hasAnyKey(child) && !ancestors.includes(child)) {
      collect(child, path + PATH_SEPARATOR, out, ancestors, budget);
    } else {
      setOwn(out, uniqueKey(out, path), leafValue(child));
      budget.left -= 1;
    }
  }
  ancestors.pop();
}

function hasAnyKey(value: object): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return true;
  return false;
}

function leafValue(value: unknown): unknown {
  if (Array.isArray(value) || isPlainObject(value)) return toJson(value);
  return value;
}

function uniqueKey(taken: Record<string, unknown>, key: string): string {
  if (!Object.hasOwn(taken, key)) return key;
  let suffix = 2;
  while (Object.hasOwn(taken, `${key} (${suffix})`)) suffix += 1;
  return `${key} (${suffix})`;
}

/** Plain assignment is fast, but assigning `__proto__` would set the prototype instead of a field. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** JSON text of a value, tolerant of what IPC's structured clone can carry but JSON cannot. */
export function toJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item)) ?? '';
  } catch {
    // Too deep for the call stack, or cyclic (written with a marker in place of the cycle).
    return stringifyDeep(value);
  }
}
