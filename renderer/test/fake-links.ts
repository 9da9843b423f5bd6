import type { ExplorerApi, OpenedLink } from '../../common/ipc/contract';
import { LINKS_TURNED_OFF, parseSearchLink } from '../../common/searches/search-link-parse';

/**
 * The fake's link inbox, as main's (electron/app/link-inbox.ts): a link is parsed by the shared
 * format, held until the window asks for the waiting ones, then sent as an event; while the user
 * has links turned off, each gets the line saying where to turn them on. (Main also refuses a link
 * holding a saved token; the fake keeps no tokens to look for.)
 */
export function createFakeLinks() {
  const listeners = new Set<(opened: OpenedLink) => void>();
  let listening = false;
  let waiting: OpenedLink[] = [];
  let openLinks = true;

  const api: Pick<ExplorerApi, 'takeOpenedLinks' | 'onLinkOpened' | 'getLinkSetting' | 'setLinkSetting'> = {
    takeOpenedLinks: () => {
      listening = true;
      const taken = waiting;
      waiting = [];
      return Promise.resolve({ ok: true, value: taken });
    },
    getLinkSetting: () => Promise.resolve({ ok: true, value: { openLinks } }),
    setLinkSetting: (input) => {
      openLinks = input.openLinks;
      return Promise.resolve({ ok: true, value: { openLinks } });
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
      const opened = openLinks ? parseSearchLink(text) : LINKS_TURNED_OFF;
      if (!listening) waiting.push(opened);
      else for (const listener of listeners) listener(opened);
      return opened;
    },
  };

  return { api, controls };
}
