import { z } from 'zod';
import { MAX_COLUMN_NAME_CHARS } from '../../limits/stored-limits';
import { isKnownTimeZone } from '../../time/time-text';
import { MESSAGE_ROLES } from './message-roles';
import type { MessageRole } from './message-roles';

/** Fields one role may fall back through: first non-empty wins. */
export const MAX_ROLE_PATHS = 8;
/** The location's own numbers kept with a from/to pair (a location rarely has more than a few). */
export const MAX_OWN_NUMBERS = 16;
/** "The location's zone": resolved per location when the roles are read (withChoices). */
export const LOCATION_ZONE = 'location';

const path = z.string().min(1).max(MAX_COLUMN_NAME_CHARS);
const paths = z.array(path).min(1).max(MAX_ROLE_PATHS);
const side = z.union([path, paths]);

/** The zone of times written without one: `UTC`, an IANA name, or the location's own zone. */
export const zoneChoiceSchema = z.union([
  z.literal(LOCATION_ZONE),
  z.string().min(1).max(100).refine(isKnownTimeZone, { message: 'Not a time zone this computer knows.' }),
]);

/**
 * Where a role is read, written out: an ordered list of paths (first non-empty wins), or (the
 * contact's number) the two ends of the message, each a list too: the sender on an inbound
 * message, the recipient on an outbound one. With no direction on a record, the end that is not
 * one of the location's `own` numbers is the customer's; with neither, both ends are shown. The
 * direction of records that write none may be read by record kind: `outboundWhereFilled` names a
 * field only sent messages carry (a delivery receipt's status), so a record with it is outbound
 * and one without it inbound. A time may carry the `zone` of times written without one; a number
 * field, `withoutPlus` when its numbers are E.164 digits written without `+`.
 */
const readingSchema = z
  .strictObject({
    paths: paths.optional(),
    inbound: side.optional(),
    outbound: side.optional(),
    own: z.array(z.string().min(1).max(32)).max(MAX_OWN_NUMBERS).optional(),
    outboundWhereFilled: path.optional(),
    zone: zoneChoiceSchema.optional(),
    withoutPlus: z.boolean().optional(),
  })
  .refine(
    (binding) =>
      [
        binding.paths !== undefined,
        binding.inbound !== undefined || binding.outbound !== undefined,
        binding.outboundWhereFilled !== undefined,
      ].filter(Boolean).length === 1,
    {
      message:
        'A role reads a list of fields, the two ends of a message, or (the direction) the field only sent messages carry: one of the three.',
    },
  );

/** One path, an ordered list of paths, or the written-out form above. */
export const roleBindingSchema = z.union([path, paths, readingSchema]);
export type RoleBinding = z.infer<typeof roleBindingSchema>;

/** The field each role reads; a role left out is not found. */
export type RoleFields = Partial<Record<MessageRole, RoleBinding>>;

const roleKeys = Object.fromEntries(MESSAGE_ROLES.map((role) => [role, roleBindingSchema.nullable().optional()])) as Record<
  MessageRole,
  z.ZodOptional<z.ZodNullable<typeof roleBindingSchema>>
>;

/** The user's choices, kept with the connection: a binding, or null for "none" (the role is not in these records). */
export const roleChoicesSchema = z.object(roleKeys).strict();
export type RoleChoices = z.infer<typeof roleChoicesSchema>;

/** The fields read, as the roles' one schema allows: what a detection hands to every view and job. */
export const roleFieldsSchema = z
  .object(
    Object.fromEntries(MESSAGE_ROLES.map((role) => [role, roleBindingSchema.optional()])) as Record<
      MessageRole,
      z.ZodOptional<typeof roleBindingSchema>
    >,
  )
  .strict();

/** A binding written out, every form alike. */
export interface RoleReading {
  /** The fields read in order (a pair: none). */
  paths: readonly string[];
  /** A pair's ends: the sender's fields, the recipient's. */
  inbound: readonly string[];
  outbound: readonly string[];
  pair: boolean;
  own: readonly string[];
  /** The field only sent messages carry: a record with it is outbound, one without it inbound. */
  outboundWhereFilled: string | undefined;
  zone: string | undefined;
  withoutPlus: boolean;
}

const listOf = (value: string | readonly string[] | undefined): readonly string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value;

export function readingOf(binding: RoleBinding): RoleReading {
  if (typeof binding === 'string' || Array.isArray(binding)) {
    return {
      paths: listOf(binding),
      inbound: [],
      outbound: [],
      pair: false,
      own: [],
      outboundWhereFilled: undefined,
      zone: undefined,
      withoutPlus: false,
    };
  }
  const written = binding as Exclude<RoleBinding, string | string[]>;
  const pair = written.inbound !== undefined || written.outbound !== undefined;
  return {
    paths: listOf(written.paths),
    inbound: listOf(written.inbound),
    outbound: listOf(written.outbound),
    pair,
    own: written.own ?? [],
    outboundWhereFilled: written.outboundWhereFilled,
    zone: written.zone,
    withoutPlus: written.withoutPlus ?? false,
  };
}

/** Every path a binding reads its value from (a pair: both ends; a direction by record kind: none, its field is another role's). */
export function bindingPaths(binding: RoleBinding): readonly string[] {
  const reading = readingOf(binding);
  return [...reading.paths, ...reading.inbound, ...reading.outbound];
}

/** Where the roles are read: "the location's zone" needs the location's zone to be any zone. */
export interface ReadingPlace {
  /** The zone set for the location read, if any. */
  locationZone?: string | undefined;
}

/**
 * The fields read: the user's choice wins over detection, and a choice of none leaves the role
 * out. "The location's zone" becomes the location's zone; where the location has none set, the
 * zone is left out and such times say they need one.
 */
export function withChoices(detected: RoleFields, choices: RoleChoices | undefined, place: ReadingPlace = {}): RoleFields {
  const fields: RoleFields = { ...detected };
  for (const role of MESSAGE_ROLES) {
    const choice = choices?.[role];
    if (choice === null) delete fields[role];
    else if (choice !== undefined) fields[role] = choice;
    const binding = fields[role];
    if (binding !== undefined && typeof binding === 'object' && !Array.isArray(binding) && binding.zone === LOCATION_ZONE) {
      const { zone: _location, ...rest } = binding;
      fields[role] = place.locationZone ? { ...rest, zone: place.locationZone } : rest;
    }
  }
  return fields;
}

/** A binding as words: `customer.phoneNumber`, "sent_at, then created_at", "from (inbound) / to (outbound)". */
export function bindingText(binding: RoleBinding): string {
  const reading = readingOf(binding);
  const list = (items: readonly string[]) => items.join(', then ');
  const where = reading.pair
    ? [
        reading.inbound.length > 0 && `${list(reading.inbound)} (inbound)`,
        reading.outbound.length > 0 && `${list(reading.outbound)} (outbound)`,
      ]
        .filter(Boolean)
        .join(' / ')
    : reading.outboundWhereFilled !== undefined
      ? `outbound where ${reading.outboundWhereFilled} is filled, else inbound`
      : list(reading.paths);
  const notes = [
    reading.zone && `zone ${reading.zone === LOCATION_ZONE ? 'of the location' : reading.zone}`,
    reading.withoutPlus && 'numbers without +',
  ].filter(Boolean);
  return notes.length > 0 ? `${where} (${notes.join(', ')})` : where;
}
