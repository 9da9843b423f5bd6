import { fail, isFailure } from '../../common/errors/failure';
import type { KeepToken, TokenVault } from '../vault/token-vault';
import { DEMO_BASE_URL_LABEL } from '../../common/connections/demo-address';
import { DEMO_BASE_URL } from './base-url';
import { MAX_PAGE_SIZE_BOUND, REQUEST_TIMEOUT_MS_BOUND } from '../../common/limits/connection-limits';
import type { ConnectionRecord } from './connection-record';
import { locationRecord } from './record-rules';
import type { DemoConnection } from '../../demo-api/demo-connection';

/**
 * The demo token is built into the app, so there is nothing to lose in saving it again, and
 * without a keyring it is kept for the session: the demo must work everywhere.
 */
export async function saveDemoToken(vault: TokenVault, demo: DemoConnection, connectionId: string): Promise<KeepToken> {
  try {
    await vault.save(connectionId, demo.token, 'disk');
    return 'disk';
  } catch (error) {
    if (!isFailure(error, 'vault_unavailable')) throw error;
    await vault.save(connectionId, demo.token, 'session');
    return 'session';
  }
}

export function demoRecord(id: string, demo: DemoConnection, keepToken: KeepToken): ConnectionRecord {
  return {
    id,
    label: demo.label,
    baseUrl: DEMO_BASE_URL,
    isDemo: true,
    keepToken,
    locations: demo.locations.map((location) => ({
      ...locationRecord(location.id, location.name),
      ...(location.timeZone ? { timeZone: location.timeZone } : {}),
    })),
    maxPageSize: MAX_PAGE_SIZE_BOUND.default,
    requestTimeoutMs: REQUEST_TIMEOUT_MS_BOUND.default,
  };
}

/** Editing the demo connection's other settings may send its address back unchanged. */
export function keepDemoBaseUrl(input: string): string {
  if (input.trim() === DEMO_BASE_URL || input.trim() === DEMO_BASE_URL_LABEL) return DEMO_BASE_URL;
  return fail(
    'invalid_request',
    'The demo connection always uses the demo API built into the app. To use another address, create a new connection.',
    { field: 'baseUrl' },
  );
}
