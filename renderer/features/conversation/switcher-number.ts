import { phoneRegionFor, readPhoneNumber } from '../numbers/phone-number';

/** Digits, spaces and the punctuation tickets write numbers with; at least 7 digits, so a location name never reads as one. */
const LOOKS_LIKE_A_NUMBER = /^[+(]?[\d\s().-]+$/;

/**
 * The number typed in the quick switcher, in E.164, read as the search form reads it (national
 * numbers in the country of the location's zone); null when the text is not a number.
 */
export function switcherNumber(typed: string, locationZone: string | undefined): string | null {
  const trimmed = typed.trim();
  if (!LOOKS_LIKE_A_NUMBER.test(trimmed) || trimmed.replace(/\D/g, '').length < 7) return null;
  const reading = readPhoneNumber(trimmed, phoneRegionFor(locationZone));
  return reading.ok ? reading.e164 : null;
}
