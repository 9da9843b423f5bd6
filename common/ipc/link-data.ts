// The data of a link to a search (sms-explorer://), as it crosses IPC: main parses the link the OS
// hands it (common/searches/search-link-parse.ts) and sends this to the window. Part of the IPC
// contract (contract.ts re-exports it); free of Node and Electron imports like the contract.

/** Where a link points: ids, and the names the copying computer showed (for a computer that lacks them). */
export interface LinkPlace {
  connectionId: string;
  locationId: string;
  connectionLabel?: string;
  locationName?: string;
  /**
   * The connection's server as the copying computer had it (common/searches/link-server.ts): a
   * computer that lacks the connection's id (ids are made per computer) opens the link at its own
   * connection to the same server, when exactly one of them has the location.
   */
  baseUrl?: string;
}

/** What makes a search several: the locations searched at once, a list of numbers searched one by one. */
export interface LinkLists {
  /** Every location searched, in the order searched, when more than one; `locationId` is the first of them. */
  locationIds?: string[];
  /** A list of numbers (E.164), one search each at every location; the filters then hold no phone filter. */
  numbers?: string[];
}

/**
 * A search at one location or several, or the conversation with one number at one location.
 * `filters` holds only the search filters of the one table (common/searches/filter-fields.ts), by
 * body field, as sent: the time range always absolute, with its end. Never a token, a page token
 * or a raw body.
 */
export type SearchLinkData =
  | (LinkPlace & LinkLists & { kind: 'search'; filters: Partial<Record<string, string>> })
  | (LinkPlace & { kind: 'conversation'; phoneNumber: string });

/** What main tells the window about a link it was handed: the link, or in one line why it was refused. */
export type OpenedLink = { ok: true; link: SearchLinkData } | { ok: false; message: string };

/** The user's choice about links from outside: off, none is applied and the OS is not asked to send them. */
export interface LinkSetting {
  openLinks: boolean;
}
