import { describe, expect, it } from 'vitest';
import { numberList } from './input-schemas';

describe('a list of numbers as main takes it', () => {
  const numbers = (count: number) => Array.from({ length: count }, (_, index) => `+1512555${String(index).padStart(4, '0')}`);

  it('takes 50 distinct E.164 numbers and refuses a 51st, even at one location, where 51 searches are within the searches bound', () => {
    expect(numberList.safeParse(numbers(50)).success).toBe(true);
    const refused = numberList.safeParse(numbers(51));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['At most 50 numbers are searched at once.']);
  });

  it('refuses a number given twice and one not in E.164', () => {
    expect(numberList.safeParse(['+15125550148', '+15125550148']).error?.issues.map((issue) => issue.message)).toEqual([
      'A listed number is given twice.',
    ]);
    expect(numberList.safeParse(['512-555-0148']).success).toBe(false);
  });
});
