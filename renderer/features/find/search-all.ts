/**
 * When Find runs out in the loaded rows while the search has more results on the server, the
 * next step is a server-side text search, offered in place (the text, trimmed), else null.
 * The server's `query` matches words in the message or the contact's name, as Find does there.
 */
export function searchAllOffer(query: string, matchCount: number, current: number, moreToLoad: boolean): string | null {
  const text = query.trim();
  if (!text || !moreToLoad) return null;
  return matchCount === 0 || current >= matchCount - 1 ? text : null;
}

/** The term a server-side text search ran with, lower-cased for highlighting; '' without one. */
export function serverSearchTerm(body: Readonly<Record<string, unknown>>): string {
  return typeof body.query === 'string' ? body.query.trim().toLowerCase() : '';
}
