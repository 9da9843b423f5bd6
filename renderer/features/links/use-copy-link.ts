import { useMutation } from '@tanstack/react-query';
import type { ConnectionView, SearchLinkData } from '../../../common/ipc/contract';
import { conversationLinkOf, linkUrl, searchLinkOf } from '../../../common/searches/search-link';
import { refusalOf } from '../../../common/searches/search-link-parse';
import { copyText } from '../../api/clipboard';
import { readPhoneNumber } from '../numbers/phone-number';
import type { PhoneRegion } from '../numbers/phone-number';
import { useToast } from '../../ui/toast/toast-context';
import { linkLine } from './link-draft';
import type { LinkNames } from './link-draft';

interface CopyLinkSource {
  connection: ConnectionView;
  /** The locations the view searches: one, several at once, or none while none is chosen. */
  locationIds: readonly string[];
  /** The body the grid's search was sent with; null while nothing was searched. */
  body: Record<string, unknown> | null;
  /** A pasted list searched one number at a time (its numbers are not in the body). */
  numbers?: readonly string[] | undefined;
  /** When the search's first page came: a range left open ends there. */
  ranAt: string | undefined;
  /** The country a number without one is read in (a row's number as the record writes it). */
  phoneRegion: PhoneRegion;
}

/**
 * Copy link: the line for the ticket and the sms-explorer:// link under it. Built from what was
 * sent and the places' ids, never from anything main holds: a link cannot carry a token. A link
 * this app would refuse to open (ids too long for its size) is not copied, and the reason is said.
 */
export function useCopyLink({ connection, locationIds, body, numbers, ranAt, phoneRegion }: CopyLinkSource) {
  const toast = useToast();
  const first = connection.locations.find((location) => location.id === locationIds[0]);
  const place = {
    connectionId: connection.id,
    locationId: first?.id ?? '',
    connectionLabel: connection.label,
    locationName: first?.name,
    baseUrl: connection.baseUrl,
  };
  const names: LinkNames = {
    nameOf: (locationId) => connection.locations.find((location) => location.id === locationId)?.name,
    everyLocation: locationIds.length > 1 && locationIds.length === connection.locations.length,
  };
  const copy = useMutation({
    mutationFn: async ({ link }: { link: SearchLinkData; leftOut: string[] }) => {
      const refusal = refusalOf(link);
      if (refusal !== undefined) throw new Error(`the link would not open: ${refusal}`);
      await copyText(`${linkLine(link, names)}\n${linkUrl(link)}`);
    },
    onSuccess: (_done, { link, leftOut }) => {
      const left = leftOut.length ? ` Left out (a link holds only the form’s filters): ${leftOut.join(', ')}.` : '';
      toast(`Copied a link and the line for the ticket: “${linkLine(link, names)}”.${left}`);
    },
    onError: (error) => toast(`No link copied: ${error.message}`),
  });
  const madeAt = () => {
    const ran = ranAt ? Date.parse(ranAt) : Number.NaN;
    return Number.isNaN(ran) ? new Date() : new Date(ran);
  };
  return {
    /** The view's search; null while there is none to link to. */
    copySearchLink:
      first && body
        ? () =>
            copy.mutate(searchLinkOf(place, body, madeAt(), { locationIds: [...locationIds], ...(numbers && { numbers: [...numbers] }) }))
        : null,
    /** The conversation with a number (as a row or the form writes it) at one of the view's locations (the only one, unless said). */
    copyConversationLink: (phoneNumber: string, locationId = locationIds[0]) => {
      const location = connection.locations.find((known) => known.id === locationId);
      const number = readPhoneNumber(phoneNumber, phoneRegion);
      if (!location) toast('No link copied: this conversation’s location is not one of this connection’s.');
      else if (!number.ok) toast(`No link copied: ${number.message}`);
      else
        copy.mutate({
          link: conversationLinkOf({ ...place, locationId: location.id, locationName: location.name }, number.e164),
          leftOut: [],
        });
    },
    /** What the Copy link key says when there is no search to link to yet. */
    nothingToLink: () => toast('No link copied: nothing was searched here yet. Search first, then copy its link.'),
  };
}

export type CopyLinks = ReturnType<typeof useCopyLink>;
