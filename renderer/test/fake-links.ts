import type { ExplorerApi, OpenedLink } from '../../common/ipc/contract';
import { parseSearchLink } from '../../common/searches/search-link-parse';

/**
 * The fake's link inbox, as main's (electron/app/link-inbox.ts): a link is parsed by the shared
 * format, held until the window asks for the waiting ones, then sent as an event. (Main also
 * refuses a link holding a saved token; the fake keeps no tokens to look for.)
 */
export function createFakeLinks() {
  const listeners = new Set<(opened: OpenedLink) => void>();
  let listening = false;
  let waiting: OpenedLink[] = [];

  const api: Pick<ExplorerApi, 'takeOpenedLinks' | 'onLinkOpened'> = {
    takeOpenedLinks: () => {
      listening = true;
      const taken = waiting;
      waiting = [];
      return Promise.resolve({ ok: true, value: taken });
    },
    onLinkOpened: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };

  const controls = {
    /** Whether the window asked for the waiting links (and so gets each later one as an event). */
    linksListening: () => listening,
    /** The OS hands the app a link. */
    openLink(text: string): OpenedLink {
      const opened = parseSearchLink(text);
      if (!listening) waiting.push(opened);
      else for (const listener of listeners) listener(opened);
      return opened;
    },
  };

  return { api, controls };
}
