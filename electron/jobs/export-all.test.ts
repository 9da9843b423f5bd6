import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchingMessages } from '../../demo-api/messages';
import { isFailure } from '../../common/errors/failure';
import { sendText } from '../test/api-servers';
import type { ExportHarness } from '../test/export-all-fixture';
import { readCsv, readJson, useExportHarness } from '../test/export-all-fixture';

const { start, script } = useExportHarness();

const searches = (h: ExportHarness) => h.api.requests.filter((request) => request.path.endsWith(':search'));

describe('exportAll', () => {
  it('writes every matching message once, in server order, renamed into place with its manifest', async () => {
    const h = await start({ messages: 1000 });

    const outcome = await h.run({ pageSize: 90, bom: true });

    const truth = h.truth();
    expect(outcome).toEqual({
      status: 'complete',
      path: h.target,
      manifestPath: join(h.folder, 'all.csv.manifest.json'),
      rows: 1000,
      pages: 12,
      columns: expect.any(Array),
    });
    const csv = await readCsv(h.target);
    expect(csv.records.map((record) => record.id)).toEqual(truth);
    expect(csv.header).toEqual([
      'id',
      'location_id',
      'direction',
      'status',
      'from',
      'to',
      'contact.name',
      'contact.phone',
      'body',
      'created_at',
      'delivered_at',
      'media_count',
      'extra',
    ]);
    expect(outcome?.status === 'complete' && outcome.columns).toEqual(csv.header);
    expect(csv.records.every((record) => record.extra === '')).toBe(true);
    const [first] = matchingMessages(h.api.config, 'loc-export');
    expect(csv.records[0]).toMatchObject({
      'contact.phone': `="${first?.contact.phone}"`,
      body: first?.body,
      media_count: String(first?.media_count),
    });

    const bytes = await readFile(h.target);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const manifest = await readJson(join(h.folder, 'all.csv.manifest.json'));
    expect(manifest).toMatchObject({
      exportedAt: '2025-01-02T03:04:05.000Z',
      connectionLabel: 'Export test',
      locationId: 'loc-export',
      locationName: 'Export Street',
      filters: {},
      pageSize: 90,
      scope: 'all',
      pages: 12,
      rows: 1000,
      columns: csv.header,
      complete: true,
      restarts: 0,
      file: { name: 'all.csv', bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') },
    });
    expect(JSON.stringify(manifest)).not.toContain(h.token);
    expect(await h.files()).toEqual(['all.csv', 'all.csv.manifest.json']);

    const sent = searches(h).map((request) => request.body as Record<string, unknown>);
    expect(sent).toHaveLength(12);
    expect(sent.every((body) => body.page_size === 90)).toBe(true);
    expect(h.events.at(-1)).toMatchObject({ jobId: 'export-1', pages: 12, rows: 1000, restarts: 0 });
    expect(h.exporter.cancel('export-1')).toBe(false);
  });

  it('follows sparse and empty pages to the end with the same filters on every page', async () => {
    const h = await start({ messages: 1500, demo: { sparsePages: 0.5 } });
    const body = { direction: 'INBOUND' };

    const outcome = await h.run({ pageSize: 40, body });

    const truth = h.truth({ direction: 'INBOUND' });
    expect((await readCsv(h.target)).records.map((record) => record.id)).toEqual(truth);
    expect(outcome).toMatchObject({ status: 'complete', rows: truth.length });
    expect(outcome?.pages).toBeGreaterThan(Math.ceil(truth.length / 40));
    expect(searches(h).every((request) => (request.body as Record<string, unknown>).direction === 'INBOUND')).toBe(true);
  });

  it('writes the header alone when nothing matches', async () => {
    const h = await start({ messages: 50 });
    const outcome = await h.run({ body: { query: 'no message says this' }, columns: ['id', 'body'] });
    expect(outcome).toMatchObject({ status: 'complete', rows: 0, pages: 1, columns: ['id', 'body', 'extra'] });
    expect(await readFile(h.target, 'utf8')).toBe('id,body,extra\r\n');
  });

  it('returns null and sends no request when the save dialog is closed', async () => {
    const h = await start({ savePath: null });
    expect(await h.run()).toBeNull();
    expect(searches(h)).toEqual([]);
    expect(await h.files()).toEqual([]);
  });

  it('tells the window the file is chosen before asking for the first page', async () => {
    const searchesAtEvent: number[] = [];
    const h = await start({ messages: 200, onProgress: (_progress, x) => searchesAtEvent.push(searches(x).length) });
    await h.run({ pageSize: 100 });
    expect(h.events[0]).toMatchObject({ pages: 0, rows: 0 });
    expect(searchesAtEvent[0]).toBe(0);
  });

  it('completes an export to a 200-character file name, its manifest and temp files included', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'long-name-'));
    try {
      const savePath = join(folder, `${'Messages of Riverside Family Dental '.repeat(6).slice(0, 200)}.csv`);
      const h = await start({ messages: 50, savePath });

      const outcome = await h.run({ pageSize: 20 });

      expect(outcome).toMatchObject({ status: 'complete', path: savePath, rows: 50 });
      const names = await readdir(folder);
      expect(names).toHaveLength(2);
      for (const name of names) expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
      expect(await readJson(outcome?.status === 'complete' ? outcome.manifestPath : '')).toMatchObject({ rows: 50, complete: true });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('reports an unwritable folder before downloading anything', async () => {
    const missing = join('/nonexistent-folder-for-test', 'out.csv');
    const h = await start({ savePath: missing });
    const error = await h.run().catch((caught: unknown) => caught);
    expect(isFailure(error, 'io')).toBe(true);
    expect((error as Error).message).toBe(`Could not write ${missing}: the folder does not exist. Choose another folder.`);
    expect(searches(h)).toEqual([]);
  });

  it('keeps the grid columns first and puts fields first seen on a later page in the extra column', async () => {
    const pages: Record<string, unknown>[] = [
      { smsMessages: [{ id: 'a', body: 'first' }], next_page_token: 'p2' },
      { smsMessages: [], next_page_token: 'p3' },
      {
        smsMessages: [
          { id: 'b', body: 'second', tags: ['vip'], meta: { tier: 2 } },
          { id: 'c', body: 'third' },
        ],
      },
    ];
    const scripted = await script((request, response) => {
      const token = (JSON.parse(request.body) as { page_token?: string }).page_token;
      sendText(response, 200, 'application/json', JSON.stringify(pages[token === undefined ? 0 : Number(token.slice(1)) - 1]));
    });
    const h = await start();
    const outcome = await h.exporter.exportAll(h.input({ columns: ['body'] }), { ...h.source, baseUrl: scripted.baseUrl });

    expect(outcome).toMatchObject({ status: 'complete', rows: 3, pages: 3, columns: ['body', 'id', 'extra'] });
    const csv = await readCsv(h.target);
    expect(csv.records.map((record) => [record.body, record.id])).toEqual([
      ['first', 'a'],
      ['second', 'b'],
      ['third', 'c'],
    ]);
    expect(JSON.parse(csv.records[1]?.extra ?? '')).toEqual({ tags: '["vip"]', 'meta.tier': 2 });
    expect(csv.records[2]?.extra).toBe('');
  });
});
