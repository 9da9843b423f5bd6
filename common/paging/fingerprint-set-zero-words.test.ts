// Keys whose fingerprint has a zero word or shares a word with another key's. The table marks an
// empty slot by both words zero, so a key with one zero word is the case where "empty" and "held"
// are told apart by the other word alone; two keys sharing a word are told apart by the other one.
// Such keys are one in four billion by chance; these were built by running the two hashes
// backwards over the last two code units of each key (both are invertible one code unit at a
// time). A change to the hash leaves these tests passing but no longer on the edge: mutation
// testing of this file shows it (the mutants of insert and grow then survive).
import { describe, expect, it } from 'vitest';
import { createFingerprintSet } from './fingerprint-set';

/** High word zero; their low words end in the same byte, so in a table of 256 slots the second probes past the first. */
const HIGH_ZERO = ['s:SM000e\ub005\u3a9c', 's:SM0013\u6923\ubc87'] as const;
/** Low word zero (high word not). */
const LOW_ZERO = 's:SM0001\u6300\ua7b5';
/** The same low word, so the same table slot, and different high words (FNV-1a, the low half, collides by construction). */
const SAME_LOW = ['s:SM\u00100', 's:SM\ue517\u97a5'] as const;

const fillerAt = (index: number) => `s:filler-${index}`;

describe('createFingerprintSet, fingerprints with a zero or shared word', () => {
  it('holds a key whose high or low word is zero, and refuses it after', () => {
    const seen = createFingerprintSet();
    for (const key of [...HIGH_ZERO, LOW_ZERO]) expect(seen.addIfNew(key), JSON.stringify(key)).toBe(true);
    for (const key of [...HIGH_ZERO, LOW_ZERO]) expect(seen.addIfNew(key), JSON.stringify(key)).toBe(false);
    expect(seen.size).toBe(3);
  });

  it('tells apart two keys with the same high word that meet in the table', () => {
    const seen = createFingerprintSet();
    expect(seen.addIfNew(HIGH_ZERO[0])).toBe(true);
    expect(seen.addIfNew(HIGH_ZERO[1])).toBe(true);
    expect(seen.size).toBe(2);
  });

  it('tells apart two keys with the same low word, which meet in the table', () => {
    const seen = createFingerprintSet();
    expect(seen.addIfNew(SAME_LOW[0])).toBe(true);
    expect(seen.addIfNew(SAME_LOW[1])).toBe(true);
    expect(seen.addIfNew(SAME_LOW[1])).toBe(false);
    expect(seen.size).toBe(2);
  });

  it('keeps them through the table doubling', () => {
    const seen = createFingerprintSet();
    for (const key of [...HIGH_ZERO, LOW_ZERO]) seen.record(key);
    for (let index = 0; index < 300; index++) seen.record(fillerAt(index));
    expect(seen.bytes).toBe(1024 * 8);
    for (const key of [...HIGH_ZERO, LOW_ZERO]) expect(seen.addIfNew(key), JSON.stringify(key)).toBe(false);
    expect(seen.addIfNew(fillerAt(300))).toBe(true);
  });

  it('keeps them through a sorted run and a merge', () => {
    const seen = createFingerprintSet({ freshLimit: 4, maxRunSize: 8 });
    for (const key of [...HIGH_ZERO, LOW_ZERO]) seen.record(key);
    for (let index = 0; index < 9; index++) seen.record(fillerAt(index));
    for (const key of [...HIGH_ZERO, LOW_ZERO]) expect(seen.addIfNew(key), JSON.stringify(key)).toBe(false);
  });
});
