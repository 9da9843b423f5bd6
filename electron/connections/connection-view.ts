import type { ConnectionView } from '../../common/ipc/contract';
import type { Cipher } from '../vault/cipher';
import { storageOfBackend } from '../vault/stored-secret';
import type { TokenProblem, TokenVault } from '../vault/token-vault';
import { DEMO_BASE_URL_LABEL } from '../../common/connections/demo-address';
import { DEMO_BASE_URL } from './base-url';
import type { ConnectionRecord } from './connection-record';
import { FOLLOW_INTERVAL_MS_BOUND, REQUESTS_AT_ONCE_BOUND } from '../../common/limits/connection-limits';
import { allowedMaxPageSize } from './page-size-limit';

/** What the renderer sees of a connection: never the token, only its last characters. */
export function toConnectionView(
  record: ConnectionRecord,
  problem: TokenProblem | null,
  vault: TokenVault,
  cipher: Cipher,
): ConnectionView {
  const summary = vault.storageOf(record.id);
  return {
    id: record.id,
    label: record.label,
    baseUrl: record.baseUrl === DEMO_BASE_URL ? DEMO_BASE_URL_LABEL : record.baseUrl,
    hint: summary?.hint ?? '',
    locations: record.locations.map((location) => ({ ...location })),
    storage: summary?.storage ?? (record.keepToken === 'session' ? 'session' : storageOfBackend(cipher.backend())),
    needsToken: problem !== null,
    isDemo: record.isDemo,
    maxPageSize: allowedMaxPageSize(record.maxPageSize, record.pageSizeLimit),
    requestTimeoutMs: record.requestTimeoutMs,
    followIntervalMs: record.followIntervalMs ?? FOLLOW_INTERVAL_MS_BOUND.default,
    requestsAtOnce: record.requestsAtOnce ?? REQUESTS_AT_ONCE_BOUND.default,
    ...(record.pageSizeLimit && { pageSizeLimit: { ...record.pageSizeLimit } }),
    ...(record.fieldChoices && { fieldChoices: structuredClone(record.fieldChoices) }),
  };
}
