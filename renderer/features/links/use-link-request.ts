import { useEffect, useRef } from 'react';
import type { SearchDraft } from '../search/search-draft';
import { draftFromLink } from './link-draft';
import type { LinkRequest } from './use-opened-links';

interface LinkTarget {
  connectionId: string;
  locationId: string | null;
  /** The zone the form reads typed times in, and the page size the form holds. */
  zone: string;
  pageSize: string;
  runSearch: (draft: SearchDraft) => void;
  openConversation: (phoneNumber: string) => void;
  onApplied: () => void;
}

/**
 * Applies a link once the workspace shows its place: fills the form and runs the search, or opens
 * the conversation. Applied once per request, whatever renders in between.
 */
export function useLinkRequest(request: LinkRequest | null | undefined, target: LinkTarget): void {
  const applied = useRef(0);
  useEffect(() => {
    if (!request || request.count === applied.current) return;
    const { link } = request;
    if (link.connectionId !== target.connectionId || link.locationId !== target.locationId) return;
    applied.current = request.count;
    if (link.kind === 'search') target.runSearch(draftFromLink(link.filters, target.zone, target.pageSize));
    else target.openConversation(link.phoneNumber);
    target.onApplied();
  });
}
