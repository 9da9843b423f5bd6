/**
 * A frozen, sorted run of 64-bit fingerprints, 6 bytes each plus a 256 KB directory: the compact
 * part of fingerprint-set.ts. The top 16 bits of a fingerprint are not stored but implied by its
 * bucket in the directory; the next 16 go into a Uint16Array and the low 32 into a Uint32Array.
 * Nothing is rounded away, so every fingerprint is kept whole (all 64 bits) and the set's
 * collision odds stay those of a 64-bit fingerprint. Within a bucket the stored 48 bits are
 * compared as one number (exact in a double).
 *
 * Runs are filled in place and their storage is reused (fingerprint-set.ts keeps a free list):
 * allocating and dropping buffers of megabytes would leave the process's memory fragmented
 * (measured: 10 million ids in 62 MB of runs left the RSS 120 MB higher when each merge
 * allocated fresh buffers).
 */
export interface SortedRun {
  /** Entries of bucket b are [directory[b], directory[b + 1]). */
  readonly directory: Uint32Array;
  readonly middle: Uint16Array;
  readonly low: Uint32Array;
  size: number;
}

const BUCKET_BITS = 16;
const BUCKETS = 1 << BUCKET_BITS;
const LOW_SPAN = 0x1_0000_0000;
/** Below this many entries a bucket is sorted by insertion (fingerprints spread: most hold a few). */
const INSERTION_SORT_MAX = 32;

const bucketOf = (high: number) => high >>> BUCKET_BITS;
const restOf = (high: number, low: number) => (high & 0xffff) * LOW_SPAN + low;
const restAt = (run: SortedRun, index: number) => (run.middle[index] as number) * LOW_SPAN + (run.low[index] as number);

/** Empty storage for up to `capacity` fingerprints. */
export function allocateRun(capacity: number): SortedRun {
  return { directory: new Uint32Array(BUCKETS + 1), middle: new Uint16Array(capacity), low: new Uint32Array(capacity), size: 0 };
}

export const runBytes = (run: SortedRun): number => run.directory.byteLength + run.middle.byteLength + run.low.byteLength;

export function runHas(run: SortedRun, high: number, low: number): boolean {
  const wanted = restOf(high, low);
  const bucket = bucketOf(high);
  let from = run.directory[bucket] as number;
  let to = run.directory[bucket + 1] as number;
  while (from < to) {
    const mid = (from + to) >>> 1;
    const value = restAt(run, mid);
    if (value === wanted) return true;
    if (value < wanted) from = mid + 1;
    else to = mid;
  }
  return false;
}

/** Fills `into` with the distinct fingerprints of an open-addressing table (words 2i low, 2i + 1 high; all-zero = empty slot). */
export function fillRunFromTable(into: SortedRun, table: Uint32Array, scratch: Scratch): void {
  const { directory } = into;
  directory.fill(0);
  for (let at = 0; at < table.length; at += 2) {
    const high = table[at + 1] as number;
    // Not `(x as number)++`: mutation testing's instrumenter drops those parentheses (invalid code).
    const slot = bucketOf(high) + 1;
    if (high !== 0 || table[at] !== 0) directory[slot] = (directory[slot] as number) + 1;
  }
  prefixSums(directory);
  const cursor = scratch.cursor;
  cursor.set(directory.subarray(0, BUCKETS));
  for (let at = 0; at < table.length; at += 2) {
    const low = table[at] as number;
    const high = table[at + 1] as number;
    if (high === 0 && low === 0) continue;
    const bucket = bucketOf(high);
    const index = cursor[bucket] as number;
    cursor[bucket] = index + 1;
    into.middle[index] = high & 0xffff;
    into.low[index] = low;
  }
  into.size = directory[BUCKETS] as number;
  for (let bucket = 0; bucket < BUCKETS; bucket++) {
    const from = directory[bucket] as number;
    const to = directory[bucket + 1] as number;
    if (to - from < 2) continue;
    const values = scratch.values(to - from);
    for (let index = from; index < to; index++) values[index - from] = restAt(into, index);
    sortPrefix(values, to - from);
    write(into, from, values, to - from);
  }
}

/** Fills `into` (capacity at least the parts' total) with the fingerprints of all the parts, which share none. */
export function mergeRunsInto(into: SortedRun, parts: readonly SortedRun[], scratch: Scratch): void {
  const { directory } = into;
  directory.fill(0);
  for (const part of parts)
    for (let bucket = 0; bucket <= BUCKETS; bucket++)
      directory[bucket] = (directory[bucket] as number) + (part.directory[bucket] as number);
  into.size = directory[BUCKETS] as number;
  for (let bucket = 0; bucket < BUCKETS; bucket++) {
    const count = (directory[bucket + 1] as number) - (directory[bucket] as number);
    if (count === 0) continue;
    const values = scratch.values(count);
    let filled = 0;
    for (const part of parts) {
      const end = part.directory[bucket + 1] as number;
      for (let index = part.directory[bucket] as number; index < end; index++) values[filled++] = restAt(part, index);
    }
    sortPrefix(values, count);
    write(into, directory[bucket] as number, values, count);
  }
}

/** Working memory reused by every fill and merge of one set. */
export interface Scratch {
  readonly cursor: Uint32Array;
  /** A buffer of at least `count` doubles (grown only for an unusually full bucket). */
  values(count: number): Float64Array;
}

export function createScratch(): Scratch {
  let values = new Float64Array(256);
  return {
    cursor: new Uint32Array(BUCKETS),
    values(count) {
      if (values.length < count) values = new Float64Array(count);
      return values;
    },
  };
}

function prefixSums(directory: Uint32Array): void {
  for (let bucket = 0; bucket < BUCKETS; bucket++)
    directory[bucket + 1] = (directory[bucket + 1] as number) + (directory[bucket] as number);
}

function write(into: SortedRun, from: number, values: Float64Array, count: number): void {
  for (let index = 0; index < count; index++) {
    const value = values[index] as number;
    const top = Math.floor(value / LOW_SPAN);
    into.middle[from + index] = top;
    into.low[from + index] = value - top * LOW_SPAN;
  }
}

function sortPrefix(values: Float64Array, count: number): void {
  if (count > INSERTION_SORT_MAX) {
    values.subarray(0, count).sort();
    return;
  }
  for (let index = 1; index < count; index++) {
    const value = values[index] as number;
    let at = index - 1;
    while (at >= 0 && (values[at] as number) > value) {
      values[at + 1] = values[at] as number;
      at--;
    }
    values[at + 1] = value;
  }
}
