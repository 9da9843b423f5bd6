import type { ParsedInput, SearchPage } from '../../common/ipc/contract';
import { ExplorerFailure, isFailure } from '../../common/errors/failure';
import { onIssuingServer } from '../../common/paging/page-token-rejection';
import type { ApiClient } from '../api-client/client';
import { buildCurlCommand } from '../api-client/curl';
import { searchPageResuming } from '../api-client/all-pages';
import type { RequestRegistry } from '../api-client/requests';
import type { ConnectionsService } from '../connections/connections-service';
import { clientContext, requestTarget } from '../connections/request-target';
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
    async searchMessages({ requestId, connectionId, ...request }: ParsedInput<'searchMessages'>): Promise<SearchPage> {
      const target = await requestTarget(connections, connectionId, request.locationId);
      assertPageSizeAllowed(target.connection, request.pageSize);
      const page = onIssuingServer(request, target);
      const signal = requests.start('search', requestId);
      try {
        // A rejected page token is checked by asking for the first page; the grid's walk decides what to keep.
        const answer = await searchPageResuming(client, {
          ...clientContext(target),
          ...page,
          signal,
          onRetry: (notice) => emit('requestRetry', { requestId, ...notice }),
        });
        await recordAnswered(target);
        return answer;
      } catch (error) {
        // A 401 says which it refused, the location or the token, where main can find out.
        if (!isFailure(error, 'unauthorized')) throw error;
        throw new ExplorerFailure(await explainRefusal(error.error, connectionId, request.locationId));
      } finally {
        requests.finish('search', requestId, signal);
      }
    },

    /** The command, with the token replaced by a placeholder: only the base URL is read, never the token. */
    async copyAsCurl({ connectionId, ...request }: ParsedInput<'copyAsCurl'>): Promise<string> {
      const baseUrl = await connections.baseUrl(connectionId, request.locationId);
      return buildCurlCommand({ ...request, baseUrl });
    },
  };
}
