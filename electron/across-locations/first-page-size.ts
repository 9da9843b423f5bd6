/** Smallest first page asked of a location, so one sparse location does not take a round per row. */
export const MIN_FIRST_PAGE = 10;

/**
 * The page size of each location's first page in a search across locations. A screen of
 * `screenRows` merged rows takes on average screenRows / locations from each location, so a full
 * first page from every one (20 × the user's page size for one screen) is mostly read, redacted
 * and parsed for nothing, and on a server that serves one request at a time it is what the first
 * screen waits for. The first page asks twice the average share (at least MIN_FIRST_PAGE, never
 * more than a screen, the user's page size or the connection's maximum); a location whose rows
 * are all newer is simply read again, at the user's page size, in the same screen. The contract
 * lets page_size change between the pages of one session (rule 7: only the other parameters
 * must stay the same).
 *
 * `pageSize` 0 is the server's default, which is not known: the first page is then bounded by
 * the connection's maximum only.
 */
export function firstPageSize({
  pageSize,
  screenRows,
  locations,
  maxPageSize,
}: {
  pageSize: number;
  screenRows: number;
  locations: number;
  maxPageSize: number;
}): number {
  const share = Math.max(MIN_FIRST_PAGE, Math.ceil((2 * screenRows) / Math.max(1, locations)));
  return Math.max(1, Math.min(share, screenRows, pageSize > 0 ? pageSize : Number.POSITIVE_INFINITY, maxPageSize));
}
