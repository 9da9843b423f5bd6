import { expect } from '@playwright/test';
import type { DemoApiConfig } from '../../demo-api/config';
import { matchingMessages, type SearchFilters } from '../../demo-api/messages';
import { columnOf, type GridRead } from './grid-reader';

/** Ground truth: the ids of every message of the location matching the filters, in server order. */
export function expectedIds(config: DemoApiConfig, locationId: string, filters: SearchFilters = {}): string[] {
  return [...matchingMessages(config, locationId, filters)].map((message) => message.id);
}

/**
 * The grid showed every expected message exactly once, in server order: no gaps, no duplicates,
 * no rows shifting while in view, and it says it reached the end.
 */
export function expectEveryRowOnce(read: GridRead, expected: readonly string[]): void {
  expect(read.timedOut, `scrolling stopped without reaching the end; loader row: "${read.footer}"`).toBe(false);
  expect(read.footer).toBe('End of results');
  expect(read.unstable, 'rows whose content changed while in view').toEqual([]);
  const ids = columnOf(read, 'id');
  expect(
    ids.flatMap((id, index) => (id === null ? [index] : [])),
    'rows never shown (gaps)',
  ).toEqual([]);
  expect(duplicatesOf(ids), 'ids shown twice').toEqual([]);
  expect(firstDifference(ids, expected), 'first row that differs from the server').toBeNull();
  expect(ids).toHaveLength(expected.length);
  expect(read.rowCount, 'aria-rowcount of the grid').toBe(expected.length);
}

function duplicatesOf(values: readonly (string | null)[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) {
    if (value === null) continue;
    if (seen.has(value)) twice.add(value);
    seen.add(value);
  }
  return [...twice];
}

/** Where two lists first differ, described, or null when they are equal. */
function firstDifference(actual: readonly (string | null)[], expected: readonly string[]): string | null {
  const length = Math.max(actual.length, expected.length);
  for (let index = 0; index < length; index++) {
    if (actual[index] !== expected[index]) {
      return `row ${index}: shown ${JSON.stringify(actual[index])}, expected ${JSON.stringify(expected[index])} (${actual.length} shown, ${expected.length} expected)`;
    }
  }
  return null;
}
