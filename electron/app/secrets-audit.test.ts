import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperationInput, OperationName, OperationResult, Result } from '../../common/ipc/contract';
import { startDemoApi, type DemoApi } from '../../demo-api/server';
import { makeTempDir, readAllFiles, type TempDir } from '../test/test-stores';
import { ECHO_FORMS, echoMarker, writeEchoes } from '../../demo-api/echo';
import { readMessage } from '../../common/records/vocabulary/message-vocabulary';
import { detectRoles } from '../../common/records/vocabulary/role-detection';
import { createElectronNotify } from '../electron-adapters/electron-notify';
import { createFakeElectron } from '../test/fake-electron';
import { createTestServices } from '../test/main-services';
import { tokenTraces } from '../test/token-traces';
import { LOCATION_NAME_COLUMN } from '../../common/records/located-row';
import { linkUrl, searchLinkOf } from '../../common/searches/search-link';

/**
 * The secrets audit: a full flow through the real dispatcher, services and demo API with a known
 * token, then a search for that token (any run of it, in any form) in everything the main
 * process produced. The demo is a buggy server that echoes the Authorization header into
 * records, keys, page tokens and error bodies, in every form in echo.ts.
 */
describe('secrets audit', () => {
  let dir: TempDir;
  let demo: DemoApi;
  let token: string;
  const seen: string[] = [];

  beforeEach(async () => {
    dir = await makeTempDir();
    // Long like the service's tokens, with '/' so that '\/' escaping differs from the plain form.
    token = `test/${randomBytes(150).toString('base64')}`;
    demo = await startDemoApi({
      tokens: { [token]: ['loc-audit'] },
      locations: { 'loc-audit': { name: 'Audit Street', messages: 120 }, 'loc-other': { name: 'Elsewhere', messages: 5 } },
      requestLog: join(dir.path, 'requests.jsonl'),
      echoAuthorization: ['record', 'record-base64', 'key', 'error', 'page-token'],
      echoForms: [...ECHO_FORMS],
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
    async function call<K extends OperationName>(name: K, input: OperationInput<K>): Promise<Result<OperationResult<K>>> {
      const result = await services.call(name, input);
      seen.push(JSON.stringify(result));
      return result;
    }
    const value = <T>(result: Result<T>): T => {
      if (!result.ok) throw new Error(`unexpected failure: ${result.error.message}`);
      return result.value;
    };

    const created = value(
      await call('createConnection', {
        label: 'Audit',
        baseUrl: demo.baseUrl,
        token,
        keepToken: 'disk',
        locations: [{ id: 'loc-audit', name: 'Audit Street' }],
      }),
    );
    const connectionId = created.id;
    expect(created.hint).toBe(token.slice(-4));
    value(await call('getState', {}));
    expect(value(await call('verifyLocation', { connectionId, locationId: 'loc-audit' })).status).toBe('ok');

    // Browse every page, with a retried 503 on the way.
    demo.queueFaults('503');
    let pageToken: string | undefined;
    const pageTokens: string[] = [];
    const rows: Record<string, unknown>[] = [];
    do {
      const page = value(
        await call('searchMessages', { requestId: randomUUID(), connectionId, locationId: 'loc-audit', body: {}, pageSize: 25, pageToken }),
      );
      rows.push(...page.items);
      pageToken = page.nextPageToken ?? undefined;
      if (pageToken) pageTokens.push(pageToken);
    } while (pageToken);
    expect(rows).toHaveLength(120);
    expect(pageTokens[0]).toContain('[redacted]');
    // What the window saves: a column layout listing the record keys.
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    value(
      await call('saveColumnLayout', {
        connectionId,
        locationId: 'loc-audit',
        layout: { order: columns, widths: {}, hidden: columns.slice(-3) },
      }),
    );
    expect(seen.some((line) => line.includes('"requestRetry"'))).toBe(true);
    // The search across locations, and the layout its grid saves (one per connection): the
    // Location column and the merged rows' keys.
    const across = value(
      await call('searchAcrossLocations', { requestId: randomUUID(), connectionId, locationIds: ['loc-audit'], body: {}, pageSize: 25 }),
    );
    const acrossColumns = [LOCATION_NAME_COLUMN, ...new Set(across.rows.flatMap((row) => Object.keys(row.item)))];
    expect(acrossColumns.length).toBeGreaterThan(2);
    value(
      await call('saveColumnLayout', {
        connectionId,
        locationId: null,
        layout: { order: acrossColumns, widths: { [LOCATION_NAME_COLUMN]: 240 }, hidden: acrossColumns.slice(-2) },
      }),
    );
    expect(value(await call('getColumnLayout', { connectionId, locationId: null }))?.order).toEqual(acrossColumns);

    // A location the token may not access: the 401 explanation.
    value(await call('addLocation', { connectionId, locationId: 'loc-other' }));
    const denied = await call('searchMessages', { requestId: randomUUID(), connectionId, locationId: 'loc-other', body: {}, pageSize: 10 });
    expect(denied).toMatchObject({ ok: false, error: { kind: 'unauthorized', connectionLabel: 'Audit', locationId: 'loc-other' } });
    expect(value(await call('verifyLocation', { connectionId, locationId: 'loc-other' })).status).toBe('failed');

    const curl = value(await call('copyAsCurl', { connectionId, locationId: 'loc-audit', body: { query: 'hello' }, pageSize: 25 }));
    expect(curl).toContain('$API_TOKEN');
    value(await call('copyAsCurl', { connectionId, locationId: 'loc-audit', body: {}, pageSize: 25, pageToken: pageTokens[0] }));
    value(await call('clipboardWriteText', { text: rows.map((row) => Object.values(row).join('\t')).join('\n') }));
    services.services.pasteGrants.grant();
    value(await call('clipboardReadText', {}));
    const exported = value(
      await call('exportRows', {
        connectionId,
        locationId: 'loc-audit',
        body: {},
        pageSize: 25,
        scope: 'loaded',
        pages: [1, 2, 3, 4, 5],
        rows,
        bom: true,
        suggestedName: 'audit.csv',
      }),
    );
    expect(exported?.rows).toBe(120);
    value(await call('showInFolder', { path: exported!.path }));
    const exportedAll = value(
      await call('exportAll', {
        connectionId,
        locationId: 'loc-audit',
        body: {},
        pageSize: 50,
        exportId: 'audit-all',
        bom: false,
        suggestedName: 'audit-all',
        columns,
      }),
    );
    expect(exportedAll).toMatchObject({ status: 'complete', rows: 120 });

    // Copy link, as the window makes it from the connection it sees and the body it sent; then
    // opened; and links someone pasted the token into, refused without repeating it.
    const audited = { connectionId, locationId: 'loc-audit', connectionLabel: created.label };
    const url = linkUrl(searchLinkOf(audited, { query: 'hello', status: 'FAILED' }, new Date()).link);
    value(await call('clipboardWriteText', { text: url }));
    seen.push(url);
    value(await call('takeOpenedLinks', {}));
    expect(await services.services.links.open(url)).toMatchObject({ ok: true });
    for (const form of [token, Buffer.from(token).toString('hex'), Buffer.from(token).toString('base64url')]) {
      const opened = await services.services.links.open(`${url}&${new URLSearchParams({ location_name: form.slice(20, 60) }).toString()}`);
      expect(opened).toEqual({ ok: false, message: expect.stringContaining('looks like an API token') });
      seen.push(JSON.stringify(opened));
    }

    // A wrong token, then the right one again kept for the session only.
    value(await call('setToken', { connectionId, token: `test-${randomUUID()}`, keepToken: 'disk' }));
    expect(
      await call('searchMessages', { requestId: randomUUID(), connectionId, locationId: 'loc-audit', body: {}, pageSize: 10 }),
    ).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    value(await call('setToken', { connectionId, token, keepToken: 'session' }));
    value(await call('searchMessages', { requestId: randomUUID(), connectionId, locationId: 'loc-audit', body: {}, pageSize: 10 }));
    value(await call('setToken', { connectionId, token, keepToken: 'disk' }));
    value(await call('updateConnection', { connectionId, label: 'Audit renamed' }));

    const everything = [...seen, ...demo.requests.map((request) => JSON.stringify(request))];
    expect(everything.flatMap((line) => tokenTraces(line, token).map((trace) => `${trace}: ${line.slice(0, 200)}`))).toEqual([]);
    expect(seen.some((line) => line.includes('Bearer [redacted]'))).toBe(true);
    const files = await readAllFiles(dir.path);
    const stored = [
      exported!.path,
      exported!.manifestPath,
      join(dir.path, 'audit-all-for-spreadsheet.csv'),
      join(dir.path, 'audit-all-for-spreadsheet.csv.manifest.json'),
      join(dir.path, 'settings.json'),
    ];
    expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(stored));
    // utf8: a file's text as an editor shows it (the escapes and encodings are decoded by tokenTraces).
    const leaking = await Promise.all(
      files.map(async (file) => ({ path: file.path, traces: tokenTraces(await readFile(file.path, 'utf8'), token) })),
    );
    expect(leaking.filter((file) => file.traces.length > 0)).toEqual([]);
    // The token is on disk only inside the encrypted store, and only as ciphertext.
    const secrets = await readFile(join(dir.path, 'secrets.json'), 'utf8');
    expect(secrets).toContain('sms-explorer/v1');

    value(await call('deleteConnection', { connectionId }));
    const afterDelete = await readFile(join(dir.path, 'secrets.json'), 'utf8');
    expect(afterDelete).not.toContain(connectionId);
    // Every form of the token through every operation and file: seconds on a loaded CI core.
  }, 60_000);

  it('finds the token in no failure notification of a followed location, whatever a server echoed into its name or numbers', async () => {
    const anchorMs = Date.parse('2026-11-20T15:30:00Z');
    const clock = { now: anchorMs };
    // Every new message outbound and failed at once, every record carrying the echoes.
    const live = await startDemoApi(
      {
        tokens: { [token]: ['loc-live'] },
        locations: { 'loc-live': { name: 'Live Street', messages: 20 } },
        anchorTime: new Date(anchorMs).toISOString(),
        live: { everySeconds: 2, queuedSeconds: 0, sentSeconds: 0, failedShare: 1, outboundShare: 1 },
        echoAuthorization: ['record', 'key'],
        echoForms: [...ECHO_FORMS],
      },
      { now: () => clock.now },
    );
    const electron = createFakeElectron({ isPackaged: true, userData: dir.path });
    try {
      const { call, notices } = createTestServices({
        dir: dir.path,
        demoBaseUrl: live.baseUrl,
        notify: createElectronNotify(electron.module.Notification, 'darwin'),
        monotonicNow: () => clock.now,
      });
      // The user's own name for the place comes back as given: only what main says of its own counts here.
      const value = <T>(result: Result<T>): T => {
        if (!result.ok) throw new Error(`unexpected failure: ${result.error.message}`);
        return result.value;
      };
      const { id: connectionId } = value(
        await call('createConnection', {
          label: 'Live',
          baseUrl: live.baseUrl,
          token,
          keepToken: 'disk',
          locations: [{ id: 'loc-live', name: 'Live Street' }],
        }),
      );
      // Follow's looks: the newest page, then again once new messages came and failed.
      const head = async () => {
        const page = await call('searchMessages', {
          requestId: randomUUID(),
          connectionId,
          locationId: 'loc-live',
          body: {},
          pageSize: 50,
        });
        seen.push(JSON.stringify(page));
        return value(page).items;
      };
      const before = new Set((await head()).map((item) => item.id));
      clock.now += 20_000;
      const added = (await head()).filter((item) => !before.has(item.id));
      const { fields } = detectRoles(added);
      const failed = added.map((item) => readMessage(item, fields)).filter((reading) => reading.status?.kind === 'failed');
      expect(failed.length).toBeGreaterThan(0);
      const number = failed[0]?.contactNumber ?? '';
      expect(number).toMatch(/^\+\d+$/);

      // What a server echoed, as a reader of its JSON gets it: the place's name pasted from it, numbers read from it.
      for (const form of ECHO_FORMS) {
        const echoed = JSON.parse(`"${writeEchoes(echoMarker(form), `Bearer ${token}`)}"`) as string;
        // A minute apart: main shows one notice a minute per place.
        clock.now += 60_000;
        value(await call('renameLocation', { connectionId, locationId: 'loc-live', name: `Live ${echoed}`.slice(0, 100) }));
        const notified = await call('notifyFailures', {
          connectionId,
          locationId: 'loc-live',
          count: failed.length + 2,
          numbers: [number, echoed.slice(0, 100), echoed.slice(-100)],
        });
        seen.push(JSON.stringify(notified));
        value(notified);
      }
      expect(notices).toHaveLength(ECHO_FORMS.length);
      expect(electron.log.notifications).toEqual(notices);
      const shown = notices.map((notice) => `${notice.title}\n${notice.body}`);
      expect([...shown, ...seen].flatMap((text) => tokenTraces(text, token).map((trace) => `${trace}: ${text.slice(0, 200)}`))).toEqual([]);
      expect(shown.every((text) => text.includes('[redacted]') && text.includes(number))).toBe(true);
    } finally {
      await live.close();
    }
  }, 60_000);
});
