// One location of a server that fails while the others answer: a shard down behind the API, say.
// Set per location (`failWith`, `failAfterPages`, `failTimes`), so a client's search across
// locations can be tested against one location's 5xx without touching the others.
import type { DemoApiConfig } from './config';
import { ApiError } from './errors';

const WORDS: Readonly<Record<number, { code: 'INTERNAL' | 'UNAVAILABLE'; message: string }>> = {
  500: { code: 'INTERNAL', message: 'The server hit an internal error at this location. Try again later.' },
  502: { code: 'UNAVAILABLE', message: 'Bad gateway: the service behind this location did not answer properly.' },
  503: { code: 'UNAVAILABLE', message: 'This location is temporarily unavailable. Try again shortly.' },
  504: { code: 'UNAVAILABLE', message: 'Gateway timeout: the service behind this location took too long.' },
};

/**
 * Counts each failing location's searches (accepted by auth: a refused token is refused first) and
 * says when one is to fail: after `failAfterPages` answered normally, `failTimes` in a row (or
 * every one from then on), then normally again. The count is per server, not per walk, so a
 * client's retries and a user's Retry are counted like any other request.
 */
export class LocationFaults {
  private readonly seen = new Map<string, number>();

  constructor(private readonly config: DemoApiConfig) {}

  /** Throws the location's configured error when this search of it is one that fails. */
  check(locationId: string): void {
    const place = Object.hasOwn(this.config.locations, locationId) ? this.config.locations[locationId] : undefined;
    if (place?.failWith === undefined) return;
    const number = this.seen.get(locationId) ?? 0;
    this.seen.set(locationId, number + 1);
    const from = place.failAfterPages ?? 0;
    const until = place.failTimes === undefined ? Infinity : from + place.failTimes;
    if (number < from || number >= until) return;
    const words = WORDS[place.failWith]!;
    throw new ApiError(
      place.failWith,
      words.code,
      words.message,
      place.failWith === 503 ? { headers: { 'Retry-After': String(this.config.faults.retryAfterSeconds) } } : {},
    );
  }
}
