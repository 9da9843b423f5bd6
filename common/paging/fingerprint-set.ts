/**
 * The set of message ids a walk of all pages (all-pages.ts) has handed out, kept small: a 64-bit
 * fingerprint per id in an open-addressing table of two 32-bit words per slot, never fuller than
 * half. That is 8 bytes per slot, 16–32 bytes per id, about 17 MB per million ids (a Set of the
 * id strings costs about 100 MB per million: measured, V8 strings plus the Set's own table).
 *
 * The price of not keeping the ids: two different ids with the same 64-bit fingerprint count as
 * one, so where the walk filters (only after a restart) the second message would be left out.
 * The chance that any pair collides among n ids is about n² / 2^65: 3 in 100 million for a
 * million rows, 3 in a million for ten million.
 */
export interface FingerprintSet {
  /** Adds the key; false when it (or, with the odds above, a colliding key) was already there. */
  addIfNew(key: string): boolean;
  readonly size: number;
  /** Bytes held by the table, for the export's memory budget and the benchmark. */
  readonly bytes: number;
}

const INITIAL_SLOTS = 1 << 12;

export function createFingerprintSet(): FingerprintSet {
  let slots = INITIAL_SLOTS;
  // Slot i is words 2i (low) and 2i+1 (high); an all-zero slot is empty.
  let table = new Uint32Array(slots * 2);
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

  return {
    addIfNew(key) {
      let low = hashLow(key);
      const high = hashHigh(key);
      // Zero marks an empty slot, so the one fingerprint that is all zero is moved aside.
      if (low === 0 && high === 0) low = 1;
      if (!insert(table, slots - 1, low, high)) return false;
      size += 1;
      if (size * 2 > slots) grow();
      return true;
    },
    get size() {
      return size;
    },
    get bytes() {
      return table.byteLength;
    },
  };
}

/** FNV-1a over UTF-16 code units, with a final avalanche so nearby ids spread over the table. */
function hashLow(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  }
  return avalanche(hash);
}

/** An independent 32-bit hash (murmur3-style mixing, other seed) for the fingerprint's high half. */
function hashHigh(key: string): number {
  let hash = 0x9747b28c ^ key.length;
  for (let index = 0; index < key.length; index++) {
    let unit = Math.imul(key.charCodeAt(index), 0xcc9e2d51);
    unit = Math.imul((unit << 15) | (unit >>> 17), 0x1b873593);
    hash ^= unit;
    hash = Math.imul((hash << 13) | (hash >>> 19), 5) + 0xe6546b64;
  }
  return avalanche(hash);
}

function avalanche(value: number): number {
  let hash = value;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}
