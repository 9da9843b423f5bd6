import type { SearchPage } from '../../../common/ipc/contract';
import type { PagePlace } from '../../../common/paging/page-place';
import { mainProcess } from '../../api/main-process';
import type { SearchSessionParams } from '../../api/queries';
import type { RequestActivity } from './request-activity';
import { requestInMain } from './request-in-main';

/** One page of one stream. Each call gets its own request id, so aborting the query cancels exactly this HTTP request in main. */
export function fetchSearchPage(
  params: SearchSessionParams,
  place: PagePlace | null,
  signal: AbortSignal,
  activity: RequestActivity,
): Promise<SearchPage> {
  const requestId = crypto.randomUUID();
  return requestInMain(requestId, signal, activity, () =>
    mainProcess.searchMessages({
      requestId,
      connectionId: params.connectionId,
      locationId: params.locationId,
      body: params.body,
      pageSize: params.pageSize,
      // The first page carries no token; later tokens go back exactly as the server sent them, and
      // only to the server of this session (main refuses them once the connection points elsewhere).
      ...(place ? { pageToken: place, pageTokenFrom: params.baseUrl } : {}),
    }),
  );
}
