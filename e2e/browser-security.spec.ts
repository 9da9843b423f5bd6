import { events, operations } from '../common/ipc/contract';
import { CONTENT_SECURITY_POLICY } from '../electron/window/content-security-policy';
import { expect, test } from './support/explorer-test';
import { expectRowsOfLocation, searchButton } from './support/ui';

type Refusal = { ok: boolean; error?: { kind: string; message: string } };

test('the page has no Node, window.explorer is exactly the contract', async ({ launch }) => {
  const { page } = await launch();
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  const globals = await page.evaluate(() => {
    const scope = globalThis as Record<string, unknown>;
    return { require: typeof scope.require, process: typeof scope.process, module: typeof scope.module, Buffer: typeof scope.Buffer };
  });
  expect(globals).toEqual({ require: 'undefined', process: 'undefined', module: 'undefined', Buffer: 'undefined' });

  const expected = [...Object.keys(operations), ...Object.keys(events).map((name) => `on${name[0]?.toUpperCase()}${name.slice(1)}`)].sort();
  const api = await page.evaluate(() => {
    const explorer = (window as unknown as { explorer: Record<string, unknown> }).explorer;
    return {
      keys: Object.getOwnPropertyNames(explorer).sort(),
      allFunctions: Object.values(explorer).every((value) => typeof value === 'function'),
      frozen: Object.isFrozen(explorer),
    };
  });
  expect(api).toEqual({ keys: expected, allFunctions: true, frozen: true });
});

test('a call from another origin, or from a frame, is refused and runs nothing', async ({ launch }) => {
  const { page, demo } = await launch();
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  const searches = () => demo.requests.filter((request) => request.path.endsWith(':search')).length;
  const searchesBefore = searches();
  const search = { requestId: 'intruder-1', connectionId: 'demo', locationId: 'loc-harbor-dental', body: {}, pageSize: 0 };
  const intruder = { label: 'Intruder', baseUrl: 'http://127.0.0.1:9', token: 'intruder-token', keepToken: 'disk', locations: [] };

  // Another loopback origin in the same browser (the demo API's port): the bridge is there too, the dispatcher refuses it.
  const other = await page.context().newPage();
  await other.goto(`${demo.baseUrl}/`);
  const fromOtherOrigin = await other.evaluate(
    async ([search, intruder]) => {
      const explorer = (window as unknown as { explorer: Record<string, (input: unknown) => Promise<unknown>> }).explorer;
      return Promise.all([explorer.getState!({}), explorer.searchMessages!(search), explorer.createConnection!(intruder)]);
    },
    [search, intruder] as const,
  );
  // A data: frame inside it (an opaque origin).
  await other.setContent('<iframe src="data:text/html,<p>frame</p>"></iframe>');
  const frame = other.frames().find((candidate) => candidate.url().startsWith('data:'));
  expect(frame, 'the data: frame loaded').toBeDefined();
  const fromFrame = await frame!.evaluate(() =>
    (window as unknown as { __explorerInvoke: (channel: string, inputJson: string) => Promise<string> })
      .__explorerInvoke('app:get-state', '{}')
      .then((text) => JSON.parse(text) as unknown),
  );

  for (const result of [...fromOtherOrigin, fromFrame] as Refusal[]) {
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid_request', message: 'This request did not come from the app window and was refused.' },
    });
  }
  expect(searches(), 'no search reached the server').toBe(searchesBefore);
  // The app itself is still served, and no connection was created.
  const state = (await page.evaluate(() =>
    (window as unknown as { explorer: { getState: (input: object) => Promise<unknown> } }).explorer.getState({}),
  )) as {
    ok: true;
    value: { connections: { label: string }[] };
  };
  expect(state.ok).toBe(true);
  expect(state.value.connections.map((connection) => connection.label)).not.toContain('Intruder');
});

test('the CSP header is present and strict, and the page obeys it', async ({ launch }) => {
  const { page, demo } = await launch();
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  const response = await page.request.get(page.url());
  const header = response.headers()['content-security-policy'] ?? '';
  expect(header).toBe(CONTENT_SECURITY_POLICY);
  const directives = new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
  expect(directives.get('default-src')).toEqual(["'none'"]);
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('connect-src')).toEqual(["'self'"]);
  expect(header).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:|data:[^;]*script/);

  const blocked = await page.evaluate(async (apiUrl) => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
    const inline = document.createElement('script');
    inline.textContent = 'window.__inlineRan = true';
    document.body.append(inline);
    const fetched = await fetch(`${apiUrl}/analytics/v1/smsMessages:search`, { method: 'POST', body: '{}' }).then(
      () => 'reached',
      () => 'refused',
    );
    const frame = document.createElement('iframe');
    frame.src = `${apiUrl}/`;
    document.body.append(frame);
    await new Promise((resolve) => setTimeout(resolve, 200));
    frame.remove();
    return {
      inlineRan: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true,
      fetched,
      violations: [...new Set(violations)].sort(),
    };
  }, demo.baseUrl);
  expect(blocked).toEqual({ inlineRan: false, fetched: 'refused', violations: ['connect-src', 'frame-src', 'script-src-elem'] });
});

test('the page itself only ever loads its own files: every API call goes through main', async ({ launch }) => {
  const { page } = await launch();
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.reload();
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  await searchButton(page).click();
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  expect([...origins]).toEqual([new URL(page.url()).origin]);
});
