import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { operations } from '../../common/ipc/contract';
import { sendText } from '../test/api-servers';
import { readCsv, readJson, useExportHarness } from '../test/export-all-fixture';
import { readXlsx } from '../test/xlsx-reader';
import { SPOOL_DISK_FLOOR_BYTES } from './page-spool';

const { start, script } = useExportHarness();

const THREAD_COLUMNS = ['created_at', 'direction', 'body', 'id'];
const conversation = { number: '+15125550148', timeField: 'created_at' };

/** A server whose pages are given: page n answers the token `p<n>`, the last has no next token. */
async function serve(pages: { id: string; created_at?: string }[][], status: (page: number) => number = () => 200): Promise<string> {
  const scripted = await script((request, response) => {
    const token = (JSON.parse(request.body) as { page_token?: string }).page_token;
    const index = token === undefined ? 0 : Number(token.slice(1)) - 1;
    const next = index + 1 < pages.length ? { next_page_token: `p${index + 2}` } : {};
    sendText(response, status(index), 'application/json', JSON.stringify({ smsMessages: pages[index], ...next }));
  });
  return scripted.baseUrl;
}

const at = (minute: number) => `2025-03-01T10:${String(minute).padStart(2, '0')}:00Z`;

describe('exportAll of a conversation', () => {
  it('writes the whole walk oldest first, across page boundaries, with the thread columns only', async () => {
    const h = await start({ messages: 1000 });

    const outcome = await h.run({ pageSize: 90, columns: THREAD_COLUMNS, conversation });

    const truth = h.truth();
    expect(outcome).toMatchObject({ status: 'complete', rows: 1000, pages: 12, columns: THREAD_COLUMNS });
    const csv = await readCsv(h.target);
    expect(csv.header).toEqual(THREAD_COLUMNS);
    expect(csv.records.map((record) => record.id)).toEqual([...truth].reverse());
    const times = csv.records.map((record) => Date.parse(record.created_at ?? ''));
    expect(times.every((time, index) => index === 0 || time >= times[index - 1]!)).toBe(true);
    expect(await readJson(`${h.target}.manifest.json`)).toMatchObject({
      rows: 1000,
      columns: THREAD_COLUMNS,
      complete: true,
      locationName: 'Export Street',
      conversation: {
        number: '+15125550148',
        order: 'oldest first: the server sent newest first, so its pages were written last page first',
      },
    });
    expect(await h.files()).toEqual(['all.csv', 'all.csv.manifest.json']);
  });

  it('keeps duplicates and skips empty pages: exactly the server walk, reversed', async () => {
    const baseUrl = await serve([
      [
        { id: 'e', created_at: at(5) },
        { id: 'd', created_at: at(4) },
      ],
      [],
      [
        { id: 'c', created_at: at(3) },
        { id: 'c', created_at: at(3) },
      ],
      [
        { id: 'b', created_at: at(2) },
        { id: 'a', created_at: at(1) },
      ],
    ]);
    const h = await start();

    const outcome = await h.exporter.exportAll(h.input({ columns: ['id'], conversation }), { ...h.source, baseUrl });

    expect(outcome).toMatchObject({ status: 'complete', rows: 6, pages: 4 });
    expect((await readCsv(h.target)).records.map((record) => record.id)).toEqual(['a', 'b', 'c', 'c', 'd', 'e']);
  });

  const ids: Record<string, (bytes: Buffer) => unknown[]> = {
    tsv: (bytes) => (parse(bytes, { delimiter: '\t', record_delimiter: '\r\n', quote: false }) as string[][]).slice(1).map((row) => row[0]),
    'csv.gz': (bytes) => (parse(gunzipSync(bytes), { record_delimiter: '\r\n' }) as string[][]).slice(1).map((row) => row[0]),
    jsonl: (bytes) =>
      bytes
        .toString('utf8')
        .trimEnd()
        .split('\n')
        .map((line) => (JSON.parse(line) as { id: string }).id),
    json: (bytes) => (JSON.parse(bytes.toString('utf8')) as { id: string }[]).map((record) => record.id),
    xlsx: (bytes) =>
      readXlsx(bytes)[0]!
        .rows.slice(1)
        .map((row) => row[0]),
  };
  for (const [extension, idsOf] of Object.entries(ids)) {
    it(`writes oldest first in ${extension} too`, async () => {
      const folder = await mkdtemp(join(tmpdir(), 'conversation-formats-'));
      try {
        const target = join(folder, `all.${extension}`);
        const h = await start({ messages: 120, savePath: target });
        const [format, gzip] = extension.split('.');
        const input = operations.exportAll.input.parse({
          ...h.input({ pageSize: 50, columns: ['id', 'created_at'], conversation }),
          format,
          compression: gzip ? 'gzip' : 'none',
        });

        expect(await h.exporter.exportAll(input, h.source)).toMatchObject({ status: 'complete', rows: 120 });

        expect(idsOf(await readFile(target))).toEqual([...h.truth()].reverse());
        expect(await readdir(folder)).toEqual([`all.${extension}`, `all.${extension}.manifest.json`]);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });
  }

  it('writes a server that walks oldest first in its own order', async () => {
    const h = await start({ messages: 300, demo: { order: 'oldest-first' } });

    await h.run({ pageSize: 70, columns: ['id'], conversation });

    expect((await readCsv(h.target)).records.map((record) => record.id)).toEqual(h.truth());
    expect(await readJson(`${h.target}.manifest.json`)).toMatchObject({ conversation: { order: 'oldest first, as the server sent them' } });
  });

  it('writes the header alone for an empty conversation, and leaves no spool', async () => {
    const h = await start({ messages: 50 });

    const outcome = await h.run({ body: { query: 'no message says this' }, columns: THREAD_COLUMNS, conversation });

    expect(outcome).toMatchObject({ status: 'complete', rows: 0, columns: THREAD_COLUMNS });
    expect(await readFile(h.target, 'utf8')).toBe('created_at,direction,body,id\r\n');
    expect(await readJson(`${h.target}.manifest.json`)).toMatchObject({
      conversation: { order: 'as the server sent them: their times do not say which way it walks' },
    });
    expect(await h.files()).toEqual(['all.csv', 'all.csv.manifest.json']);
  });

  it('leaves no file, partial or spool when cancelled part-way', async () => {
    let done = false;
    const h = await start({
      messages: 2000,
      exporter: { progressIntervalMs: 0 },
      onProgress: (progress, x) => {
        if (done || progress.pages < 3) return;
        done = true;
        x.exporter.cancel('export-1');
      },
    });

    const outcome = await h.run({ pageSize: 50, columns: THREAD_COLUMNS, conversation });

    expect(outcome).toMatchObject({ status: 'cancelled', partialPath: null, manifestPath: null });
    expect(await h.files()).toEqual([]);
  });

  it('leaves no file, partial or spool when the server stops it: the start of the thread would be missing', async () => {
    const baseUrl = await serve(
      [[{ id: 'c', created_at: at(3) }], [{ id: 'b', created_at: at(2) }], [{ id: 'a', created_at: at(1) }]],
      (page) => (page === 2 ? 401 : 200),
    );
    const h = await start();

    const outcome = await h.exporter.exportAll(h.input({ columns: ['id'], conversation }), { ...h.source, baseUrl });

    expect(outcome).toMatchObject({ status: 'failed', partialPath: null, manifestPath: null, error: { kind: 'unauthorized' } });
    expect(await h.files()).toEqual([]);
  });

  /** A server that never ends: every page two new messages, each older than the last, and a next token. */
  async function endless(): Promise<string> {
    let minute = 59;
    const scripted = await script((_request, response) => {
      const page = [0, 1].map(() => ({ id: `m${minute}`, created_at: at(Math.max(0, minute--)), body: 'x'.repeat(100) }));
      sendText(response, 200, 'application/json', JSON.stringify({ smsMessages: page, next_page_token: `t${minute}` }));
    });
    return scripted.baseUrl;
  }

  it('says in its progress what the spool holds while no row has reached the file', async () => {
    const baseUrl = await serve([[{ id: 'c', created_at: at(3) }], [{ id: 'b', created_at: at(2) }], [{ id: 'a', created_at: at(1) }]]);
    const h = await start({ exporter: { progressIntervalMs: 0 } });

    await h.exporter.exportAll(h.input({ columns: ['id'], conversation }), { ...h.source, baseUrl });

    const spooled = h.events.flatMap((event) => (event.spooled ? [event.spooled] : []));
    expect([...new Set(spooled.map((size) => size.pages))]).toEqual([1, 2, 3]);
    const pageBytes = Buffer.byteLength(JSON.stringify([{ id: 'c', created_at: at(3) }]));
    expect(spooled.at(-1)?.bytes).toBe(pageBytes * 3);
  });

  it('stops an endless walk before the disk falls below its floor, keeps what it read with the reason, and leaves no spool', async () => {
    const baseUrl = await endless();
    // Room for 10 pages: 5 in the spool and 5 in the file written from it.
    const room = 10 * 2 * Buffer.byteLength(JSON.stringify([{ id: 'm59', created_at: at(59), body: 'x'.repeat(100) }]));
    let spooled = 0;
    const h = await start({
      exporter: { progressIntervalMs: 0, freeBytes: async () => SPOOL_DISK_FLOOR_BYTES + room - spooled },
      onProgress: (progress) => {
        spooled = progress.spooled?.bytes ?? 0;
      },
    });

    const outcome = await h.exporter.exportAll(h.input({ columns: ['id', 'created_at'], conversation }), { ...h.source, baseUrl });

    expect(outcome).toMatchObject({ status: 'failed', rows: 10, partialPath: join(h.folder, 'all.partial.csv'), error: { kind: 'io' } });
    const reason = outcome?.status === 'failed' ? (outcome.error?.message ?? '') : '';
    expect(reason).toMatch(
      /^The disk holding .* has 512(\.\d)? MB free, and the export keeps at least 512 MB free beyond what its file takes, so it stopped after 5 pages \(.* read\)\. Free some space or choose a folder on another disk, then export again\.$/,
    );
    expect((await readCsv(join(h.folder, 'all.partial.csv'))).records.map((record) => record.id)).toEqual([
      'm50',
      'm51',
      'm52',
      'm53',
      'm54',
      'm55',
      'm56',
      'm57',
      'm58',
      'm59',
    ]);
    expect(await readJson(join(h.folder, 'all.partial.csv.manifest.json'))).toMatchObject({
      complete: false,
      rows: 10,
      stoppedBy: { kind: 'io', message: reason },
    });
    expect(await h.files()).toEqual(['all.partial.csv', 'all.partial.csv.manifest.json']);
    for (const name of await h.files()) expect((await stat(join(h.folder, name))).mode & 0o777, name).toBe(0o600);
    expect(h.pending.paths()).toEqual([]);
  });
});
