import type { DemoApiConfig } from './config';
import type { CanonicalFilters, SearchFilters } from './search-filters';
import { parseFilters } from './search-filters';
import type { Direction, LocationModel, MessageCore, MessageStatus } from './location-model';
import { assertIndex, contactAt, coreAt, createdSecondsAt, messageId, modelFor } from './location-model';
import type { LiveStream } from './live-messages';
import { arrivalSeconds, LIVE_ORIGIN, liveCoreAt, liveCount, liveStreamOf } from './live-messages';
import { messageBody } from './message-text';
import { mix32, Random } from './random';
import { formatRfc3339 } from './rfc3339';

export type { Direction, MessageStatus } from './location-model';
export type { SearchFilters } from './search-filters';

/** One message as the search endpoint returns it (snake_case, like the service's JSON). */
export interface SmsMessage {
  id: string;
  location_id: string;
  direction: Direction;
  status: MessageStatus;
  from: string;
  to: string;
  contact: { name: string | null; phone: string };
  body: string;
  created_at: string;
  /** Set only for DELIVERED outbound messages. */
  delivered_at: string | null;
  media_count: number;
}

/** Message `index` (0 = newest) of a location, computed without generating any other message. */
export function messageAt(config: DemoApiConfig, locationId: string, index: number): SmsMessage {
  const model = modelFor(config, locationId);
  assertIndex(model, index);
  return buildMessage(model, coreAt(model, index));
}

/** Ground truth: every message of the location that matches the filters, in server order, as it stands at `nowMs`. */
export function* matchingMessages(
  config: DemoApiConfig,
  locationId: string,
  filters: SearchFilters = {},
  nowMs = Date.now(),
): Iterable<SmsMessage> {
  const source = searchSource(config, locationId, parseFilters({ ...filters }), nowMs);
  for (let index = source.start; index < source.end; index++) {
    if (source.matches(index)) yield source.messageAt(index);
  }
}

/**
 * The matching messages of one search as positions: [start, end) bound by the time filters
 * (created_at never increases with the position, so they are found by binary search), then a
 * per-message test. Without new messages ("live" off) position N is message N; with them, see
 * LIVE_ORIGIN.
 */
export interface SearchSource {
  start: number;
  end: number;
  matches(index: number): boolean;
  messageAt(index: number): SmsMessage;
}

export function searchSource(config: DemoApiConfig, locationId: string, filters: CanonicalFilters, nowMs = Date.now()): SearchSource {
  const model = modelFor(config, locationId);
  const coreOf = positionsOf(model, liveStreamOf(config, locationId), nowMs);
  const createdMs = (position: number) => coreOf.createdSecondsAt(position) * 1000;
  const before = filters.created_before;
  const after = filters.created_after;
  const start = before === undefined ? coreOf.first : firstIndex(coreOf.first, coreOf.end, (index) => createdMs(index) < before);
  const end = after === undefined ? coreOf.end : firstIndex(coreOf.first, coreOf.end, (index) => createdMs(index) < after);
  const query = filters.query?.toLowerCase();
  const last = Math.max(start, end) - 1;
  const oldestFirst = (config.locations[locationId]?.order ?? config.order) === 'oldest-first';
  // Oldest first reads the same span mirrored, so tokens, sparse pages and filters work unchanged.
  const at = oldestFirst ? (index: number) => start + last - index : (index: number) => index;
  return {
    start,
    end: last + 1,
    matches(position) {
      const core = coreOf.coreAt(at(position));
      if (filters.direction !== undefined && core.direction !== filters.direction) return false;
      if (filters.status !== undefined && core.status !== filters.status) return false;
      if (filters.phone_number !== undefined) {
        const contactPhone = contactAt(model, core.contactIndex).phone;
        if (contactPhone !== filters.phone_number && model.phone !== filters.phone_number) return false;
      }
      if (query === undefined || query === '') return true;
      const message = buildMessage(model, core);
      return message.body.toLowerCase().includes(query) || (message.contact.name?.toLowerCase().includes(query) ?? false);
    },
    messageAt: (position) => buildMessage(model, coreOf.coreAt(at(position))),
  };
}

interface Positions {
  /** The newest message's position. */
  first: number;
  end: number;
  coreAt(position: number): MessageCore;
  createdSecondsAt(position: number): number;
}

/** Where each message sits: the live ones (newest first) just below LIVE_ORIGIN, then the generated history. */
function positionsOf(model: LocationModel, stream: LiveStream | null, nowMs: number): Positions {
  if (!stream)
    return {
      first: 0,
      end: model.size,
      coreAt: (index) => coreAt(model, index),
      createdSecondsAt: (index) => createdSecondsAt(model, index),
    };
  const arrived = liveCount(stream, model.seeds.time, nowMs);
  return {
    first: LIVE_ORIGIN - arrived,
    end: LIVE_ORIGIN + model.size,
    coreAt: (position) =>
      position < LIVE_ORIGIN ? liveCoreAt(model, stream, LIVE_ORIGIN - 1 - position, nowMs) : coreAt(model, position - LIVE_ORIGIN),
    createdSecondsAt: (position) =>
      position < LIVE_ORIGIN
        ? arrivalSeconds(stream, model.seeds.time, LIVE_ORIGIN - 1 - position)
        : createdSecondsAt(model, position - LIVE_ORIGIN),
  };
}

/** Smallest position in [low, high) for which a monotonic test turns true (high when it never does). */
function firstIndex(low: number, high: number, test: (index: number) => boolean): number {
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (test(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

function buildMessage(model: LocationModel, core: MessageCore): SmsMessage {
  const contact = contactAt(model, core.contactIndex);
  const outbound = core.direction === 'OUTBOUND';
  const random = new Random(mix32(model.seeds.body, core.index));
  const body = messageBody(random, outbound, { first: contact.name?.split(' ')[0] ?? 'there', business: model.name });
  const createdMs = core.createdSeconds * 1000;
  return {
    id: messageId(model, core.index),
    location_id: model.id,
    direction: core.direction,
    status: core.status,
    from: outbound ? model.phone : contact.phone,
    to: outbound ? contact.phone : model.phone,
    contact,
    body,
    created_at: formatRfc3339(createdMs),
    delivered_at: core.status === 'DELIVERED' ? formatRfc3339(createdMs + core.deliveryDelaySeconds * 1000) : null,
    media_count: core.mediaCount,
  };
}
