import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';

/** Numbers typed without a country code are read as this country's when the location's zone names none. */
export const DEFAULT_PHONE_REGION: CountryCode = 'US';

/**
 * The country of a location's zone, for reading numbers typed the national way. The runtime
 * knows zones but not their countries, so this covers the zones of the countries the service
 * is used in; any other zone falls back to DEFAULT_PHONE_REGION (docs/user-guide.md says so).
 */
const ZONE_COUNTRIES: Readonly<Record<string, CountryCode>> = {
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Los_Angeles': 'US',
  'America/Phoenix': 'US',
  'America/Anchorage': 'US',
  'America/Detroit': 'US',
  'America/Boise': 'US',
  'America/Indiana/Indianapolis': 'US',
  'America/Kentucky/Louisville': 'US',
  'Pacific/Honolulu': 'US',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'America/Edmonton': 'CA',
  'America/Winnipeg': 'CA',
  'America/Halifax': 'CA',
  'America/St_Johns': 'CA',
  'America/Regina': 'CA',
  'America/Mexico_City': 'MX',
  'America/Sao_Paulo': 'BR',
  'America/Argentina/Buenos_Aires': 'AR',
  'Europe/London': 'GB',
  'Europe/Dublin': 'IE',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Madrid': 'ES',
  'Europe/Rome': 'IT',
  'Europe/Amsterdam': 'NL',
  'Europe/Brussels': 'BE',
  'Europe/Zurich': 'CH',
  'Europe/Vienna': 'AT',
  'Europe/Stockholm': 'SE',
  'Europe/Oslo': 'NO',
  'Europe/Copenhagen': 'DK',
  'Europe/Helsinki': 'FI',
  'Europe/Warsaw': 'PL',
  'Europe/Lisbon': 'PT',
  'Australia/Sydney': 'AU',
  'Australia/Melbourne': 'AU',
  'Australia/Brisbane': 'AU',
  'Australia/Perth': 'AU',
  'Australia/Adelaide': 'AU',
  'Pacific/Auckland': 'NZ',
  'Asia/Tokyo': 'JP',
  'Asia/Singapore': 'SG',
  'Asia/Kolkata': 'IN',
  'Asia/Hong_Kong': 'HK',
  'Asia/Dubai': 'AE',
  'Africa/Johannesburg': 'ZA',
};

export interface PhoneRegion {
  country: CountryCode;
  /** Why this country: the zone it came from, or that it is the default. */
  source: string;
}

export function phoneRegionFor(locationZone: string | undefined): PhoneRegion {
  const country = locationZone ? ZONE_COUNTRIES[locationZone] : undefined;
  if (country && locationZone) return { country, source: `the location's zone, ${locationZone}` };
  return { country: DEFAULT_PHONE_REGION, source: 'the app default' };
}

export type PhoneReading = { ok: true; e164: string } | { ok: false; message: string };

/**
 * A number as tickets write it ("(512) 555-0148", "512.555.0148", "+1 512 555 0148", "0044 20 …")
 * in E.164, the only form the API matches. National numbers are read in the region's country.
 * "00" then a country code is the international prefix almost everywhere but North America.
 */
export function readPhoneNumber(text: string, region: PhoneRegion): PhoneReading {
  const trimmed = text.trim();
  const international = trimmed.replace(/^00(?=[1-9])/, '+');
  const parsed = /[a-z]/i.test(trimmed) ? undefined : parsePhoneNumberFromString(international, region.country);
  if (!parsed || !parsed.isPossible()) {
    return { ok: false, message: `Cannot read “${trimmed}” as a phone number. Type it with its country code, e.g. +1 512 555 0148.` };
  }
  return { ok: true, e164: parsed.number };
}
