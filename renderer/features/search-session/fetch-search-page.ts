import type { SearchPage } from '../../../common/ipc/contract';
import { ignoreFailure } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import type { SearchSessionParams } from '../../api/queries';
import type { RequestActivity } from './request-activity';

/**
 * One page of a search. Each call gets its own request id so that aborting the query (Cancel,
 * switching location, unmount) cancels exactly this HTTP request in main.
 */
export async function fetchSearchPage(
  params: SearchSessionParams,
  pageToken: string | null,
  signal: AbortSignal,
  activity: RequestActivity,
): Promise<SearchPage> {
  const requestId = crypto.randomUUID();
  const cancel = () => {
    void mainProcess.cancelRequest({ requestId }).catch(ignoreFailure);
  };
  signal.addEventListener('abort', cancel, { once: true });
  activity.start(requestId);
  try {
    return await mainProcess.searchMessages({
      requestId,
      connectionId: params.connectionId,
      locationId: params.locationId,
      body: params.body,
      pageSize: params.pageSize,
      // The first page carries no token; later tokens go back exactly as the server sent them, and
      // only to the server of this session (main refuses them once the connection points elsewhere).
      ...(pageToken ? { pageToken, pageTokenFrom: params.baseUrl } : {}),
    });
  } finally {
    signal.removeEventListener('abort', cancel);
    activity.finish(requestId);
  }
}
