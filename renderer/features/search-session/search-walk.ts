import { createRequestActivity } from './request-activity';
import type { RequestActivity } from './request-activity';
import type { RestartNotice } from './restart-notice';
import { createSessionWalks } from './session-walks';
import type { SessionWalks } from './session-walks';

/**
 * What a view's walk through the pages of its search keeps from its first request on: its
 * requests in flight, the walk itself and its restart notices. The grid makes one when it mounts;
 * a conversation where it is opened, so its first page is asked for from the press itself, not
 * once the panel has been rendered, and the panel walks on with the same state.
 */
export interface SearchWalk {
  activity: RequestActivity;
  walks: SessionWalks;
  notices: RestartNotices;
}

/** The walk's restart notices: the last one given, and the view told of each next one. */
export interface RestartNotices {
  note: (notice: RestartNotice) => void;
  last: () => RestartNotice | null;
  /** Returns what stops listening. */
  listen: (tell: (notice: RestartNotice | null) => void) => () => void;
  /** The view dismissed it, or started again. */
  clear: () => void;
}

export function createSearchWalk(): SearchWalk {
  return { activity: createRequestActivity(), walks: createSessionWalks(), notices: createRestartNotices() };
}

function createRestartNotices(): RestartNotices {
  let last: RestartNotice | null = null;
  let listener: ((notice: RestartNotice | null) => void) | null = null;
  const tell = (notice: RestartNotice | null) => {
    last = notice;
    listener?.(notice);
  };
  return {
    note: tell,
    last: () => last,
    listen: (next) => {
      listener = next;
      return () => {
        if (listener === next) listener = null;
      };
    },
    clear: () => tell(null),
  };
}
