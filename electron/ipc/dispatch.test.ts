import { describe, expect, it } from 'vitest';
import type { OperationName } from './contract';
import { operations } from './contract';
import type { Handlers } from './dispatch';
import { createDispatch } from './dispatch';
import { ExplorerFailure } from '../errors/failure';

const appUrl = 'file:///opt/sms-explorer/dist/renderer/index.html';
const names = Object.keys(operations) as OperationName[];

function spyHandlers() {
  const calls: string[] = [];
  const handlers = Object.fromEntries(
    names.map((name) => [name, async (input: unknown) => {
      calls.push(name);
      return { echoed: input };
    }]),
  ) as unknown as Handlers;
  return { handlers, calls };
}

function dispatcher(handlers: Handlers) {
  return createDispatch({ handlers, isTrustedSender: (url) => url === appUrl });
}

/** A valid input per operation, so each test changes one thing only. */
const query = { connectionId: 'c1', locationId: 'loc-1', body: { query: 'hi' }, pageSize: 50 };
const validInputs: { [K in OperationName]: unknown } = {
  getState: {},
  dismissNotice: { noticeId: 'n1' },
  createConnection: { label: 'Support', baseUrl: 'https://api.example.test', token: 'tok-abc', keepToken: 'disk', locations: [{ id: 'loc-1' }] },
  updateConnection: { connectionId: 'c1', label: 'Renamed' },
  setToken: { connectionId: 'c1', token: 'tok-new', keepToken: 'session' },
  deleteConnection: { connectionId: 'c1' },
  addLocation: { connectionId: 'c1', locationId: 'loc-2', name: 'Harbor' },
  renameLocation: { connectionId: 'c1', locationId: 'loc-2', name: 'Harbour' },
  removeLocation: { connectionId: 'c1', locationId: 'loc-2' },
  verifyLocation: { connectionId: 'c1', locationId: 'loc-2' },
  selectLocation: { connectionId: 'c1', locationId: 'loc-2' },
  searchMessages: { ...query, requestId: 'r1', pageToken: 'opaque_token-1' },
  cancelRequest: { requestId: 'r1' },
  copyAsCurl: query,
  exportRows: { ...query, scope: 'page', pages: [1], rows: [{ id: 'm1' }], bom: true, suggestedName: 'page-1.csv' },
  showInFolder: { path: '/tmp/x.csv' },
};

const malformed: [string, (valid: Record<string, unknown>) => unknown][] = [
  ['null', () => null],
  ['a string', () => 'getState'],
  ['an array', (valid) => [valid]],
  ['an extra field', (valid) => ({ ...valid, extra: true })],
  ['a __proto__ key', (valid) => JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(valid).slice(1, -1) || '"x": 1'}}`)],
  ['a constructor key', (valid) => ({ ...valid, constructor: { prototype: { polluted: true } } })],
  ['every field a number', (valid) => Object.fromEntries(Object.keys(valid).map((key) => [key, 12345]))],
  ['every field a huge string', (valid) => Object.fromEntries(Object.keys(valid).map((key) => [key, 'x'.repeat(1_000_001)]))],
];

describe('createDispatch', () => {
  it.each(names)('runs %s for the app page with a valid input', async (name) => {
    const { handlers, calls } = spyHandlers();
    const result = await dispatcher(handlers)(operations[name].channel, validInputs[name], appUrl);
    expect(result.ok).toBe(true);
    expect(calls).toEqual([name]);
  });

  it.each(names)('refuses %s from any other frame without running it', async (name) => {
    const { handlers, calls } = spyHandlers();
    const dispatch = dispatcher(handlers);
    for (const sender of [undefined, '', 'https://evil.test/index.html', 'file:///tmp/other.html', `${appUrl}.evil`]) {
      const result = await dispatch(operations[name].channel, validInputs[name], sender);
      expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid_request' }) });
    }
    expect(calls).toEqual([]);
  });

  for (const [what, make] of malformed) {
    // Operations without fields (getState) have nothing to make wrong for the per-field cases.
    const changed = names.filter((name) => {
      const valid = validInputs[name] as Record<string, unknown>;
      return JSON.stringify(make(valid)) !== JSON.stringify(valid) || what.includes('key');
    });
    it.each(changed)(`rejects %s given ${what}, running nothing`, async (name) => {
      const { handlers, calls } = spyHandlers();
      const input = make(validInputs[name] as Record<string, unknown>);
      const result = await dispatcher(handlers)(operations[name].channel, input, appUrl);
      expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid_request' }) });
      expect(calls).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('refuses page_token and page_size inside a search body (the app manages them)', async () => {
    const { handlers, calls } = spyHandlers();
    const dispatch = dispatcher(handlers);
    for (const body of [{ page_token: 'x' }, { page_size: 10 }]) {
      const result = await dispatch(operations.searchMessages.channel, { ...query, requestId: 'r', body }, appUrl);
      expect(result.ok).toBe(false);
    }
    expect(calls).toEqual([]);
  });

  it('refuses an unknown channel', async () => {
    const { handlers } = spyHandlers();
    const result = await dispatcher(handlers)('shell:exec', {}, appUrl);
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid_request' }) });
  });

  it('returns a service failure as data and hides unexpected errors', async () => {
    const { handlers } = spyHandlers();
    const unexpected: unknown[] = [];
    const dispatch = createDispatch({
      handlers: {
        ...handlers,
        getState: async () => {
          throw new ExplorerFailure({ kind: 'vault_unavailable', message: 'Keyring locked.' });
        },
        cancelRequest: async () => {
          throw new Error('secret-bearing internal detail');
        },
      },
      isTrustedSender: (url) => url === appUrl,
      onUnexpected: (_name, error) => unexpected.push(error),
    });
    expect(await dispatch(operations.getState.channel, {}, appUrl)).toEqual({ ok: false, error: { kind: 'vault_unavailable', message: 'Keyring locked.' } });
    const hidden = await dispatch(operations.cancelRequest.channel, { requestId: 'r1' }, appUrl);
    expect(hidden.ok).toBe(false);
    expect(JSON.stringify(hidden)).not.toContain('secret-bearing');
    expect(unexpected).toHaveLength(1);
  });
});
