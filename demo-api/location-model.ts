// The generated data of one location, computed on demand: message N is derived from
// (seed, location, N) alone, so a location of 1,000,000 messages costs no more memory than one of 10.
import type { DemoApiConfig } from './config';
import { contactName } from './message-text';
import { hashSeed, mix32, Random, unitAt } from './random';
import { parseRfc3339 } from './rfc3339';

export type Direction = 'INBOUND' | 'OUTBOUND';
export type MessageStatus = 'QUEUED' | 'SENT' | 'DELIVERED' | 'FAILED' | 'UNDELIVERED' | 'RECEIVED';

export interface LocationModel {
  id: string;
  name: string;
  size: number;
  phone: string;
  idPrefix: string;
  anchorSeconds: number;
  gapSeconds: number;
  contactPoolSize: number;
  seeds: { core: number; body: number; time: number; tie: number; contact: number; id: number };
}

/** The cheap fields of a message: enough to test every filter but the free-text query. */
export interface MessageCore {
  index: number;
  direction: Direction;
  status: MessageStatus;
  contactIndex: number;
  createdSeconds: number;
  deliveryDelaySeconds: number;
  mediaCount: number;
}

export interface Contact {
  name: string | null;
  phone: string;
}

const CONTACT_AREA_CODES = ['212', '312', '415', '503', '617', '702', '737', '206', '305', '404', '512', '720'];
const BUSINESS_AREA_CODES = ['628', '332', '669', '463', '279', '341'];
/** 555-0100..0199 per US area code plus Ofcom's 07700 900xxx drama range: numbers that reach nobody. */
const MAX_CONTACTS = CONTACT_AREA_CODES.length * 100 + 1000;
const MAX_SPAN_SECONDS = 730 * 86_400;
const AVERAGE_GAP_SECONDS = 6 * 3600;

const models = new WeakMap<DemoApiConfig, Map<string, LocationModel>>();

export function modelFor(config: DemoApiConfig, locationId: string): LocationModel {
  let byLocation = models.get(config);
  if (!byLocation) models.set(config, (byLocation = new Map()));
  let model = byLocation.get(locationId);
  if (!model) byLocation.set(locationId, (model = createModel(config, locationId)));
  return model;
}

function createModel(config: DemoApiConfig, locationId: string): LocationModel {
  const location = Object.hasOwn(config.locations, locationId) ? config.locations[locationId] : undefined;
  if (!location) throw new RangeError(`Unknown location ${JSON.stringify(locationId)}`);
  const seed = (stream: string) => hashSeed(config.seed, locationId, stream);
  const random = new Random(seed('location'));
  const size = location.messages;
  const spanSeconds = Math.min(MAX_SPAN_SECONDS, Math.max(size, 1) * AVERAGE_GAP_SECONDS);
  return {
    id: locationId,
    name: location.name,
    size,
    phone: `+1${random.pick(BUSINESS_AREA_CODES)}555${String(100 + random.int(100)).padStart(4, '0')}`,
    idPrefix: random.hex(8),
    anchorSeconds: Math.floor((parseRfc3339(config.anchorTime) ?? 0) / 1000),
    gapSeconds: spanSeconds / Math.max(size, 1),
    contactPoolSize: Math.min(MAX_CONTACTS, Math.max(12, Math.ceil(size / 25))),
    seeds: { core: seed('core'), body: seed('body'), time: seed('time'), tie: seed('tie'), contact: seed('contact'), id: seed('id') },
  };
}

export function assertIndex(model: LocationModel, index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= model.size) {
    throw new RangeError(`Message index ${index} is outside location ${model.id} (0..${model.size - 1})`);
  }
}

/**
 * Newest first: created_at never increases with the index. Roughly 3% of messages share the
 * second of their predecessor, so the tie-break (id ascending) is exercised.
 */
export function createdSecondsAt(model: LocationModel, index: number): number {
  const slot = index > 0 && unitAt(model.seeds.tie, index) < 0.03 ? index - 1 : index;
  const offset = slot * model.gapSeconds + unitAt(model.seeds.time, slot) * model.gapSeconds;
  return model.anchorSeconds - Math.floor(offset);
}

export function coreAt(model: LocationModel, index: number): MessageCore {
  const random = new Random(mix32(model.seeds.core, index));
  const inbound = random.chance(0.42);
  const contactIndex = Math.floor(model.contactPoolSize * random.next() ** 2);
  return {
    index,
    direction: inbound ? 'INBOUND' : 'OUTBOUND',
    status: inbound ? 'RECEIVED' : outboundStatus(random, index),
    contactIndex,
    createdSeconds: createdSecondsAt(model, index),
    deliveryDelaySeconds: 1 + random.int(30),
    mediaCount: random.chance(0.06) ? 1 + random.int(3) : 0,
  };
}

function outboundStatus(random: Random, index: number): MessageStatus {
  // Only the newest messages can still be on their way.
  if (index < 3) return random.chance(0.5) ? 'QUEUED' : 'SENT';
  const roll = random.next();
  if (roll < 0.86) return 'DELIVERED';
  if (roll < 0.92) return 'SENT';
  return roll < 0.96 ? 'FAILED' : 'UNDELIVERED';
}

export function contactAt(model: LocationModel, contactIndex: number): Contact {
  const random = new Random(mix32(model.seeds.contact, contactIndex));
  // Unknown senders have no name: the UI and the CSV export must cope with null.
  const name = random.chance(0.08) ? null : contactName(random);
  return { name, phone: contactPhone(contactIndex) };
}

function contactPhone(contactIndex: number): string {
  const usNumbers = CONTACT_AREA_CODES.length * 100;
  if (contactIndex < usNumbers) {
    const area = CONTACT_AREA_CODES[contactIndex % CONTACT_AREA_CODES.length] ?? '';
    // A permutation of 0..99 (37 is coprime with 100), so small contact lists do not all end in 0100.
    const line = 100 + ((Math.floor(contactIndex / CONTACT_AREA_CODES.length) * 37 + 11) % 100);
    return `+1${area}555${String(line).padStart(4, '0')}`;
  }
  return `+447700900${String(contactIndex - usNumbers).padStart(3, '0')}`;
}

/** Twilio-like id: SM + 32 hex. The index in the middle makes ids sort like the messages within one second. */
export function messageId(model: LocationModel, index: number): string {
  return `SM${model.idPrefix}${index.toString(16).padStart(8, '0')}${new Random(mix32(model.seeds.id, index)).hex(16)}`;
}
