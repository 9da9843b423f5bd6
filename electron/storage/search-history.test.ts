import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchDraftData } from '../../common/ipc/contract';
import { createConfStore } from './conf-store';
import { makeTempDir } from '../test/test-stores';
import type { TempDir } from '../test/test-stores';
import { MAX_RECENT } from '../../common/searches/search-history-rules';
import { createSearchHistory } from './search-history';

let dir: TempDir;
let clock = Date.UTC(2025, 5, 7, 8, 0, 0);
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => dir.remove());

const open = () => createSearchHistory({ settings: createConfStore(dir.path, 'settings'), now: () => new Date((clock += 1000)) });
const draft = (query: string, range = ''): SearchDraftData => ({
  filters: { query, direction: '', status: '', phoneNumber: '', range, createdFrom: '', createdTo: '' },
  rawBody: '',
  pageSize: '0',
});

describe('recent searches', () => {
  it('are kept per connection × location, newest first, and survive a restart', () => {
    const history = open();
    history.record('c1', 'L1', draft('refund'));
    history.record('c1', 'L1', draft('late', '24h'));
    history.record('c1', 'L2', draft('other'));
    const reopened = open();
    expect(reopened.list('c1', 'L1').recent.map((entry) => entry.draft.filters.query)).toEqual(['late', 'refund']);
    expect(reopened.list('c1', 'L1').recent[0]?.draft.filters.range).toBe('24h');
    expect(reopened.list('c1', 'L2').recent).toHaveLength(1);
  });

  it('move a search run again to the top instead of adding a copy', () => {
    const history = open();
    history.record('c1', 'L1', draft('a'));
    history.record('c1', 'L1', draft('b'));
    history.record('c1', 'L1', draft('a'));
    expect(history.list('c1', 'L1').recent.map((entry) => entry.draft.filters.query)).toEqual(['a', 'b']);
  });

  it(`keep the ${MAX_RECENT} newest per location`, () => {
    const history = open();
    history.record('c1', 'L2', draft('elsewhere'));
    for (let index = 0; index < MAX_RECENT + 5; index += 1) history.record('c1', 'L1', draft(`q${index}`));
    const recent = history.list('c1', 'L1').recent;
    expect(recent).toHaveLength(MAX_RECENT);
    expect(recent[0]?.draft.filters.query).toBe(`q${MAX_RECENT + 4}`);
    expect(recent.at(-1)?.draft.filters.query).toBe('q5');
    expect(history.list('c1', 'L2').recent).toHaveLength(1);
  });

  it('note the rows seen, and clearing keeps the saved ones', () => {
    const history = open();
    const run = history.record('c1', 'L1', draft('refund'));
    history.noteRows(run.id, 120);
    const saved = history.save(run.id, 'Refunds', true);
    history.clearRecent('c1', 'L1');
    const after = open().list('c1', 'L1');
    expect(after.recent).toEqual([]);
    expect(after.saved).toEqual([expect.objectContaining({ id: saved.id, name: 'Refunds', pinned: true, rowsSeen: 120 })]);
  });

  it('never store a page token', () => {
    const history = open();
    history.record('c1', 'L1', draft('x'));
    expect(readFileSync(join(dir.path, 'settings.json'), 'utf8')).not.toMatch(/page_?token/i);
  });
});

describe('saved searches', () => {
  it('list pinned first, then by name; saving a saved one renames it in place', () => {
    const history = open();
    const run = history.record('c1', 'L1', draft('x'));
    const b = history.save(run.id, 'Beta', false);
    history.save(run.id, 'Alpha', false);
    history.save(run.id, 'Zulu', true);
    history.save(b.id, 'Bravo', false);
    expect(history.list('c1', 'L1').saved.map((entry) => entry.name)).toEqual(['Zulu', 'Alpha', 'Bravo']);
    history.remove(b.id);
    expect(history.list('c1', 'L1').saved.map((entry) => entry.name)).toEqual(['Zulu', 'Alpha']);
  });
});

describe('searches of a deleted connection or removed location', () => {
  it('are forgotten with it', () => {
    const history = open();
    history.record('c1', 'L1', draft('a'));
    const kept = history.record('c1', 'L2', draft('b'));
    history.save(kept.id, 'Kept', false);
    history.record('c2', 'L1', draft('c'));
    history.forget('c1', 'L1');
    expect(history.list('c1', 'L1').recent).toEqual([]);
    expect(history.list('c1', 'L2').saved).toHaveLength(1);
    history.forget('c1');
    expect(open().list('c1', 'L2')).toMatchObject({ recent: [], saved: [] });
    expect(open().list('c2', 'L1').recent).toHaveLength(1);
  });
});

describe('a damaged history', () => {
  it('leaves out what cannot be read, with a notice, after copying the file aside', () => {
    const history = open();
    history.record('c1', 'L1', draft('good'));
    const path = join(dir.path, 'settings.json');
    const saved = JSON.parse(readFileSync(path, 'utf8'));
    saved.searchHistory.push({ id: 'broken' }, 42);
    writeFileSync(path, JSON.stringify(saved));
    const reopened = open().list('c1', 'L1');
    expect(reopened.recent.map((entry) => entry.draft.filters.query)).toEqual(['good']);
    expect(reopened.notice).toMatch(
      /^2 stored searches could not be read and were left out\. A copy of the settings file was kept at .*settings\.invalid-/,
    );
    expect(readdirSync(dir.path).filter((name) => name.includes('.invalid-'))).toHaveLength(1);
  });
});
