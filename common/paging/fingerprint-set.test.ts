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

  it('keeps 300,000 near-identical ids apart through several resizes, in 16 to 32 bytes per id', () => {
    const seen = createFingerprintSet();
    const count = 300_000;
    let accepted = 0;
    for (let index = 0; index < count; index++) if (seen.addIfNew(idAt(index))) accepted += 1;
    expect(accepted).toBe(count);
    let refused = 0;
    for (let index = 0; index < count; index += 7) if (!seen.addIfNew(idAt(index))) refused += 1;
    expect(refused).toBe(Math.ceil(count / 7));
    expect(seen.size).toBe(count);
    expect(seen.bytes / count).toBeGreaterThanOrEqual(16);
    expect(seen.bytes / count).toBeLessThanOrEqual(32);
  });

  it('tells 500,000 random ids apart, which needs all 64 bits: a 32-bit hash collides about 29 times here', () => {
    // Birthday bound: n² / 2^33 ≈ 29 expected 32-bit collisions, so a set keyed on one 32-bit
    // half (or with equal low halves treated as equal) loses ids; 64 bits make that 1 in 10^8.
    const seen = createFingerprintSet();
    let refused = 0;
    for (let index = 0; index < 500_000; index++) if (!seen.addIfNew(`s:${randomUUID()}`)) refused += 1;
    expect(refused).toBe(0);
    expect(seen.size).toBe(500_000);
  });
});
