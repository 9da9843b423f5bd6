import type { PageReader } from './page-reader';
import { readKeptPage } from './page-reader';
import type { ItemReader } from './response';
import { parseSearchResponse } from './response';

const asParsed: ItemReader = (item) => item;

/**
 * The page read for a caller that lets nothing of a result out of main except through its own
 * scrub: "Count all" (count-all.ts) keeps counts, and the labels and the field name it shows
 * pass through the token redactor (activity-counter.ts). Skipped, next to readKeptPage: redacting
 * the raw text and scrubbing and depth-capping every string of every result, most of the client's
 * CPU per page. The results stay as JSON.parse made them (any depth: it does not recurse), so
 * their strings may hold the token: they are read, never kept or shown.
 * Still scrubbed, as readKeptPage does: the list member's name and the page tokens.
 * A page that is not valid is read again the kept way, so its error (whose message quotes the
 * body) is exactly readKeptPage's, scrubbed.
 */
export const readLeanPage: PageReader = (contentType, text, redactor) => {
  try {
    return parseSearchResponse(contentType, text, redactor.redact, asParsed);
  } catch {
    return readKeptPage(contentType, text, redactor);
  }
};
