import { describe, expect, it } from 'vitest';
import { allowedMaxPageSize, learnPageSize, pageSizeWithin, samePageSizeLimit } from './page-size-limit';

describe('learnPageSize', () => {
  it('keeps the largest size answered and the smallest refused', () => {
    let limit = learnPageSize(undefined, { accepted: 25 });
    limit = learnPageSize(limit, { accepted: 10 });
    limit = learnPageSize(limit, { refused: 50 });
    limit = learnPageSize(limit, { refused: 60 });
    expect(limit).toEqual({ accepted: 25, refused: 50 });
    expect(learnPageSize(limit, { refused: 45 })).toEqual({ accepted: 25, refused: 45 });
  });

  it('forgets a refusal when a size at or above it is taken (the maximum went up), and an acceptance when a size at or below it is refused', () => {
    expect(learnPageSize({ accepted: 25, refused: 50 }, { accepted: 50 })).toEqual({ accepted: 50 });
    expect(learnPageSize({ accepted: 25, refused: 50 }, { refused: 20 })).toEqual({ refused: 20 });
    expect(learnPageSize({ accepted: 25, refused: 50 }, { refused: 25 })).toEqual({ refused: 25 });
  });
});

describe('allowedMaxPageSize', () => {
  it("is the connection's maximum until a size is refused, then just under it", () => {
    expect(allowedMaxPageSize(500, undefined)).toBe(500);
    expect(allowedMaxPageSize(500, { accepted: 40 })).toBe(500);
    expect(allowedMaxPageSize(500, { accepted: 25, refused: 50 })).toBe(49);
    expect(allowedMaxPageSize(30, { refused: 50 })).toBe(30);
    expect(allowedMaxPageSize(500, { refused: 1 })).toBe(1);
  });
});

describe('pageSizeWithin', () => {
  it('leaves a size alone until one is refused, then keeps to the largest answered, else the default', () => {
    expect(pageSizeWithin(50, undefined)).toBe(50);
    expect(pageSizeWithin(50, { accepted: 10 })).toBe(50);
    expect(pageSizeWithin(50, { accepted: 25, refused: 50 })).toBe(25);
    expect(pageSizeWithin(20, { accepted: 25, refused: 50 })).toBe(20);
    expect(pageSizeWithin(45, { refused: 50 })).toBe(0);
  });
});

describe('samePageSizeLimit', () => {
  it('compares both bounds', () => {
    expect(samePageSizeLimit(undefined, {})).toBe(true);
    expect(samePageSizeLimit({ accepted: 5 }, { accepted: 5 })).toBe(true);
    expect(samePageSizeLimit({ accepted: 5 }, { accepted: 5, refused: 9 })).toBe(false);
  });
});
