import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobProgress, Result } from '../../common/ipc/contract';
import { matchingMessages } from '../../demo-api/messages';
import { startDemoApi, type DemoApi } from '../../demo-api/server';
import { readCsv } from '../test/export-all-fixture';
import { makeTempDir, readAllFiles, type TempDir } from '../test/test-stores';
import { createTestServices } from '../test/main-services';

/** "Export all" through the real dispatcher, handlers and services, as the renderer calls it. */
describe('exportAll and cancelExport over IPC', () => {
  let dir: TempDir;
  let demo: DemoApi;
  let token: string;
  let progress: JobProgress[];
  let onProgress: (payload: JobProgress) => void;
  let shown: string[];

  beforeEach(async () => {
    dir = await makeTempDir();
    token = `test-${randomUUID()}`;
    demo = await startDemoApi({
      tokens: { [token]: ['loc-ipc'] },
      locations: { 'loc-ipc': { name: 'IPC Street', messages: 2500 } },
      sparsePages: 0.2,
    });
    progress = [];
    shown = [];
    onProgress = () => {};
  });

  afterEach(async () => {
    await demo.close();
    await dir.remove();
  });

  async function connect() {
    const { call } = createTestServices({
      dir: dir.path,
      demoBaseUrl: demo.baseUrl,
      showItemInFolder: (path) => shown.push(path),
      emit: (name, payload) => {
        if (name !== 'exportProgress') return;
        progress.push(payload as JobProgress);
        onProgress(payload as JobProgress);
      },
    });
    const created = await call('createConnection', {
      label: 'IPC',
      baseUrl: demo.baseUrl,
      token,
      keepToken: 'disk',
      locations: [{ id: 'loc-ipc', name: 'IPC Street' }],
    });
    if (!created.ok) throw new Error(created.error.message);
    return { call, connectionId: created.value.id };
  }

  it('exports every message, pushes progress, and lets the exported file be shown', async () => {
    const { call, connectionId } = await connect();
    const result = await call('exportAll', {
      connectionId,
      locationId: 'loc-ipc',
      body: { status: 'DELIVERED' },
      pageSize: 200,
      exportId: 'ipc-1',
      bom: false,
      suggestedName: 'delivered',
      columns: ['created_at', 'id'],
    });

    expect(result).toMatchObject({ ok: true, value: { status: 'complete', path: join(dir.path, 'delivered-for-spreadsheet.csv') } });
    if (!result.ok || result.value?.status !== 'complete') throw new Error('expected a complete export');
    const csv = await readCsv(result.value.path);
    expect(csv.header.slice(0, 2)).toEqual(['created_at', 'id']);
    const truth = Array.from(matchingMessages(demo.config, 'loc-ipc', { status: 'DELIVERED' }), (message) => message.id);
    expect(csv.records.map((record) => record.id)).toEqual(truth);
    expect(progress.at(-1)).toMatchObject({ jobId: 'ipc-1', rows: truth.length, pages: result.value.pages });
    expect(await call('showInFolder', { path: result.value.manifestPath })).toEqual({ ok: true, value: null });
    expect(shown).toEqual([result.value.manifestPath]);

    const leaking = (await readAllFiles(dir.path)).filter((file) => file.text.includes(token));
    expect(leaking).toEqual([]);
    expect(JSON.stringify(progress)).not.toContain(token);
  });

  it('cancels a running export by its id', async () => {
    const { call, connectionId } = await connect();
    let cancelled: Promise<Result<{ cancelled: boolean }>> | undefined;
    onProgress = (event) => {
      cancelled ??= call('cancelExport', { exportId: event.jobId });
    };
    const result = await call('exportAll', {
      connectionId,
      locationId: 'loc-ipc',
      body: {},
      pageSize: 10,
      exportId: 'ipc-2',
      bom: true,
      suggestedName: 'all',
    });

    expect(await cancelled).toEqual({ ok: true, value: { cancelled: true } });
    expect(result).toMatchObject({ ok: true, value: { status: 'cancelled', partialPath: null, manifestPath: null } });
    expect((await readAllFiles(dir.path)).map((file) => file.path).filter((path) => path.includes('all'))).toEqual([]);
    expect(await call('cancelExport', { exportId: 'ipc-2' })).toEqual({ ok: true, value: { cancelled: false } });
  });

  it('refuses a second export under the id of a running one, which stays cancellable', async () => {
    const { call, connectionId } = await connect();
    const input = { connectionId, locationId: 'loc-ipc', body: {}, pageSize: 10, exportId: 'ipc-dup', bom: false, suggestedName: 'first' };
    let duplicate: Promise<Result<unknown>> | undefined;
    let cancelled: Promise<Result<{ cancelled: boolean }>> | undefined;
    onProgress = () => {
      duplicate ??= call('exportAll', { ...input, suggestedName: 'second' }).then((answer) => {
        cancelled = call('cancelExport', { exportId: 'ipc-dup' });
        return answer;
      });
    };
    const first = await call('exportAll', input);

    expect(await duplicate).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request', field: 'exportId', message: expect.stringContaining('"ipc-dup" is already running') },
    });
    expect(await cancelled).toEqual({ ok: true, value: { cancelled: true } });
    expect(first).toMatchObject({ ok: true, value: { status: 'cancelled' } });
    expect((await readAllFiles(dir.path)).map((file) => file.path).filter((path) => path.includes('second'))).toEqual([]);
    // The id is free again once its export ended.
    onProgress = () => {};
    expect(await call('exportAll', { ...input, pageSize: 500 })).toMatchObject({ ok: true, value: { status: 'complete' } });
  });

  it('refuses a location the connection does not have before asking where to save', async () => {
    const { call, connectionId } = await connect();
    const result = await call('exportAll', {
      connectionId,
      locationId: 'loc-unknown',
      body: {},
      pageSize: 10,
      exportId: 'ipc-3',
      bom: false,
      suggestedName: 'x',
    });
    expect(result.ok).toBe(false);
    expect(demo.requests.filter((request) => request.path.endsWith(':search'))).toEqual([]);
  });
});
