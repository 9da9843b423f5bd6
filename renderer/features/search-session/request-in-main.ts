import { ignoreFailure } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import type { RequestActivity } from './request-activity';

/**
 * One request of a session to main, under its request id: counted in flight while it runs, and
 * cancelled in main when the query is (Cancel, a new search, leaving the view), so aborting the
 * query stops exactly the HTTP requests this id names, every location's for a merged search.
 */
export async function requestInMain<T>(
  requestId: string,
  signal: AbortSignal,
  activity: RequestActivity,
  ask: () => Promise<T>,
): Promise<T> {
  const cancel = () => {
    void mainProcess.cancelRequest({ requestId }).catch(ignoreFailure);
  };
  signal.addEventListener('abort', cancel, { once: true });
  activity.start(requestId);
  try {
    return await ask();
  } finally {
    signal.removeEventListener('abort', cancel);
    activity.finish(requestId);
  }
}
