import type { LocationTestResult, ParsedInput } from '../../common/ipc/contract';
import { isFailure } from '../../common/errors/failure';
import { runBounded, VERIFY_CONCURRENCY } from '../../common/connections/verification';
import type { ApiClient } from '../api-client/client';
import { isUnauthorized, refusalFromProbe, refusalNamedByServer, withRefusal } from '../api-client/refusal-cause';
import { REQUEST_TIMEOUT_MS_BOUND } from '../../common/limits/connection-limits';

/**
 * "Test connection" before saving: whether a token not stored yet may read each location, by the
 * same one-result search as verifyLocation, a few locations at once. The token goes to the
 * server and nowhere else: nothing is stored, and the client's errors come back redacted of it.
 * The address is checked as for saving first, so a token is never sent where it could not be saved.
 */
export async function testConnection(
  client: ApiClient,
  input: ParsedInput<'testConnection'>,
  /** Where the address typed sends requests (the built-in demo API's port for its name); fails as saving would. */
  resolveAddress: (input: string) => Promise<string>,
): Promise<LocationTestResult[]> {
  const baseUrl = await resolveAddress(input.baseUrl);
  const results = await runBounded(input.locations, VERIFY_CONCURRENCY, async (locationId): Promise<LocationTestResult> => {
    try {
      await client.searchMessages({
        baseUrl,
        token: input.token,
        locationId,
        body: {},
        pageSize: 1,
        timeoutMs: input.requestTimeoutMs ?? REQUEST_TIMEOUT_MS_BOUND.default,
        // Not saved yet: no id; the label is the one typed, so messages name what the user sees.
        connectionId: '',
        connectionLabel: input.label,
      });
      return { locationId, status: 'ok' };
    } catch (error) {
      if (!isFailure(error)) throw error;
      const { connectionId: _unsaved, ...problem } = error.error;
      return { locationId, status: 'failed', error: problem };
    }
  });
  return results.map((result) => withCause(result, results, input.label));
}

/**
 * A 401's cause, as for a saved connection (rules in api-client/refusal-cause.ts): the server's
 * words, else the other locations tested with the same token stand for the check on another
 * location. Left with both causes when neither tells.
 */
function withCause(result: LocationTestResult, all: readonly LocationTestResult[], label: string): LocationTestResult {
  const { error } = result;
  if (result.status !== 'failed' || !error || !isUnauthorized(error)) return result;
  const others = all.filter((other) => other.locationId !== result.locationId);
  const answered = others.some((other) => other.status === 'ok');
  const refusedToo = others.length > 0 && others.every((other) => other.error && isUnauthorized(other.error));
  const named = refusalNamedByServer(error, result.locationId);
  const cause = named ?? refusalFromProbe(answered ? 'answered' : refusedToo ? 'refused' : 'inconclusive');
  if (!cause) return result;
  return { ...result, error: withRefusal(error, cause, { connectionLabel: label, locationId: result.locationId }, named === null) };
}
