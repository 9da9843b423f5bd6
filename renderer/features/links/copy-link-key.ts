/** The conversation panel (ConversationPanel's root): the key copies its link while the focus is in it. */
const CONVERSATION_PANEL = 'aside.conversation';

interface KeyLinks {
  copySearchLink: (() => void) | null;
  nothingToLink: () => void;
}

/**
 * What the Copy link key does in a view: the open conversation's link while the focus is in that
 * panel, else the link of the view's search, else a line saying there is nothing to link yet.
 * The toast of each says which it copied.
 */
export function copyLinkKey(links: KeyLinks, copyConversation: (() => void) | null): () => void {
  return () => {
    const inConversation = document.activeElement?.closest(CONVERSATION_PANEL);
    if (copyConversation && inConversation) copyConversation();
    else if (links.copySearchLink) links.copySearchLink();
    else links.nothingToLink();
  };
}
