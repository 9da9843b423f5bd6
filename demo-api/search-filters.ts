/*
 * Search filters of POST /analytics/v1/smsMessages:search (JSON body fields; all optional, all
 * combined with AND; null means "not set", as in the protobuf JSON mapping):
 *
 *   query           string, up to 200 characters. Case-insensitive substring of the message body
 *                   or of the contact's name. "" matches every message.
 *   direction       "INBOUND" (customer to business) or "OUTBOUND" (business to customer).
 *   status          "QUEUED" | "SENT" | "DELIVERED" | "FAILED" | "UNDELIVERED" (outbound) or
 *                   "RECEIVED" (inbound).
 *   phone_number    E.164 number (+ then 2 to 15 digits, e.g. "+14155550123"); matches messages
 *                   whose `from` or `to` is that number.
 *   created_after   RFC 3339 timestamp; keeps messages created at or after it (inclusive).
 *   created_before  RFC 3339 timestamp; keeps messages created strictly before it (exclusive), so
 *                   consecutive ranges neither overlap nor leave gaps. Must be later than
 *                   created_after when both are set.
 *
 * Besides the filters the body accepts page_size and page_token. Any other field is rejected with
 * 400 UNKNOWN_FIELD; a filter of the wrong type or value with 400 INVALID_ARGUMENT naming it.
 */
import { ApiError } from './errors';
import type { Direction, MessageStatus } from './location-model';
import { parseRfc3339 } from './rfc3339';

export const FILTER_FIELDS = ['query', 'direction', 'status', 'phone_number', 'created_after', 'created_before'] as const;
export const DIRECTIONS: readonly Direction[] = ['INBOUND', 'OUTBOUND'];
export const STATUSES: readonly MessageStatus[] = ['QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'UNDELIVERED', 'RECEIVED'];

const MAX_QUERY_LENGTH = 200;
const E164 = /^\+[1-9]\d{1,14}$/;

/** The filters as a client sends them. */
export interface SearchFilters {
  query?: string | null;
  direction?: Direction | null;
  status?: MessageStatus | null;
  phone_number?: string | null;
  created_after?: string | null;
  created_before?: string | null;
}

/** Validated filters in one canonical form: equal searches give equal objects (times as epoch ms). */
export interface CanonicalFilters {
  query?: string;
  direction?: Direction;
  status?: MessageStatus;
  phone_number?: string;
  created_after?: number;
  created_before?: number;
}

/** Validates the filter fields of a request body (other fields are ignored here). */
export function parseFilters(body: Record<string, unknown>): CanonicalFilters {
  const filters: CanonicalFilters = {};
  const query = optionalString(body, 'query');
  if (query !== undefined) {
    if (query.length > MAX_QUERY_LENGTH) invalid('query', `query must be at most ${MAX_QUERY_LENGTH} characters.`);
    filters.query = query;
  }
  const direction = optionalString(body, 'direction');
  if (direction !== undefined) filters.direction = oneOf('direction', direction, DIRECTIONS);
  const status = optionalString(body, 'status');
  if (status !== undefined) filters.status = oneOf('status', status, STATUSES);
  const phone = optionalString(body, 'phone_number');
  if (phone !== undefined) {
    if (!E164.test(phone)) invalid('phone_number', 'phone_number must be an E.164 number such as +14155550123.');
    filters.phone_number = phone;
  }
  const after = optionalTime(body, 'created_after');
  if (after !== undefined) filters.created_after = after;
  const before = optionalTime(body, 'created_before');
  if (before !== undefined) filters.created_before = before;
  if (after !== undefined && before !== undefined && before <= after) {
    invalid('created_before', 'created_before must be later than created_after.');
  }
  return filters;
}

/** Stable text of canonical filters (sorted keys), for binding page tokens. */
export function canonicalFiltersKey(filters: CanonicalFilters): string {
  return JSON.stringify(Object.fromEntries(Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : 1))));
}

function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') invalid(field, `${field} must be a string.`);
  return value;
}

function optionalTime(body: Record<string, unknown>, field: string): number | undefined {
  const text = optionalString(body, field);
  if (text === undefined) return undefined;
  const epochMs = parseRfc3339(text);
  if (epochMs === null) invalid(field, `${field} must be an RFC 3339 timestamp such as 2025-11-01T00:00:00Z.`);
  return epochMs;
}

function oneOf<T extends string>(field: string, value: string, allowed: readonly T[]): T {
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) invalid(field, `${field} must be one of ${allowed.join(', ')}.`);
  return match;
}

function invalid(field: string, message: string): never {
  throw new ApiError(400, 'INVALID_ARGUMENT', message, { field });
}
