// How the providers' documentation writes times, numbers and ids, for the shapes beside this file.
// Each writer is named by the form it produces; the shape files cite where each form is documented.
import { parseRfc3339 } from '../rfc3339';

/** Generated times are always valid RFC 3339, so this never falls back. */
export function epochMs(rfc3339: string): number {
  const parsed = parseRfc3339(rfc3339);
  if (parsed === null) throw new Error(`Not an RFC 3339 time: ${rfc3339}`);
  return parsed;
}

/** RFC 2822 with a numeric zone: `Fri, 24 May 2019 17:18:28 +0000`. */
export function rfc2822(rfc3339: string): string {
  return new Date(epochMs(rfc3339)).toUTCString().replace(/ GMT$/, ' +0000');
}

/** RFC 3339 with milliseconds: `2019-01-23T18:10:02.574Z`. */
export function isoMillis(rfc3339: string): string {
  return new Date(epochMs(rfc3339)).toISOString();
}

/** ISO 8601 with milliseconds and a basic offset: `2016-10-06T09:28:39.220+0000`. */
export function isoBasicOffset(rfc3339: string): string {
  return isoMillis(rfc3339).replace(/Z$/, '+0000');
}

/** RFC 3339 with an extended offset and no fraction: `2016-05-03T14:26:57+00:00`. */
export function isoExtendedOffset(rfc3339: string): string {
  return isoMillis(rfc3339).replace(/\.\d{3}Z$/, '+00:00');
}

/** Date and time with a space, seconds and no zone (stated as UTC by the provider): `2020-01-01 12:00:00`. */
export function spacedUtc(rfc3339: string): string {
  return isoMillis(rfc3339)
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, '');
}

/** E.164 without its `+`, as several providers write numbers: `17087654321`. */
export function digits(e164: string): string {
  return e164.replace(/^\+/, '');
}

/** The message's 32 hex digits (the demo's id is `SM` + 32 hex) as a UUID: 8-4-4-4-12. */
export function uuidOf(messageId: string): string {
  const hex = messageId.slice(2);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The 32 hex digits of the message's id (the demo's id is `SM` + 32 hex). */
export function hexOf(messageId: string): string {
  return messageId.slice(2);
}
