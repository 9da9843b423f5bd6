// New messages over time ("live" in the config): message k of the live stream arrives at
//   start + k * everySeconds + a seeded whole number of seconds below everySeconds,
// so how many have arrived by a time is one division and one look, and two never share a second
// (the id tie-break never comes into play). An outbound one goes QUEUED → SENT → DELIVERED or
// FAILED as it ages. Everything is derived from (seed, location, k, now): the same clock gives
// the same messages and statuses, which is what lets tests drive it with an injected clock.
import type { DemoApiConfig } from './config';
import type { LocationModel, MessageCore, MessageStatus } from './location-model';
import { mix32, Random, unitAt } from './random';
import { parseRfc3339 } from './rfc3339';

/**
 * Live messages sit at positions below this origin (newest lowest) and the generated history at
 * and above it, so a position means the same message for the whole life of the server: a page
 * token's cursor stays on its message while new ones arrive above it (no row skipped or doubled).
 */
export const LIVE_ORIGIN = 1_000_000_000;
/** At most this many live messages (a config whose start lies years back stays cheap). */
export const LIVE_CAPACITY = 10_000_000;

export interface LiveStream {
  startSeconds: number;
  everySeconds: number;
  queuedSeconds: number;
  sentSeconds: number;
  failedShare: number;
  outboundShare: number;
}

/** The live stream of a location, or null when it gets no new messages. */
export function liveStreamOf(config: DemoApiConfig, locationId: string): LiveStream | null {
  const { live } = config;
  if (!live || (live.locations !== undefined && !live.locations.includes(locationId))) return null;
  return {
    // From the newest generated message on: live messages are always the newest.
    startSeconds: Math.floor((parseRfc3339(config.anchorTime) ?? 0) / 1000),
    everySeconds: live.everySeconds,
    queuedSeconds: live.queuedSeconds,
    sentSeconds: live.sentSeconds,
    failedShare: live.failedShare,
    outboundShare: live.outboundShare,
  };
}

export function arrivalSeconds(stream: LiveStream, seed: number, k: number): number {
  return stream.startSeconds + 1 + k * stream.everySeconds + Math.floor(unitAt(seed, k) * stream.everySeconds);
}

/** Live messages arrived by `nowMs`. */
export function liveCount(stream: LiveStream, seed: number, nowMs: number): number {
  const elapsed = Math.floor(nowMs / 1000) - stream.startSeconds - 1;
  if (elapsed < 0) return 0;
  const slot = Math.floor(elapsed / stream.everySeconds);
  const count = arrivalSeconds(stream, seed, slot) <= Math.floor(nowMs / 1000) ? slot + 1 : slot;
  return Math.min(count, LIVE_CAPACITY);
}

/** Live message k as it stands at `nowMs`; its index (for id and body) follows the generated ones. */
export function liveCoreAt(model: LocationModel, stream: LiveStream, k: number, nowMs: number): MessageCore {
  const index = model.size + k;
  const random = new Random(mix32(model.seeds.core, index));
  const outbound = random.chance(stream.outboundShare);
  const createdSeconds = arrivalSeconds(stream, model.seeds.time, k);
  const fails = random.chance(stream.failedShare);
  return {
    index,
    direction: outbound ? 'OUTBOUND' : 'INBOUND',
    status: outbound ? statusAtAge(stream, Math.floor(nowMs / 1000) - createdSeconds, fails) : 'RECEIVED',
    contactIndex: Math.floor(model.contactPoolSize * random.next() ** 2),
    createdSeconds,
    deliveryDelaySeconds: stream.queuedSeconds + stream.sentSeconds,
    mediaCount: random.chance(0.06) ? 1 + random.int(3) : 0,
  };
}

function statusAtAge(stream: LiveStream, ageSeconds: number, fails: boolean): MessageStatus {
  if (ageSeconds < stream.queuedSeconds) return 'QUEUED';
  if (ageSeconds < stream.queuedSeconds + stream.sentSeconds) return 'SENT';
  return fails ? 'FAILED' : 'DELIVERED';
}
