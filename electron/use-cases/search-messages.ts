import type { ParsedInput, SearchPage } from '../../common/ipc/contract';
import { ExplorerFailure, isFailure } from '../../common/errors/failure';
import type { ApiClient } from '../api-client/client';
import { buildCurlCommand } from '../api-client/curl';
import { searchPageResuming } from '../api-client/page-resume';
import type { RequestRegistry } from '../api-client/requests';
import type { ConnectionsService } from '../connections/connections-service';
import { clientContext, refuseTokenForOtherServer, requestTarget } from '../connections/request-target';
import { assertPageSizeAllowed } from '../connections/page-size-limit';
import type { EmitEvent } from '../ipc/register';
import type { ExplainRefusal } from './refusal-check';
import type { RecordAnswered } from './record-answered';

export interface SearchMessagesDeps {
  connections: Pick<ConnectionsService, 'credentials' | 'baseUrl'>;
  client: ApiClient;
  requests: RequestRegistry;
  emit: EmitEvent;
  explainRefusal: ExplainRefusal;
  recordAnswered: RecordAnswered;
}

/** One page of a search for the grid, cancellable by its request id, and the same request as a cURL command. */
export function createMessageSearch({ connections, client, requests, emit, explainRefusal, recordAnswered }: SearchMessagesDeps) {
  return {
    async searchMessages({
      requestId,
      connectionId,
      locationId,
      body,
      pageSize,
      pageToken,
      pageTokenFrom,
    }: ParsedInput<'searchMessages'>): Promise<SearchPage> {
      const target = await requestTarget(connections, connectionId, locationId);
      assertPageSizeAllowed(target.connection, pageSize);
      if (pageToken !== undefined && pageTokenFrom !== undefined) refuseTokenForOtherServer(pageTokenFrom, target);
      const signal = requests.start('search', requestId);
      try {
        // A rejected page token is checked by asking for the first page; the grid's walk decides what to keep.
        const page = await searchPageResuming(client, {
          ...clientContext(target),
          locationId,
          body,
          pageSize,
          pageToken,
          signal,
          onRetry: (notice) => emit('requestRetry', { requestId, ...notice }),
        });
        await recordAnswered(target);
        return page;
      } catch (error) {
        // A 401 says which it refused, the location or the token, where main can find out.
        if (!isFailure(error, 'unauthorized')) throw error;
        throw new ExplorerFailure(await explainRefusal(error.error, connectionId, locationId));
      } finally {
        requests.finish('search', requestId, signal);
      }
    },

    /** The command, with the token replaced by a placeholder: only the base URL is read, never the token. */
    async copyAsCurl({ connectionId, locationId, body, pageSize, pageToken }: ParsedInput<'copyAsCurl'>): Promise<string> {
      const baseUrl = await connections.baseUrl(connectionId, locationId);
      return buildCurlCommand({ baseUrl, locationId, body, pageSize, pageToken });
    },
  };
}
