import { useEffect, useRef, useState } from 'react';
import type { AppState, OpenedLink, SearchLinkData } from '../../../common/ipc/contract';
import { ignoreFailure } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { linkAt, linkHere, linkLocationsHere, linkSearchCount } from './link-places';

/** A link for the workspace to apply once it shows the link's place (count: the same link again applies again). */
export interface LinkRequest {
  link: SearchLinkData;
  count: number;
}

/**
 * What the window asks the user about a link: its place is not on this computer, some of the
 * locations of a search of several are not, or it was refused.
 */
export type LinkQuestion =
  | { kind: 'unknown-place'; link: SearchLinkData }
  | { kind: 'missing-locations'; link: SearchLinkData; known: string[]; missing: string[] }
  /** The link runs more than one search with the user's token: asked first, naming how many and where. */
  | { kind: 'confirm-searches'; link: SearchLinkData; searches: number }
  | { kind: 'refused'; message: string };

/**
 * Applies a link at a place this computer has: true when the caller ran it itself (a search of
 * several locations or of a list of numbers), false when it is the workspace's to apply.
 */
export type OpenLink = (link: SearchLinkData) => boolean;

/**
 * The links main hands the window: those that came before it listened, then each as it comes. A
 * link whose connection and locations this computer has opens (at its own connection to the
 * link's server, when the link's connection id is another computer's: linkHere); any other is
 * asked about, and never applied on a guess. A link that runs more than one search (up to 500,
 * each with the user's token) is confirmed first; one search opens directly.
 */
export function useOpenedLinks(state: AppState | undefined, open: OpenLink) {
  const [request, setRequest] = useState<LinkRequest | null>(null);
  const [question, setQuestion] = useState<LinkQuestion | null>(null);
  const latest = useRef({ state, open });
  useEffect(() => {
    latest.current = { state, open };
  });

  // Counts every request, applied ones included: the workspace tells a new request by its count.
  const requests = useRef(0);
  // Stable: it reads the latest state and handler through the refs, and sets state only.
  const [openLink] = useState(() => (link: SearchLinkData, confirmed = false) => {
    const searches = linkSearchCount(link);
    if (!confirmed && searches > 1) return setQuestion({ kind: 'confirm-searches', link, searches });
    setQuestion(null);
    if (latest.current.open(link)) return;
    requests.current += 1;
    setRequest({ link, count: requests.current });
  });

  const ready = state !== undefined;
  useEffect(() => {
    if (!ready) return;
    const receive = (opened: OpenedLink) => {
      if (!opened.ok) return setQuestion({ kind: 'refused', message: opened.message });
      const connections = latest.current.state?.connections ?? [];
      const link = linkHere(opened.link, connections);
      const { known, missing } = linkLocationsHere(link, connections);
      if (missing.length === 0) openLink(link);
      else if (known.length > 0) setQuestion({ kind: 'missing-locations', link, known, missing });
      else setQuestion({ kind: 'unknown-place', link });
    };
    // Subscribed first, then the links that came before: none is missed between the two.
    const unsubscribe = mainProcess.onLinkOpened(receive);
    void mainProcess
      .takeOpenedLinks({})
      .then((waiting) => waiting.forEach(receive))
      .catch(ignoreFailure);
    return unsubscribe;
  }, [ready, openLink]);

  return {
    request,
    question,
    /** Opens the asked-about link at a place this computer has (the user's choice). */
    openAt: (place: { connectionId: string; locationId: string }) =>
      question?.kind === 'unknown-place' && openLink(linkAt(question.link, place.connectionId, [place.locationId])),
    /** Opens the asked-about search at the locations of it this computer has. */
    openKnown: () => question?.kind === 'missing-locations' && openLink(linkAt(question.link, question.link.connectionId, question.known)),
    /** Runs the searches the user was asked about. */
    confirm: () => question?.kind === 'confirm-searches' && openLink(question.link, true),
    dismiss: () => setQuestion(null),
    /** The workspace applied the request: it is not applied again. */
    applied: () => setRequest(null),
  };
}
