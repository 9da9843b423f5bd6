import { createHash } from 'node:crypto';

/** A 32-bit seed from any mix of values: the same parts always give the same seed. */
export function hashSeed(...parts: (string | number)[]): number {
  return createHash('sha256').update(JSON.stringify(parts)).digest().readUInt32BE(0);
}

/** Combines a stream seed with an index (murmur3 finaliser), so item N is reachable without items 0..N-1. */
export function mix32(seed: number, index: number): number {
  let hash = (seed ^ Math.imul(index >>> 0, 0x9e3779b1) ^ Math.imul((index / 0x1_0000_0000) >>> 0, 0x85ebca77)) >>> 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A uniform number in [0, 1) for (seed, index). */
export function unitAt(seed: number, index: number): number {
  return mix32(seed, index) / 0x1_0000_0000;
}

/** A small, fast, seeded generator (mulberry32): deterministic sequences for one item's fields. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let value = Math.imul(this.state ^ (this.state >>> 15), this.state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 0x1_0000_0000;
  }

  int(exclusiveMax: number): number {
    return Math.floor(this.next() * exclusiveMax);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new RangeError('pick() needs a non-empty list');
    return item;
  }

  hex(length: number): string {
    let text = '';
    while (text.length < length) text += this.int(0x1_0000).toString(16).padStart(4, '0');
    return text.slice(0, length);
  }
}
