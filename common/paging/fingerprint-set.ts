import type { Scratch, SortedRun } from './sorted-run';
import { allocateRun, createScratch, fillRunFromTable, mergeRunsInto, runBytes, runHas } from './sorted-run';

/**
 * The set of message ids a walk of all pages (all-pages.ts) has handed out, kept small: a 64-bit
 * fingerprint per id, never the id itself (a Set of the id strings costs about 100 MB per million:
 * measured, V8 strings plus the Set's own table).
 *
 * Three parts, so that ten million ids fit in 66 MB (under 7 bytes per id; a million in 9 MB) and
 * memory grows in steps of a few MB, never by copying everything at once:
 * - the newest ids in an open-addressing table of two 32-bit words per slot, never fuller than
 *   half, holding at most `freshLimit` ids (131,072 by default: 2 MB). Small sets (the grid's)
 *   never leave it;
 * - when it is full, its fingerprints are sorted into a small run (sorted-run.ts: 6 bytes each
 *   plus a 256 KB directory) and the table is emptied for the next ones;
 * - when `maxRunSize / freshLimit` small runs exist (8 by default), they are merged into one
 *   large run of `maxRunSize` ids (6.25 MB), and their storage (8 MB) is kept for the next small
 *   runs: buffers of megabytes allocated and dropped again and again leave the process's memory
 *   fragmented (sorted-run.ts).
 * A lookup searches the table, the small runs and the large runs: one binary search of a few
 * entries each. A table of 16–32 bytes per id (what this was before) held 10 million ids in
 * 256 MB, and briefly 384 MB while doubling.
 *
 * The price of not keeping the ids: two different ids with the same 64-bit fingerprint count as
 * one, so where the walk filters (only after a restart) the second message would be left out.
 * Every part keeps all 64 bits, so the chance that any pair collides among n ids is still about
 * n² / 2^65: 3 in 100 million for a million rows, 3 in a million for ten million.
 */
export interface FingerprintSet {
  /** Adds the key; false when it (or, with the odds above, a colliding key) was already there. */
  addIfNew(key: string): boolean;
  /**
   * Adds the key without asking whether it was there: for a walk that does not filter yet (no
   * restart so far). Looking a key up costs a cache miss or three per run, which at ten million
   * ids made each million rows take several times longer than the first; recording costs the
   * same at any size. A key recorded twice is kept twice (and counted twice in `size`), which
   * changes no answer of addIfNew.
   */
  record(key: string): void;
  readonly size: number;
  /** Bytes held by the set, for the export's memory budget and the benchmark. */
  readonly bytes: number;
}

export interface FingerprintSetOptions {
  /** Ids the open-addressing table holds before they are sorted into a small run (a power of two). */
  freshLimit?: number;
  /** Ids of a large run: a multiple of freshLimit. */
  maxRunSize?: number;
}

const INITIAL_SLOTS = 1 << 8;
const DEFAULT_FRESH_LIMIT = 1 << 17;
const DEFAULT_MAX_RUN_SIZE = 1 << 20;

export function createFingerprintSet(options: FingerprintSetOptions = {}): FingerprintSet {
  const freshLimit = options.freshLimit ?? DEFAULT_FRESH_LIMIT;
  const maxRunSize = options.maxRunSize ?? DEFAULT_MAX_RUN_SIZE;
  const smallPerLarge = Math.max(1, Math.floor(maxRunSize / freshLimit));
  let slots = Math.min(INITIAL_SLOTS, freshLimit * 2);
  // Slot i is words 2i (low) and 2i+1 (high); an all-zero slot is empty.
  let table = new Uint32Array(slots * 2);
  let freshSize = 0;
  let small: SortedRun[] = [];
  let spare: SortedRun[] = [];
  const large: SortedRun[] = [];
  let scratch: Scratch | undefined;
  let size = 0;

  function insert(into: Uint32Array, mask: number, low: number, high: number): boolean {
    let slot = low & mask;
    for (;;) {
      const at = slot * 2;
      const storedLow = into[at] as number;
      const storedHigh = into[at + 1] as number;
      if (storedLow === 0 && storedHigh === 0) {
        into[at] = low;
        into[at + 1] = high;
        return true;
      }
      if (storedLow === low && storedHigh === high) return false;
      slot = (slot + 1) & mask;
    }
  }

  function grow(): void {
    const old = table;
    slots *= 2;
    table = new Uint32Array(slots * 2);
    for (let at = 0; at < old.length; at += 2) {
      const low = old[at] as number;
      const high = old[at + 1] as number;
      if (low !== 0 || high !== 0) insert(table, slots - 1, low, high);
    }
  }

  /** Moves the table's fingerprints into a small run, and the small runs into a large one when there are enough. */
  function freeze(): void {
    scratch ??= createScratch();
    const run = spare.pop() ?? allocateRun(freshLimit);
    fillRunFromTable(run, table, scratch);
    small.push(run);
    // The table keeps its size: it fills up again.
    table.fill(0);
    freshSize = 0;
    if (small.length < smallPerLarge) return;
    const merged = allocateRun(smallPerLarge * freshLimit);
    mergeRunsInto(merged, small, scratch);
    large.push(merged);
    spare = small;
    small = [];
  }

  function seenBefore(high: number, low: number): boolean {
    for (const run of large) if (runHas(run, high, low)) return true;
    for (const run of small) if (runHas(run, high, low)) return true;
    return false;
  }

  /** Puts the fingerprint in the table; false when the table already held it. */
  function add(high: number, low: number): boolean {
    if (!insert(table, slots - 1, low, high)) return false;
    size += 1;
    freshSize += 1;
    if (freshSize >= freshLimit) freeze();
    else if (freshSize * 2 > slots) grow();
    return true;
  }

  return {
    addIfNew(key) {
      fingerprint(key);
      if (size > freshSize && seenBefore(print.high, print.low)) return false;
      return add(print.high, print.low);
    },
    record(key) {
      fingerprint(key);
      add(print.high, print.low);
    },
    get size() {
      return size;
    },
    get bytes() {
      let bytes = table.byteLength;
      for (const run of [...large, ...small, ...spare]) bytes += runBytes(run);
      return bytes;
    },
  };
}

/** The last key's fingerprint: a module-wide pair, so hashing a key allocates nothing. */
const print = { high: 0, low: 0 };

/**
 * Both halves in one pass over the key: FNV-1a for the low half, an independent murmur3-style
 * mixing (other seed) for the high half, each with a final avalanche so nearby ids spread over
 * the table. The low half is never zero with a zero high half: an all-zero slot marks an empty
 * one, so that one fingerprint is moved aside.
 */
function fingerprint(key: string): void {
  let low = 0x811c9dc5;
  let high = 0x9747b28c ^ key.length;
  for (let index = 0; index < key.length; index++) {
    const code = key.charCodeAt(index);
    low = Math.imul(low ^ code, 0x01000193);
    let unit = Math.imul(code, 0xcc9e2d51);
    unit = Math.imul((unit << 15) | (unit >>> 17), 0x1b873593);
    high ^= unit;
    high = Math.imul((high << 13) | (high >>> 19), 5) + 0xe6546b64;
  }
  print.high = avalanche(high);
  const mixed = avalanche(low);
  print.low = mixed === 0 && print.high === 0 ? 1 : mixed;
}

function avalanche(value: number): number {
  let hash = value;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}
