import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FILTER_FIELDS, formFieldOf, isTimeRangeField, rangeEndOf, rangeStartOf, SEARCH_FILTERS } from './filter-fields';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TABLE = 'common/searches/filter-fields.ts';
/**
 * The client's floors. demo-api/ is left out on purpose: it is the server, whose own list the
 * client must not share; e2e/ and bench/ are tests.
 */
const CLIENT_FLOORS = ['common', 'renderer', 'electron'];

/** The client's sources (tests and test helpers left out), without their comments, by path from the root. */
function clientSources(): Map<string, string> {
  const sources = new Map<string, string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test' && entry.name !== 'node_modules') visit(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
        sources.set(relative(ROOT, path), text);
      }
    }
  };
  for (const floor of CLIENT_FLOORS) visit(join(ROOT, floor));
  return sources;
}

/**
 * The filter fields a source spells as a copy of the table: the time range's names anywhere (they
 * name nothing else), and any list (in brackets or braces) of two filter names or more that holds
 * a snake_case one, or a quoted `query`. Not counted: the form's own draft keys (query, direction,
 * status, phoneNumber: common/ipc/data-schemas.ts, the form's state), and record fields that share
 * a filter's name (a record's `status`, its `phone_number`: the message vocabulary's lists).
 */
function spelledFilters(text: string): string[] {
  const range = FILTER_FIELDS.filter((field) => isTimeRangeField(field) && new RegExp(`\\b${field}\\b`).test(text));
  const listed = [...text.matchAll(/[[{][^\][{}]*[\]}]/g)].flatMap(([list]) => {
    const quoted = FILTER_FIELDS.filter((field) => new RegExp(`['"\`]${field}['"\`]`).test(list));
    const snake = FILTER_FIELDS.filter((field) => field.includes('_') && new RegExp(`\\b${field}\\b`).test(list));
    const keyed = snake.length > 0 ? FILTER_FIELDS.filter((field) => new RegExp(`\\b${field}\\s*:`).test(list)) : [];
    const named = [...new Set([...quoted, ...snake, ...keyed])];
    const copy = named.length >= 2 && (snake.length > 0 || quoted.includes(SEARCH_FILTERS.query.field));
    return copy ? named : [];
  });
  return [...new Set([...range, ...listed])];
}

describe('the one table of search filters', () => {
  it('is read from the sources (else the rule below would hold vacuously)', () => {
    const sources = clientSources();
    expect(sources.size).toBeGreaterThan(100);
    expect(spelledFilters(sources.get(TABLE)!)).toEqual(expect.arrayContaining(['created_after', 'created_before']));
    expect(spelledFilters("const FIELDS = ['query', 'status'];")).toEqual(['query', 'status']);
    expect(spelledFilters("const LABELS = { query: 'text', phone_number: 'number' };").sort()).toEqual(['phone_number', 'query']);
    expect(spelledFilters("const emptyFilters = { query: '', direction: '', status: '', phoneNumber: '' };")).toEqual([]);
    expect(spelledFilters("if (field === 'created_before') skip();")).toEqual(['created_before']);
    // A record's fields that share a filter's name are the message vocabulary's, not a copy of this table.
    expect(spelledFilters("const FIRST = ['direction', 'status', 'from']; const PHONE = [3, /^contact\\.(phone_number)$/];")).toEqual([]);
  });

  it('is the only place a filter field of the search body is spelled: form, chips, empty state, error table and field rejection read it', () => {
    const copies = [...clientSources()]
      .filter(([path]) => path !== TABLE)
      .flatMap(([path, text]) => spelledFilters(text).map((field) => `${path}: ${field}`));
    expect(copies).toEqual([]);
  });

  it('maps each body field to the form field that edits it, and knows the time range bounds', () => {
    expect(FILTER_FIELDS).toEqual(['query', 'direction', 'status', 'phone_number', 'created_after', 'created_before']);
    expect(formFieldOf('phone_number')).toBe('phoneNumber');
    expect(formFieldOf('created_before')).toBe('createdTo');
    expect(formFieldOf('labels')).toBeUndefined();
    expect(FILTER_FIELDS.filter(isTimeRangeField)).toEqual([SEARCH_FILTERS.createdFrom.field, SEARCH_FILTERS.createdTo.field]);
  });

  it('reads where a body’s time range starts, and nothing from a body without one', () => {
    expect(rangeStartOf({ [SEARCH_FILTERS.createdFrom.field]: '2026-05-25T00:00:00.000Z' })).toBe(Date.parse('2026-05-25T00:00:00Z'));
    expect(rangeStartOf({ [SEARCH_FILTERS.createdTo.field]: '2026-05-25T00:00:00.000Z' })).toBeUndefined();
    expect(rangeStartOf({ [SEARCH_FILTERS.createdFrom.field]: 'last week' })).toBeUndefined();
  });

  it('reads where a body’s time range ends, apart from where it starts', () => {
    expect(rangeEndOf({ [SEARCH_FILTERS.createdTo.field]: '2026-05-25T00:00:00.000Z' })).toBe(Date.parse('2026-05-25T00:00:00Z'));
    expect(rangeEndOf({ [SEARCH_FILTERS.createdFrom.field]: '2026-05-25T00:00:00.000Z' })).toBeUndefined();
  });
});
