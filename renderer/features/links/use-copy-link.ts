import { useMutation } from '@tanstack/react-query';
import type { ConnectionView, LocationView, SearchLinkData } from '../../../common/ipc/contract';
import { conversationLinkOf, linkUrl, searchLinkOf } from '../../../common/searches/search-link';
import { copyText } from '../../api/clipboard';
import { readPhoneNumber } from '../search/phone-number';
import type { PhoneRegion } from '../search/phone-number';
import { useToast } from '../toast/toast-context';
import { linkLine } from './link-draft';

interface CopyLinkSource {
  connection: ConnectionView;
  location: LocationView | null;
  /** The body the grid's search was sent with; null while nothing was searched. */
  body: Record<string, unknown> | null;
  /** When the search's first page came: a range left open ends there. */
  ranAt: string | undefined;
  /** The country a number without one is read in (a row's number as the record writes it). */
  phoneRegion: PhoneRegion;
}

/**
 * Copy link: the line for the ticket and the sms-explorer:// link under it. Built from what was
 * sent and the place's ids, never from anything main holds: a link cannot carry a token.
 */
export function useCopyLink({ connection, location, body, ranAt, phoneRegion }: CopyLinkSource) {
  const toast = useToast();
  const place = location ? { connectionId: connection.id, locationId: location.id, connectionLabel: connection.label, locationName: location.name } : null;
  const copy = useMutation({
    mutationFn: async ({ link }: { link: SearchLinkData; leftOut: string[] }) => copyText(`${linkLine(link)}\n${linkUrl(link)}`),
    onSuccess: (_done, { link, leftOut }) => {
      const left = leftOut.length ? ` Left out (a link holds only the form’s filters): ${leftOut.join(', ')}.` : '';
      toast(`Copied a link and the line for the ticket: “${linkLine(link)}”.${left}`);
    },
    onError: (error) => toast(`Could not copy: ${error.message}`),
  });
  const madeAt = () => {
    const ran = ranAt ? Date.parse(ranAt) : Number.NaN;
    return Number.isNaN(ran) ? new Date() : new Date(ran);
  };
  return {
    /** The grid's search; null while there is none to link to. */
    copySearchLink: place && body ? () => copy.mutate(searchLinkOf(place, body, madeAt())) : null,
    /** The conversation with a number (as a row or the form writes it) at this location. */
    copyConversationLink: place
      ? (phoneNumber: string) => {
          const number = readPhoneNumber(phoneNumber, phoneRegion);
          if (number.ok) copy.mutate({ link: conversationLinkOf(place, number.e164), leftOut: [] });
          else toast(`No link copied: ${number.message}`);
        }
      : null,
  };
}
