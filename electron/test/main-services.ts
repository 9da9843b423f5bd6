import { join } from 'node:path';
import type { Notice, Notify } from '../use-cases/failure-notice';
import type { OperationInput, OperationName, OperationResult, Result } from '../../common/ipc/contract';
import { operations } from '../../common/ipc/contract';
import type { EmitEvent } from '../ipc/register';
import { APP_URL } from '../electron-adapters/app-protocol';
import { createTestCipher } from './test-cipher';
import { createMemoryClipboard } from './memory-clipboard';
import { createConfStore } from '../storage/conf-store';
import { createMainServices } from '../app/create-main-services';

// Test support: the real main-process services over real stores in `dir`, called through the
// dispatcher exactly as the renderer's requests are (sender check and input validation included).

/** The page the app loads (app://sms-explorer/index.html): the only sender trusted here, as in the app. */
export const TEST_APP_URL = APP_URL;

export interface TestServicesOptions {
  dir: string;
  /** Base URL of the demo API behind the built-in demo connection. */
  demoBaseUrl: string;
  emit?: EmitEvent;
  showItemInFolder?: (path: string) => void;
  onUnexpected?: (operation: string, error: unknown) => void;
  /** The user's answer to main's paste prompt: Cancel unless a test says otherwise. */
  confirmPaste?: () => Promise<boolean>;
  /** Where OS notifications go besides the recording (such as Electron's adapter over the fake electron). */
  notify?: Notify;
  /** The transport: the global fetch unless a test watches the requests (it calls the global one). */
  fetch?: typeof fetch;
  /** The monotonic clock (ms) main's notice gate reads; performance.now unless a test pins it. */
  monotonicNow?: () => number;
}

export function createTestServices(options: TestServicesOptions) {
  const clipboard = createMemoryClipboard();
  const notices: Notice[] = [];
  const services = createMainServices({
    appName: 'SMS Explorer',
    appVersion: 'test',
    settings: createConfStore(options.dir, 'settings'),
    secrets: createConfStore(options.dir, 'secrets'),
    startupNotices: [],
    cipher: createTestCipher(),
    fetch: options.fetch ?? globalThis.fetch,
    resolveDemoBaseUrl: async () => options.demoBaseUrl,
    chooseSavePath: async (name) => join(options.dir, name),
    showItemInFolder: options.showItemInFolder ?? (() => undefined),
    clipboard,
    notify: (notice) => {
      notices.push(notice);
      options.notify?.(notice);
    },
    confirmPaste: options.confirmPaste ?? (async () => false),
    emit: options.emit ?? (() => undefined),
    isTrustedSender: (url) => url === TEST_APP_URL,
    ...(options.onUnexpected ? { onUnexpected: options.onUnexpected } : {}),
    ...(options.monotonicNow ? { monotonicNow: options.monotonicNow } : {}),
  });
  const call = async <K extends OperationName>(name: K, input: OperationInput<K>) =>
    (await services.dispatch(operations[name].channel, input, TEST_APP_URL)) as Result<OperationResult<K>>;
  return { services, call, clipboard, notices };
}
