import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFingerprintSet } from './fingerprint-set';

/** Ids shaped like the demo's (`SM` + hex), differing in few characters: a hard case for a hash. */
const idAt = (index: number) => `s:SM3f${index.toString(16).padStart(8, '0')}a1b2c3d4e5f60718`;

describe('createFingerprintSet', () => {
  it('accepts each distinct key once and refuses it after', () => {
    const seen = createFingerprintSet();
    expect(seen.addIfNew('s:a')).toBe(true);
    expect(seen.addIfNew('s:b')).toBe(true);
    expect(seen.addIfNew('s:a')).toBe(false);
    expect(seen.addIfNew('n:a')).toBe(true);
    expect(seen.addIfNew('')).toBe(true);
    expect(seen.addIfNew('')).toBe(false);
    expect(seen.size).toBe(4);
  });

  it('records without a lookup, and what it recorded is refused after, in the table and in the runs', () => {
    const seen = createFingerprintSet({ freshLimit: 1024, maxRunSize: 8192 });
    for (let index = 0; index < 20_000; index++) seen.record(idAt(index));
    let refused = 0;
    for (let index = 0; index < 20_000; index++) if (!seen.addIfNew(idAt(index))) refused += 1;
    expect(refused).toBe(20_000);
    expect(seen.addIfNew(idAt(20_000))).toBe(true);
  }, 60_000);

  it('keeps 300,000 near-identical ids apart through table resizes, sorted runs and a merge, in under 16 bytes per id', () => {
    const seen = createFingerprintSet();
    const count = 300_000;
    let accepted = 0;
    for (let index = 0; index < count; index++) if (seen.addIfNew(idAt(index))) accepted += 1;
    expect(accepted).toBe(count);
    let refused = 0;
    for (let index = 0; index < count; index += 7) if (!seen.addIfNew(idAt(index))) refused += 1;
    expect(refused).toBe(Math.ceil(count / 7));
    expect(seen.size).toBe(count);
    // 2 MB of table, two small runs of 1 MB: the 16–32 bytes per id of a bare table are gone.
    expect(seen.bytes / count).toBeLessThan(16);
  }, 30_000);

  it('with small parts (many runs, many merges), still refuses every id it holds and accepts every other one', () => {
    const seen = createFingerprintSet({ freshLimit: 1024, maxRunSize: 8192 });
    const count = 100_000;
    for (let index = 0; index < count; index++) expect(seen.addIfNew(idAt(index))).toBe(true);
    expect(seen.size).toBe(count);
    let refused = 0;
    for (let index = 0; index < count; index++) if (!seen.addIfNew(idAt(index))) refused += 1;
    expect(refused).toBe(count);
    let accepted = 0;
    for (let index = count; index < count + 20_000; index++) if (seen.addIfNew(idAt(index))) accepted += 1;
    expect(accepted).toBe(20_000);
    expect(seen.size).toBe(count + 20_000);
  }, 60_000);

  it('tells 500,000 random ids apart, which needs all 64 bits: a 32-bit hash collides about 29 times here', () => {
    // Birthday bound: n² / 2^33 ≈ 29 expected 32-bit collisions, so a set keyed on one 32-bit
    // half (or with equal low halves treated as equal) loses ids; 64 bits make that 1 in 10^8.
    const seen = createFingerprintSet();
    let refused = 0;
    for (let index = 0; index < 500_000; index++) if (!seen.addIfNew(`s:${randomUUID()}`)) refused += 1;
    expect(refused).toBe(0);
    expect(seen.size).toBe(500_000);
  }, 30_000);
});
