import { describe, expect, it } from 'vitest';
import { firstPageSize, MIN_FIRST_PAGE } from './first-page-size';

describe('firstPageSize', () => {
  it('asks each of 20 locations twice its share of a 100-row screen', () => {
    expect(firstPageSize({ pageSize: 100, screenRows: 100, locations: 20, maxPageSize: 1000 })).toBe(10);
  });

  it('asks one location a screen at most, and never more than the page size the user chose', () => {
    expect(firstPageSize({ pageSize: 500, screenRows: 100, locations: 1, maxPageSize: 1000 })).toBe(100);
    expect(firstPageSize({ pageSize: 30, screenRows: 100, locations: 2, maxPageSize: 1000 })).toBe(30);
    expect(firstPageSize({ pageSize: 5, screenRows: 100, locations: 20, maxPageSize: 1000 })).toBe(5);
  });

  it('never asks fewer than the floor for many locations', () => {
    expect(firstPageSize({ pageSize: 100, screenRows: 100, locations: 50, maxPageSize: 1000 })).toBe(MIN_FIRST_PAGE);
  });

  it("keeps under the connection's maximum when the page size is the server's default", () => {
    expect(firstPageSize({ pageSize: 0, screenRows: 100, locations: 3, maxPageSize: 1000 })).toBe(67);
    expect(firstPageSize({ pageSize: 0, screenRows: 100, locations: 3, maxPageSize: 8 })).toBe(8);
  });
});
