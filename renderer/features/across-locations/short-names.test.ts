import { describe, expect, it } from 'vitest';
import { shortNames } from './short-names';

describe('the short form of location names', () => {
  it('keeps the fewest leading words that tell each name apart', () => {
    const short = shortNames(['Harbor Dental Studio', 'Maple Street Bakery', 'Riverside Family Clinic']);
    expect([...short.values()]).toEqual(['Harbor', 'Maple', 'Riverside']);
  });

  it('takes more words where names start alike, and keeps a name whole that only its end tells apart', () => {
    const short = shortNames(['North Clinic', 'North Clinic East', 'South Clinic']);
    expect(short.get('North Clinic')).toBe('North Clinic');
    expect(short.get('North Clinic East')).toBe('North Clinic East');
    expect(short.get('South Clinic')).toBe('South');
  });

  it('keeps a one-word name as it is', () => {
    expect(shortNames(['Lyon', 'Paris Opera']).get('Lyon')).toBe('Lyon');
  });
});
