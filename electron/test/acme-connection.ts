import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach } from 'vitest';
import { startDemoApi } from '../../demo-api/server';
import type { DemoApi, DemoApiConfigInput } from '../../demo-api/server';
import type { EmitEvent } from '../ipc/register';
import { createTestServices } from './main-services';
import { makeTempDir } from './test-stores';
import type { TempDir } from './test-stores';

type DemoLocations = Readonly<Record<string, { name: string; messages: number }>>;

/**
 * The setting of the tests that search or export across locations: a demo API serving
 * `locations` to one generated token, and main's services in a fresh folder with an "Acme"
 * connection to every location. Registers its own beforeEach / afterEach (folder made and
 * removed, server closed), so call it at the top of a test file.
 */
export function useAcmeConnection(locations: DemoLocations) {
  const token = `test-${randomUUID()}`;
  const ids = Object.keys(locations);
  let dir: TempDir | undefined;
  let demo: DemoApi | undefined;
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    await demo?.close();
    demo = undefined;
    await dir?.remove();
  });
  const folder = (): string => {
    if (!dir) throw new Error('No test folder outside a test.');
    return dir.path;
  };
  const server = (): DemoApi => {
    if (!demo) throw new Error('Connect first: no demo API runs.');
    return demo;
  };
  return {
    token,
    ids,
    folder,
    demo: server,
    /**
     * Starts the demo API (`config` on top of every location for the token) and creates the
     * connection; `named: false` leaves the locations unnamed, `fetch` is main's transport.
     */
    async connect(
      config: DemoApiConfigInput = {},
      { named = true, fetch, emit }: { named?: boolean; fetch?: typeof globalThis.fetch; emit?: EmitEvent } = {},
    ) {
      demo = await startDemoApi({ locations, tokens: { [token]: ids }, sparsePages: 0, ...config });
      const { call } = createTestServices({ dir: folder(), demoBaseUrl: demo.baseUrl, ...(fetch && { fetch }), ...(emit && { emit }) });
      const created = await call('createConnection', {
        label: 'Acme',
        baseUrl: demo.baseUrl,
        token,
        keepToken: 'session',
        locations: ids.map((id) => (named ? { id, name: locations[id]!.name } : { id })),
      });
      if (!created.ok) throw new Error(created.error.message);
      return { call, connectionId: created.value.id, baseUrl: demo.baseUrl };
    },
  };
}
