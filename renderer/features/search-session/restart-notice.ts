import type { SearchPage } from '../../../common/ipc/contract';

/** The grid's line after a rejected page token: plain words first, the server's own one click away. */
export interface RestartNotice {
  text: string;
  /** What the server answered (status, its message), or null when it said nothing. */
  serverSaid: string | null;
}

export const RESTART_TEXT = "The server's page links expired; the results were reloaded from the start — nothing is shown twice.";

export function restartNoticeOf(rejection: SearchPage['restartedAfter']): RestartNotice {
  const parts = [
    ...(rejection?.status !== undefined ? [`HTTP ${rejection.status}`] : []),
    ...(rejection?.serverMessage ? [`“${rejection.serverMessage}”`] : []),
  ];
  return { text: RESTART_TEXT, serverSaid: parts.length > 0 ? parts.join(': ') : null };
}
