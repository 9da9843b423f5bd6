// Test support: the demo API with a small, known world, and a client whose waits are recorded.
import { randomUUID } from 'node:crypto';
import type { DemoApi, DemoApiConfigInput } from '../../demo-api/server';
import { startDemoApi } from '../../demo-api/server';
import { ExplorerFailure } from '../../common/errors/failure';
import type { ApiClientDeps, SearchRequest } from '../api-client/client';
import { createApiClient } from '../api-client/client';

export const LOCATION_ID = 'loc-alpha';
export const OTHER_LOCATION_ID = 'loc-bravo';

export interface TestDemo {
  api: DemoApi;
  token: string;
  /** Search requests the demo received, oldest first. */
  searches(): DemoApi['requests'];
  params(extra?: Partial<SearchRequest>): SearchRequest;
}

export async function startTestDemo(config: DemoApiConfigInput = {}): Promise<TestDemo> {
  const token = `test-${randomUUID()}`;
  const api = await startDemoApi({
    locations: {
      [LOCATION_ID]: { name: 'Alpha Shop', messages: 300 },
      [OTHER_LOCATION_ID]: { name: 'Bravo Shop', messages: 20 },
    },
    tokens: { [token]: [LOCATION_ID] },
    sparsePages: 0,
    ...config,
  });
  return {
    api,
    token,
    searches: () => api.requests.filter((request) => request.path.endsWith(':search')),
    params: (extra = {}) => ({
      baseUrl: api.baseUrl,
      token,
      locationId: LOCATION_ID,
      body: {},
      pageSize: 20,
      timeoutMs: 5000,
      connectionId: 'conn-1',
      connectionLabel: 'Demo shop',
      locationName: 'Alpha Shop',
      ...extra,
    }),
  };
}

/** A client whose backoff waits return at once and are recorded; jitter is fixed at 0.5. */
export function recordingClient(deps: Partial<ApiClientDeps> = {}) {
  const delays: number[] = [];
  const client = createApiClient({
    fetch,
    userAgent: 'SMS Explorer/test',
    random: () => 0.5,
    sleep: async (ms) => {
      delays.push(ms);
    },
    ...deps,
  });
  return { client, delays };
}

export async function failureOf(promise: Promise<unknown>): Promise<ExplorerFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ExplorerFailure) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}
