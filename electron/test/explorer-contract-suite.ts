import { DEFAULT_REQUESTS_AT_ONCE, MAX_REQUESTS_AT_ONCE } from '../../common/limits/requests-at-once';
import { basename } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExplorerApi, OperationInput } from '../../common/ipc/contract';
import { CLIPBOARD_MAX_CHARS } from '../../common/ipc/contract';
import { MAX_DISMISSED_BANNERS } from '../../common/limits/stored-limits';
import { MAX_TEST_LOCATIONS } from '../../common/connections/verification';
import type { RecordShape } from '../../demo-api/record-shape-names';
import { SHAPE_READERS } from '../../demo-api/test/shape-readers';
import { linkUrl, searchLinkOf } from '../../common/searches/search-link';
import { okValue as value } from './ok-value';

/**
 * Test support: ONE suite of behaviour every ExplorerApi must show, run against the renderer's
 * fake (renderer/test/fake-explorer.ts) and the real services behind the dispatcher
 * (explorer-contract.test.ts), so the fake the renderer tests trust cannot drift from main.
 */
export interface ContractSubject {
  api: ExplorerApi;
  /** The user's click or paste key in the window, as main sees it. */
  grantPaste(): void;
  /** A server the subject can reach, whose token may read `readable` and not `refused`. */
  testServer: { baseUrl: string; token: string; readable: string; refused: string };
  /** How the demo connection's server writes its records (demo-api/record-shapes.ts). */
  recordShape: RecordShape;
  /** The largest page_size the demo connection's server takes (under the connection's own maximum). */
  serverMaxPageSize: number;
  /** The OS hands the app a link (main's link inbox). */
  openLink(text: string): void;
  close(): Promise<void>;
}

