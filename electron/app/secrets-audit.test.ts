import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperationInput, OperationName, OperationResults, Result } from '../../common/ipc/contract';
import { startDemoApi, type DemoApi } from '../../demo-api/server';
import { makeTempDir, readAllFiles, type TempDir } from '../test/test-stores';
import { createTestServices } from '../test/main-services';

/**
 * The secrets audit: a full flow through the real dispatcher, services and demo API with a known
 * token, then a search for that token in everything the main process produced.
 */
describe('secrets audit', () => {
  let dir: TempDir;
  let demo: DemoApi;
  let token: string;
  const seen: string[] = [];

  beforeEach(async () => {
    dir = await makeTempDir();
    token = `test-${randomUUID()}`;
    demo = await startDemoApi({
      tokens: { [token]: ['loc-audit'] },
      locations: { 'loc-audit': { name: 'Audit Street', messages: 120 }, 'loc-other': { name: 'Elsewhere', messages: 5 } },
      requestLog: join(dir.path, 'requests.jsonl'),
      // A buggy server that copies the Authorization header into records, keys and error bodies.
      echoAuthorization: ['record', 'record-base64', 'key', 'error'],
    });
    seen.length = 0;
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        seen.push(args.map(String).join(' '));
      });
    }
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await demo.close();
    await dir.remove();
  });

  it('finds the token in no IPC result, event, log line, export, cURL copy or file but the encrypted store', async () => {
    const services = createTestServices({
      dir: dir.path,
      demoBaseUrl: demo.baseUrl,
      showItemInFolder: (path) => seen.push(`shown ${path}`),
      emit: (name, payload) => seen.push(JSON.stringify({ name, payload })),
      onUnexpected: (operation, error) => seen.push(`${operation}: ${String(error)}`),
    });
    async function call<K extends OperationName>(name: K, input: OperationInput<K>): Promise<Result<OperationResults[K]>> {
      const result = await services.call(name, input);
      seen.push(JSON.stringify(result));
      return result;
    }
    const value = <T>(result: Result<T>): T => {
      if (!result.ok) throw new Error(`unexpected failure: ${result.error.message}`);
      return result.value;
    };

    const created = value(await call('createConnection', {
      label: 'Audit', baseUrl: demo.baseUrl, token, keepToken: 'disk', locations: [{ id: 'loc-audit', name: 'Audit Street' }],
    }));
    const connectionId = created.id;
    expect(created.hint).toBe(token.slice(-4));
    value(await call('getState', {}));
    expect(value(await call('verifyLocation', { connectionId, locationId: 'loc-audit' })).status).toBe('ok');

    // Browse every page, with a retried 503 on the way.
    demo.queueFaults('503');
    let pageToken: string | undefined;
    const rows: Record<string, unknown>[] = [];
    do {
      const page = value(await call('searchMessages', { requestId: randomUUID(), connectionId, locationId: 'loc-audit', body: {}, pageSize: 25, pageToken }));
      rows.push(...page.items);
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken);
    expect(rows).toHaveLength(120);
    expect(seen.some((line) => line.includes('"requestRetry"'))).toBe(true);

    // A location the token may not access: the 401 explanation.
    value(await call('addLocation', { connectionId, locationId: 'loc-other' }));
    const denied = await call('searchMessages', { requestId: randomUUID(), connectionId, locationId: 'loc-other', body: {}, pageSize: 10 });
    expect(denied).toMatchObject({ ok: false, error: { kind: 'unauthorized', connectionLabel: 'Audit', locationId: 'loc-other' } });
    expect(value(await call('verifyLocation', { connectionId, locationId: 'loc-other' })).status).toBe('failed');

    const curl = value(await call('copyAsCurl', { connectionId, locationId: 'loc-audit', body: { query: 'hello' }, pageSize: 25 }));
    expect(curl).toContain('$API_TOKEN');
    const exported = value(await call('exportRows', {
      connectionId, locationId: 'loc-audit', body: {}, pageSize: 25, scope: 'loaded', pages: [1, 2, 3, 4, 5], rows, bom: true, suggestedName: 'audit.csv',
    }));
    expect(exported?.rows).toBe(120);
    value(await call('showInFolder', { path: exported!.path }));

    // A wrong token, then the right one again kept for the session only.
    value(await call('setToken', { connectionId, token: `test-${randomUUID()}`, keepToken: 'disk' }));
    expect(await call('searchMessages', { requestId: randomUUID(), connectionId, locationId: 'loc-audit', body: {}, pageSize: 10 })).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    value(await call('setToken', { connectionId, token, keepToken: 'session' }));
    value(await call('searchMessages', { requestId: randomUUID(), connectionId, locationId: 'loc-audit', body: {}, pageSize: 10 }));
    value(await call('setToken', { connectionId, token, keepToken: 'disk' }));
    value(await call('updateConnection', { connectionId, label: 'Audit renamed' }));

    const everything = [...seen, ...demo.requests.map((request) => JSON.stringify(request))];
    expect(everything.filter((line) => line.toLowerCase().includes(token.toLowerCase()))).toEqual([]);
    expect(seen.some((line) => line.includes('Bearer [redacted]'))).toBe(true);
    const files = await readAllFiles(dir.path);
    expect(files.map((file) => file.path)).toEqual(expect.arrayContaining([exported!.path, exported!.manifestPath]));
    const leaking = files.filter(
      (file) => file.text.toLowerCase().includes(token.toLowerCase()) || file.text.includes(Buffer.from(token).toString('base64').slice(0, -4)),
    );
    expect(leaking.map((file) => file.path)).toEqual([]);
    // The token is on disk only inside the encrypted store, and only as ciphertext.
    const secrets = await readFile(join(dir.path, 'secrets.json'), 'utf8');
    expect(secrets).toContain('sms-explorer/v1');

    value(await call('deleteConnection', { connectionId }));
    const afterDelete = await readFile(join(dir.path, 'secrets.json'), 'utf8');
    expect(afterDelete).not.toContain(connectionId);
  });
});
