import type { OpenedLink } from '../../common/ipc/contract';
import { LINK_REFUSALS, LINKS_TURNED_OFF, parseSearchLink } from '../../common/searches/search-link-parse';
import type { TokenRedactor } from '../api-client/redact-token';
import type { EmitEvent } from '../ipc/register';

/** Links held while the window is not listening yet (a start from a link, a reload): the newest few. */
export const MAX_WAITING_LINKS = 5;

export interface LinkInboxDeps {
  emit: EmitEvent;
  /** The user's link setting: off, a link is not even parsed, only answered with where to turn links on. */
  linksOn: () => boolean;
  /** The redactors of every token this computer keeps (saved-redactors.ts): a link holding any run of one is refused. */
  savedRedactors: () => Promise<readonly TokenRedactor[]>;
}

export interface LinkInbox {
  /** A link the OS handed over (argv, open-url) or the harness opens: parsed, checked, then sent to the window or held. */
  open(text: unknown): Promise<OpenedLink>;
  /** The window now listens: the links held until now, oldest first. */
  take(): Promise<OpenedLink[]>;
  /** The window is loading again: hold links until it asks. */
  pageLoading(): void;
}

/**
 * The one way a link reaches the window. A link is untrusted input: it is parsed by the shared
 * format (size, scheme, place, filters), and refused when it holds a run of a saved token (the
 * redactor's rules: as is, URL-encoded, hex, base64, any case). What it yields is only a place to
 * select and filters to fill; it changes no connection and reads no file.
 */
export function createLinkInbox(deps: LinkInboxDeps): LinkInbox {
  let listening = false;
  // Checked links in the order they came: a link still being checked when the window asks is its answer too.
  let waiting: Promise<OpenedLink>[] = [];
  let sent: Promise<unknown> = Promise.resolve();

  const holdsToken = async (text: string): Promise<boolean> => {
    const redactors = await deps.savedRedactors();
    return redactors.some((redactor) => redactor.redact(text) !== text);
  };
  const check = async (text: unknown): Promise<OpenedLink> => {
    if (!deps.linksOn()) return LINKS_TURNED_OFF;
    const opened = parseSearchLink(text);
    // The link as written, and its values decoded as written (JSON would escape a `\x74` anew).
    if (
      opened.ok &&
      (await holdsToken(
        `${String(text)}\n${JSON.stringify(opened.link)}\n${[...new URL(String(text).trim()).searchParams.values()].join('\n')}`,
      ))
    ) {
      return { ok: false, message: `This link was not opened: ${LINK_REFUSALS.secret}` };
    }
    return opened;
  };

  return {
    open(text) {
      const opened = check(text);
      if (listening) sent = sent.then(() => opened).then((link) => deps.emit('linkOpened', link));
      else waiting = [...waiting, opened].slice(-MAX_WAITING_LINKS);
      return opened;
    },
    take() {
      listening = true;
      const taken = waiting;
      waiting = [];
      return Promise.all(taken);
    },
    pageLoading() {
      listening = false;
    },
  };
}
