import type { ExplorerApi, ExplorerError, LocationTestResult, OperationInput } from '../../common/ipc/contract';

/** An API server the fake main can reach: its address and which locations each token may read. */
export interface FakeServer {
  baseUrl: string;
  tokens: Record<string, string[]>;
}

/**
 * The fake's "Test connection", as main answers it: the address checked as for saving (https, or
 * http to this computer), then one result per location from the server's tokens; a server the
 * fake does not know is unreachable. Nothing is stored.
 */
export function createFakeTestConnection(
  servers: readonly FakeServer[],
  record: (name: 'testConnection', input: OperationInput<'testConnection'>) => void,
) {
  const testConnection: ExplorerApi['testConnection'] = async (input) => {
    record('testConnection', input);
    const url = URL.canParse(input.baseUrl) ? new URL(input.baseUrl) : null;
    const local = url?.hostname === 'localhost' || url?.hostname === '127.0.0.1' || url?.hostname === '[::1]';
    if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && local))) {
      return {
        ok: false,
        error: { kind: 'invalid_request', field: 'baseUrl', message: 'Enter the address of the API, for example https://api.example.com.' },
      };
    }
    const server = servers.find((candidate) => candidate.baseUrl === input.baseUrl.replace(/\/+$/, ''));
    const readable = server?.tokens[input.token];
    const results = input.locations.map((locationId): LocationTestResult => {
      if (readable?.includes(locationId)) return { locationId, status: 'ok' };
      const error: ExplorerError = server
        ? {
            kind: 'unauthorized',
            status: 401,
            message: `The token was refused for location ${locationId} of connection "${input.label}".`,
            locationId,
          }
        : {
            kind: 'network',
            message: `Could not talk to ${url.origin}. Check the network connection and the base URL of connection "${input.label}", then try again.`,
            locationId,
          };
      return { locationId, status: 'failed', error: { ...error, connectionLabel: input.label } };
    });
    return { ok: true, value: results };
  };
  return testConnection;
}
