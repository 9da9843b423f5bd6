// What tells two results apart when a walk starts over and pages come back: their id, else their
// content. Browser-safe: used by "export all" in main and by the grid in the renderer.
import { stringifyDeep } from '../records/deep-json';

/** Past this depth key order is no longer normalised; records are capped far above it anyway. */
const MAX_CANONICAL_DEPTH = 64;

/** The item's id when it has a usable one, else its content (key order does not matter). */
export function itemIdentity(item: Record<string, unknown>): string {
  const { id } = item;
  if (typeof id === 'string') return `s:${id}`;
  if (typeof id === 'number') return `n:${id}`;
  return `j:${canonicalJson(item, 0)}`;
}

function canonicalJson(value: unknown, depth: number): string {
  if (depth >= MAX_CANONICAL_DEPTH && typeof value === 'object' && value !== null) return stringifyDeep(value);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key], depth + 1)}`);
    return `{${entries.join(',')}}`;
  }
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  return JSON.stringify(value) ?? 'null';
}
