import { useEffect, useRef, useState } from 'react';
import type { AppState, OpenedLink, SearchLinkData } from '../../../common/ipc/contract';
import { ignoreFailure } from '../../api/explorer';
import { onLinkOpened, takeOpenedLinks } from '../../api/main-process';

/** A link for the workspace to apply once it shows the link's place (count: the same link again applies again). */
export interface LinkRequest {
  link: SearchLinkData;
  count: number;
}

/** What the window asks the user about a link: its place is not on this computer, or it was refused. */
export type LinkQuestion = { kind: 'unknown-place'; link: SearchLinkData } | { kind: 'refused'; message: string };

type Place = { connectionId: string; locationId: string };

/**
 * The links main hands the window: those that came before it listened, then each as it comes. A
 * link whose connection and location this computer has selects them and goes to the workspace;
 * any other is asked about, and never applied on a guess.
 */
export function useOpenedLinks(state: AppState | undefined, selectPlace: (place: Place) => void) {
  const [request, setRequest] = useState<LinkRequest | null>(null);
  const [question, setQuestion] = useState<LinkQuestion | null>(null);
  const latest = useRef({ state, selectPlace });
  useEffect(() => {
    latest.current = { state, selectPlace };
  });

  // Counts every request, applied ones included: the workspace tells a new request by its count.
  const requests = useRef(0);
  // Stable: it reads the latest state and selection through the refs, and sets state only.
  const [openAt] = useState(() => (link: SearchLinkData, place: Place) => {
    latest.current.selectPlace(place);
    setQuestion(null);
    requests.current += 1;
    setRequest({ link: { ...link, ...place }, count: requests.current });
  });

  const ready = state !== undefined;
  useEffect(() => {
    if (!ready) return;
    const receive = (opened: OpenedLink) => {
      if (!opened.ok) return setQuestion({ kind: 'refused', message: opened.message });
      const { link } = opened;
      const connection = latest.current.state?.connections.find((known) => known.id === link.connectionId);
      if (connection?.locations.some((location) => location.id === link.locationId)) openAt(link, link);
      else setQuestion({ kind: 'unknown-place', link });
    };
    // Subscribed first, then the links that came before: none is missed between the two.
    const unsubscribe = onLinkOpened(receive);
    void takeOpenedLinks({})
      .then((waiting) => waiting.forEach(receive))
      .catch(ignoreFailure);
    return unsubscribe;
  }, [ready, openAt]);

  return {
    request,
    question,
    /** Opens the asked-about link at a place this computer has (the user's choice). */
    openAt: (place: Place) => question?.kind === 'unknown-place' && openAt(question.link, place),
    dismiss: () => setQuestion(null),
    /** The workspace applied the request: it is not applied again. */
    applied: () => setRequest(null),
  };
}