export function describeExplorerContract(name: string, open: () => Promise<ContractSubject>): void {
  describe(`${name} keeps the ExplorerApi contract`, () => {
    let subject: ContractSubject;
    let api: ExplorerApi;

    beforeEach(async () => {
      subject = await open();
      api = subject.api;
    });
    afterEach(() => subject.close());

    async function demoSearch() {
      const demo = value(await api.getState({})).connections.find((connection) => connection.isDemo)!;
      return { connectionId: demo.id, locationId: demo.locations[0]!.id, body: {}, pageSize: 2 };
    }

    it('answers the links opened before the window asked, parsed or refused with their line, in order, then none', async () => {
      const { link } = searchLinkOf({ connectionId: 'c1', locationId: 'loc-1' }, { status: 'FAILED' }, new Date('2025-11-25T00:00:00Z'));
      subject.openLink(linkUrl(link));
      subject.openLink('javascript:alert(1)');
      expect(value(await api.takeOpenedLinks({}))).toEqual([
        { ok: true, link },
        { ok: false, message: expect.stringContaining('This link was not opened: it is not an SMS Explorer link') },
      ]);
      expect(value(await api.takeOpenedLinks({}))).toEqual([]);
    });

    it('opens links by default; turned off, answers each link with where to turn them on; on again, opens them', async () => {
      const { link } = searchLinkOf({ connectionId: 'c1', locationId: 'loc-1' }, { status: 'FAILED' }, new Date('2025-11-25T00:00:00Z'));
      expect(value(await api.getLinkSetting({}))).toEqual({ openLinks: true });
      expect(value(await api.setLinkSetting({ openLinks: false }))).toEqual({ openLinks: false });
      expect(value(await api.getLinkSetting({}))).toEqual({ openLinks: false });
      subject.openLink(linkUrl(link));
      expect(value(await api.setLinkSetting({ openLinks: true }))).toEqual({ openLinks: true });
      subject.openLink(linkUrl(link));
      expect(value(await api.takeOpenedLinks({}))).toEqual([
        { ok: false, message: expect.stringMatching(/^This link was not opened: links are turned off.*Open sms-explorer:\/\/ links/) },
        { ok: true, link },
      ]);
      expect(await api.setLinkSetting({ openLinks: 'no' } as never)).toMatchObject({ ok: false, error: { kind: 'invalid_request' } });
    });

    it('serves the demo’s records in its configured shape, newest first, under the same request fields', async () => {
      const reader = SHAPE_READERS[subject.recordShape];
      const { items } = value(await api.searchMessages({ ...(await demoSearch()), pageSize: 5, requestId: 'shape' }));
      expect(items).toHaveLength(5);
      const readings = items.map((item) => reader.read(item));
      const times = readings.map((reading) => reading.time);
      for (const time of times) expect(Number.isInteger(time) && time > Date.UTC(2000, 0, 1)).toBe(true);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(new Set(readings.map((reading) => reading.id)).size).toBe(5);
      for (const reading of readings) {
        expect(['INBOUND', 'OUTBOUND']).toContain(reading.direction);
        // The fake's records in the demo's own shape name the contact only (the renderer's tests are written on them).
        if (subject.recordShape !== 'ours') expect(reading.customer).toMatch(/^\+\d{8,15}$/);
        expect([reading.text, reading.status].every((field) => field === null || typeof field === 'string')).toBe(true);
      }
      // The shape's own id field names each record: the record is the shape's, not the demo's.
      for (const item of items) expect(item).toHaveProperty(reader.idField);
    });

    it('takes a page size up to the server’s maximum and refuses one above it naming page_size and the maximum', async () => {
      const search = await demoSearch();
      const max = subject.serverMaxPageSize;
      expect(await api.searchMessages({ ...search, pageSize: max, requestId: 'at-max' })).toMatchObject({ ok: true });
      expect(await api.searchMessages({ ...search, pageSize: max + 1, requestId: 'above-max' })).toMatchObject({
        ok: false,
        error: { kind: 'invalid_request', field: 'page_size', message: expect.stringContaining(String(max)) },
      });
    });

    it('refuses what the contract’s schemas refuse, naming the field', async () => {
      const connection = {
        label: 'Acme',
        baseUrl: 'https://api.example.test',
        token: 'tok-abcdef123456',
        keepToken: 'session' as const,
        locations: [],
      };
      expect(await api.createConnection({ ...connection, token: 'tok abc' })).toMatchObject({
        ok: false,
        error: { kind: 'invalid_request', field: 'token' },
      });
      expect(await api.createConnection({ ...connection, locations: [{ id: 'loc 1' }] })).toMatchObject({
        ok: false,
        error: { kind: 'invalid_request', field: 'locations.0.id' },
      });
      expect(await api.createConnection({ ...connection, label: '   ' })).toMatchObject({
        ok: false,
        error: { kind: 'invalid_request', field: 'label' },
      });
      const search = await demoSearch();
      const withPageSize = await api.searchMessages({ ...search, requestId: 'r0', body: { page_size: 5 } });
      expect(withPageSize).toMatchObject({ ok: false, error: { kind: 'invalid_request', field: 'body' } });
      expect(await api.clipboardWriteText({ text: 'x'.repeat(CLIPBOARD_MAX_CHARS + 1) })).toMatchObject({
        ok: false,
        error: { kind: 'invalid_request', field: 'text' },
      });
      const rows = { ...search, scope: 'page' as const, pages: [1], rows: [{ id: 'm1' }], bom: false, suggestedName: 'purpose' };
      // @ts-expect-error: what a CSV is for is one of two answers.
      expect(await api.exportRows({ ...rows, purpose: 'printer' })).toMatchObject({
        ok: false,
        error: { kind: 'invalid_request', field: 'purpose' },
      });
      expect(await api.exportRows({ ...rows, purpose: 'program' })).toMatchObject({ ok: true });
    });

    it('refuses a filter body too deep or too large with a message that states the limit', async () => {
      const search = await demoSearch();
      // Deep enough to be refused, shallow enough for the transport's structured clone (as IPC's).
      let deep: Record<string, unknown> = { leaf: 1 };
      for (let level = 0; level < 40; level++) deep = { a: deep };
      const answers = [
        await api.searchMessages({ ...search, requestId: 'deep', body: deep }),
        await api.exportAll({ ...search, exportId: 'deep', bom: false, suggestedName: 'deep', body: deep }),
        await api.searchMessages({ ...search, requestId: 'huge', body: { query: 'x'.repeat(50 * 1024 * 1024) } }),
      ];
      const limits = ['deeper than 32 levels', 'deeper than 32 levels', 'larger than 32,768 characters as JSON'];
      answers.forEach((answer, index) => {
        expect(answer).toMatchObject({
          ok: false,
          error: { kind: 'invalid_request', field: 'body', message: expect.stringContaining(limits[index]!) },
        });
      });
    });

    it('keeps searches and column layouts only for a location that exists', async () => {
      const { connectionId, locationId } = await demoSearch();
      const draft = {
        filters: { query: '', direction: '', status: '', phoneNumber: '', range: '', createdFrom: '', createdTo: '' },
        rawBody: '',
        pageSize: '',
      };
      const layout = { order: ['id'], widths: {}, hidden: [] };
      for (const place of [
        { connectionId, locationId: 'loc-typo' },
        { connectionId: 'conn-gone', locationId },
      ]) {
        expect(await api.recordSearch({ ...place, draft })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
        expect(await api.saveColumnLayout({ ...place, layout })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
        expect(value(await api.listSearches(place)).recent).toEqual([]);
      }
      // The search across locations keeps its layout per connection: it needs the connection.
      expect(await api.saveColumnLayout({ connectionId: 'conn-gone', locationId: null, layout })).toMatchObject({
        ok: false,
        error: { kind: 'not_found' },
      });
      expect(value(await api.recordSearch({ connectionId, locationId, draft }))).toMatchObject({ connectionId, locationId });
    });

    it('refuses a column layout over its bounds, with the limit, and takes one of 10,000 columns', async () => {
      const { connectionId, locationId } = await demoSearch();
      const names = Array.from({ length: 10_001 }, (_unused, index) => `column_${index}`);
      const widths = Object.fromEntries(names.map((name) => [name, 100]));
      expect(await api.saveColumnLayout({ connectionId, locationId, layout: { order: [], widths, hidden: [] } })).toMatchObject({
        ok: false,
        error: { kind: 'invalid_request', field: 'layout.widths', message: expect.stringContaining('at most 10,000 columns') },
      });
      const wide = { order: names.slice(1), widths: Object.fromEntries(names.slice(1).map((name) => [name, 100])), hidden: names.slice(1) };
      expect(await api.saveColumnLayout({ connectionId, locationId, layout: wide })).toEqual({ ok: true, value: null });
      expect(value(await api.getColumnLayout({ connectionId, locationId }))).toEqual(wide);
    });

    it('keeps a bounded number of dismissed banners, the most recently dismissed', async () => {
      value(await api.dismissBanner({ bannerId: 'demo-intro' }));
      value(await api.dismissBanner({ bannerId: 'demo-intro' }));
      expect(value(await api.listDismissedBanners({}))).toEqual(['demo-intro']);
      for (let index = 0; index < MAX_DISMISSED_BANNERS; index++) value(await api.dismissBanner({ bannerId: `banner-${index}` }));
      const kept = value(await api.listDismissedBanners({}));
      expect(kept).toHaveLength(MAX_DISMISSED_BANNERS);
      expect(kept).not.toContain('demo-intro');
      expect(kept.at(-1)).toBe(`banner-${MAX_DISMISSED_BANNERS - 1}`);
    });

    it('tests a token before saving: one result per location in order, nothing stored, the token never echoed', async () => {
      const { baseUrl, token, readable, refused } = subject.testServer;
      const before = value(await api.getState({}));
      const test = { label: 'Acme', baseUrl, token, locations: [refused, readable] };
      const results = value(await api.testConnection(test));
      expect(results).toMatchObject([
        { locationId: refused, status: 'failed', error: { kind: 'unauthorized', status: 401, connectionLabel: 'Acme' } },
        { locationId: readable, status: 'ok' },
      ]);
      const otherToken = value(await api.testConnection({ ...test, token: 'tok-another-one-0000', locations: [readable] }));
      expect(otherToken).toMatchObject([{ locationId: readable, status: 'failed', error: { kind: 'unauthorized' } }]);
      expect(value(await api.getState({}))).toEqual(before);
      expect(JSON.stringify([results, otherToken])).not.toContain(token);
    });

    it('refuses a connection test as it refuses the connection, and tests a bounded number of locations', async () => {
      const { baseUrl, token, readable } = subject.testServer;
      const test = { label: 'Acme', baseUrl, token, locations: [readable] };
      const tooMany = Array.from({ length: MAX_TEST_LOCATIONS + 1 }, (_unused, index) => `loc-${index}`);
      const refusals: [OperationInput<'testConnection'>, string][] = [
        [{ ...test, baseUrl: 'ftp://api.example.test' }, 'baseUrl'],
        [{ ...test, baseUrl: 'http://api.example.test' }, 'baseUrl'],
        [{ ...test, token: 'tok abc' }, 'token'],
        [{ ...test, label: ' ' }, 'label'],
        [{ ...test, locations: ['loc 1'] }, 'locations.0'],
        [{ ...test, locations: [] }, 'locations'],
        [{ ...test, locations: tooMany }, 'locations'],
      ];
      for (const [input, field] of refusals) {
        expect(await api.testConnection(input), field).toMatchObject({ ok: false, error: { kind: 'invalid_request', field } });
      }
      expect(await api.testConnection({ ...test, locations: tooMany })).toMatchObject({
        ok: false,
        error: { message: expect.stringContaining(`At most ${MAX_TEST_LOCATIONS} locations`) },
      });
    });

    it('keeps the interval Follow asks at, 10 s unless set, and refuses one under a second', async () => {
      const base = {
        label: 'Follow',
        baseUrl: 'https://api.example.test',
        token: 'tok-abcdef123456',
        keepToken: 'session' as const,
        locations: [],
      };
      const plain = value(await api.createConnection({ ...base, label: 'Follow plain' }));
      expect(plain.followIntervalMs).toBe(10_000);
      const created = value(await api.createConnection({ ...base, followIntervalMs: 5000 }));
      expect(created.followIntervalMs).toBe(5000);
      expect(value(await api.updateConnection({ connectionId: created.id, label: 'Follow renamed' })).followIntervalMs).toBe(5000);
      expect(value(await api.updateConnection({ connectionId: created.id, followIntervalMs: 20_000 })).followIntervalMs).toBe(20_000);
      expect(await api.updateConnection({ connectionId: created.id, followIntervalMs: 500 })).toMatchObject({
        ok: false,
        error: { kind: 'invalid_request', field: 'followIntervalMs' },
      });
    });

    it('keeps how many requests a connection sends at once, 6 unless set, from 1 to 16', async () => {
      const base = {
        label: 'At once',
        baseUrl: 'https://api.example.test',
        token: 'tok-abcdef123456',
        keepToken: 'session' as const,
        locations: [],
      };
      expect(value(await api.createConnection({ ...base, label: 'At once plain' })).requestsAtOnce).toBe(DEFAULT_REQUESTS_AT_ONCE);
      const created = value(await api.createConnection({ ...base, requestsAtOnce: 2 }));
      expect(created.requestsAtOnce).toBe(2);
      expect(value(await api.updateConnection({ connectionId: created.id, label: 'At once renamed' })).requestsAtOnce).toBe(2);
      expect(value(await api.updateConnection({ connectionId: created.id, requestsAtOnce: MAX_REQUESTS_AT_ONCE })).requestsAtOnce).toBe(
        MAX_REQUESTS_AT_ONCE,
      );
      for (const refused of [0, MAX_REQUESTS_AT_ONCE + 1, 2.5]) {
        expect(await api.updateConnection({ connectionId: created.id, requestsAtOnce: refused }), String(refused)).toMatchObject({
          ok: false,
          error: { kind: 'invalid_request', field: 'requestsAtOnce' },
        });
      }
    });

    it('works on the trimmed input', async () => {
      const created = value(
        await api.createConnection({
          label: '  Acme \n',
          baseUrl: ' https://api.example.test ',
          token: ' tok-abcdef123456\n',
          keepToken: 'session',
          locations: [{ id: ' loc-9\t', name: ' Nine ' }],
        }),
      );
      expect(created).toMatchObject({
        label: 'Acme',
        baseUrl: 'https://api.example.test',
        hint: '3456',
        storage: 'session',
        needsToken: false,
        isDemo: false,
        locations: [{ id: 'loc-9', name: 'Nine' }],
        maxPageSize: 500,
        requestTimeoutMs: 30_000,
        followIntervalMs: 10_000,
      });
    });

    it('binds a page token to the search that issued it (its page size may change), restarting from the first page when it is refused', async () => {
      const search = await demoSearch();
      const first = value(await api.searchMessages({ ...search, requestId: 'r1' }));
      expect(first.items).toHaveLength(2);
      const pageToken = first.nextPageToken!;
      expect(pageToken).toEqual(expect.any(String));
      const second = value(await api.searchMessages({ ...search, requestId: 'r2', pageToken }));
      expect(second.items).toHaveLength(2);
      // Contract rule 7: page_size may change between pages; the token goes on where it was.
      const resized = value(await api.searchMessages({ ...search, pageSize: 3, requestId: 'r2b', pageToken }));
      expect(resized.restartedAfter).toBeUndefined();
      expect(resized.items[0]).toEqual(second.items[0]);
      // A rejected page token is checked by asking for the first page of the search as sent
      // (electron/api-client/all-pages.ts): it works, so the answer is that page, marked as a restart.
      const other = { body: { query: 'other' } };
      const restarted = value(await api.searchMessages({ ...search, ...other, requestId: 'r3', pageToken }));
      expect(restarted.restartedAfter).toMatchObject({ status: 400 });
      const firstOfOther = value(await api.searchMessages({ ...search, ...other, requestId: 'r3b' }));
      expect(restarted.items).toEqual(firstOfOther.items);
      const bogus = value(await api.searchMessages({ ...search, requestId: 'r4', pageToken: 'not-a-token' }));
      expect(bogus.restartedAfter).toMatchObject({ status: 400 });
      expect(bogus.items).toEqual(first.items);
      // When the first page fails too, that error is the answer: it is about the query.
      const badSize = await api.searchMessages({ ...search, pageSize: 100_000, requestId: 'r5', pageToken });
      expect(badSize).toMatchObject({ ok: false, error: { kind: 'invalid_request', field: 'page_size' } });
    });

    it('sends a page token back only to the server of its session', async () => {
      const search = await demoSearch();
      const { baseUrl } = value(await api.getState({})).connections.find((connection) => connection.id === search.connectionId)!;
      const pageToken = value(await api.searchMessages({ ...search, requestId: 'r1' })).nextPageToken!;
      expect(value(await api.searchMessages({ ...search, requestId: 'r2', pageToken, pageTokenFrom: baseUrl })).items).toHaveLength(2);
      const moved = await api.searchMessages({ ...search, requestId: 'r3', pageToken, pageTokenFrom: 'https://earlier.example.test' });
      expect(moved).toMatchObject({
        ok: false,
        error: {
          kind: 'page_token_expired',
          message: expect.stringContaining('now points at another server than when this search started'),
        },
      });
    });

    it.each(['sms-loc-1-page-1', 'report.CSV', 'a/b\\c:d?.csv', '..', '  spaced  '])(
      'names the CSV and its manifest for %j as main does',
      async (suggestedName) => {
        const search = await demoSearch();
        const outcome = value(
          await api.exportRows({ ...search, scope: 'page', pages: [1], rows: [{ id: 'm1' }], columns: ['id'], bom: false, suggestedName }),
        )!;
        const expected: Record<string, [string, string]> = {
          // Named for its purpose (a spreadsheet, unless said otherwise), before the extension a name may carry.
          'sms-loc-1-page-1': ['sms-loc-1-page-1-for-spreadsheet.csv', 'sms-loc-1-page-1-for-spreadsheet.csv.manifest.json'],
          'report.CSV': ['report-for-spreadsheet.CSV', 'report-for-spreadsheet.CSV.manifest.json'],
          'a/b\\c:d?.csv': ['c-d--for-spreadsheet.csv', 'c-d--for-spreadsheet.csv.manifest.json'],
          '..': ['export-for-spreadsheet.csv', 'export-for-spreadsheet.csv.manifest.json'],
          '  spaced  ': ['spaced-for-spreadsheet.csv', 'spaced-for-spreadsheet.csv.manifest.json'],
        };
        expect([basename(outcome.path), basename(outcome.manifestPath)]).toEqual(expected[suggestedName]);
        expect(outcome.rows).toBe(1);
      },
    );

    it('copies to and pastes from the system clipboard', async () => {
      expect(await api.clipboardWriteText({ text: 'curl -H "Authorization: Bearer $API_TOKEN"' })).toEqual({ ok: true, value: null });
      subject.grantPaste();
      expect(await api.clipboardReadText({})).toEqual({ ok: true, value: 'curl -H "Authorization: Bearer $API_TOKEN"' });
    });

    it('reads the clipboard only once per paste gesture, and says so when it refuses', async () => {
      await api.clipboardWriteText({ text: 'copied elsewhere' });
      const refused = { ok: false, error: { kind: 'invalid_request', message: expect.stringContaining('only when you paste') } };
      expect(await api.clipboardReadText({})).toMatchObject(refused);
      subject.grantPaste();
      expect(await api.clipboardReadText({})).toEqual({ ok: true, value: 'copied elsewhere' });
      expect(await api.clipboardReadText({})).toMatchObject(refused);
    });
  });
}
