import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createMainServices } from '../electron/app/create-main-services';
import type { EventName, EventPayloads, OperationInput, OperationName, OperationResult } from '../common/ipc/contract';
import { operations } from '../common/ipc/contract';
import { createTestCipher } from '../electron/test/test-cipher';
import { createMemoryClipboard } from '../electron/test/memory-clipboard';
import { APP_URL } from '../electron/electron-adapters/app-protocol';
import { createConfStore } from '../electron/storage/conf-store';

export interface AppSession {
  connectionId: string;
  /** One operation through the same path as the renderer's: dispatch (sender check, zod) → handler → services. */
  call<K extends OperationName>(name: K, input: OperationInput<K>): Promise<OperationResult<K>>;
  /** Where the next export's save dialog "saves". */
  setSavePath(path: string): void;
  progressEvents(): number;
  /** Rows the export `exportId` has written, by its last progress event (0 before its first). */
  exportedRows(exportId: string): number;
}

/**
 * The app's main-process services as the Electron app builds them, with a connection to the demo
 * API; `options.fetch` replaces the network (a benchmark times the server's share through it).
 */
export async function openAppSession(
  folder: string,
  baseUrl: string,
  token: string,
  locationIds: string[],
  options: { fetch?: typeof fetch } = {},
): Promise<AppSession> {
  let savePath = join(folder, 'export.csv');
  let progressEvents = 0;
  // Per export: a run must not read the count the previous export ended on.
  const exportedRows = new Map<string, number>();
  const services = createMainServices({
    appName: 'SMS Explorer',
    appVersion: 'bench',
    settings: createConfStore(folder, 'settings'),
    secrets: createConfStore(folder, 'secrets'),
    startupNotices: [],
    cipher: createTestCipher(),
    fetch: options.fetch ?? globalThis.fetch,
    resolveDemoBaseUrl: async () => baseUrl,
    chooseSavePath: async () => savePath,
    showItemInFolder: () => {},
    clipboard: createMemoryClipboard(),
    notify: () => {},
    // The bench never pastes: main's paste prompt is answered Cancel.
    confirmPaste: async () => false,
    emit: <K extends EventName>(name: K, payload: EventPayloads[K]) => {
      if (name !== 'exportProgress') return;
      progressEvents += 1;
      const progress = payload as EventPayloads['exportProgress'];
      exportedRows.set(progress.jobId, progress.rows);
    },
    isTrustedSender: (url) => url === APP_URL,
  });
  async function call<K extends OperationName>(name: K, input: OperationInput<K>): Promise<OperationResult<K>> {
    const result = await services.dispatch(operations[name].channel, input, APP_URL);
    if (!result.ok) throw new Error(`${name} failed: ${result.error.message}`);
    return result.value as OperationResult<K>;
  }
  const connection = await call('createConnection', {
    label: 'Bench',
    baseUrl,
    token,
    keepToken: 'disk',
    maxPageSize: 500,
    locations: locationIds.map((id) => ({ id })),
  });
  return {
    connectionId: connection.id,
    call,
    setSavePath: (path) => {
      savePath = path;
    },
    progressEvents: () => progressEvents,
    exportedRows: (exportId) => exportedRows.get(exportId) ?? 0,
  };
}

export const newRequestId = (): string => randomUUID();
