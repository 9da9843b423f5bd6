import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppNotice } from '../../common/ipc/contract';
import { ExplorerFailure } from '../../common/errors/failure';
import type { TestCipher } from './test-cipher';
import { createTestCipher } from './test-cipher';
import { createConfStore } from '../storage/conf-store';
import { makeTempDir } from './test-stores';
import type { TempDir } from './test-stores';
import { createTokenVault } from '../vault/token-vault';
import { createConnectionsService } from '../connections/connections-service';
import type { ConnectionsService } from '../connections/connections-service';
import type { DemoConnection } from '../../demo-api/demo-connection';

// Test support: a connections service over real stores in a temporary folder.

export const DEMO_API_URL = 'http://127.0.0.1:4010';
export const CLOCK = new Date('2025-06-07T08:09:10.011Z');

export interface Fixture {
  dir: TempDir;
  demo: DemoConnection;
  cipher: TestCipher;
  /** A service as the app would build it at a (re)start, over the same files. */
  open(options?: { cipher?: TestCipher; notices?: AppNotice[] }): ConnectionsService;
}

export async function createFixture(): Promise<Fixture> {
  const dir = await makeTempDir();
  const cipher = createTestCipher();
  const demo: DemoConnection = {
    label: 'Demo API',
    token: `demo-${randomUUID()}`,
    locations: [
      { id: 'loc-main', name: 'Main street' },
      { id: 'loc-harbour', name: 'Harbour' },
    ],
  };
  return {
    dir,
    demo,
    cipher,
    open: (options = {}) => {
      const chosen = options.cipher ?? cipher;
      return createConnectionsService({
        settings: createConfStore(dir.path, 'settings'),
        vault: createTokenVault({ store: createConfStore(dir.path, 'secrets'), cipher: chosen }),
        cipher: chosen,
        resolveDemoBaseUrl: async () => DEMO_API_URL,
        demo,
        now: () => CLOCK,
        ...(options.notices ? { notices: options.notices } : {}),
      });
    },
  };
}

export const newToken = () => `test-${randomUUID()}`;

/** The error a call failed with, for assertions on its kind, message and fields. */
export async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ExplorerFailure) return error.error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A store file as the app left it on disk. */
export function readStoreJson(fixture: Fixture, name: 'settings' | 'secrets') {
  return JSON.parse(readFileSync(join(fixture.dir.path, `${name}.json`), 'utf8'));
}

export async function demoConnectionId(service: ConnectionsService): Promise<string> {
  const demo = (await service.getState('1.0.0')).connections.find((connection) => connection.isDemo);
  if (!demo) throw new Error('no demo connection');
  return demo.id;
}
