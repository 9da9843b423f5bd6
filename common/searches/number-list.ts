// One search per number of a pasted list: each sends the shared filters with its number in the
// phone filter's own body field (the one table, filter-fields.ts); the server gets no list field.
import { SEARCH_FILTERS } from './filter-fields';

/** The body one search of a list is sent with; the shared body itself when no number is listed. */
export function bodyForNumber(body: Readonly<Record<string, unknown>>, number: string | undefined): Record<string, unknown> {
  return number === undefined ? { ...body } : { ...body, [SEARCH_FILTERS.phoneNumber.field]: number };
}

/** A list replaces the phone filter: a body that has one too is refused, not silently overridden. */
export function listAndPhoneFilterProblem(
  body: Readonly<Record<string, unknown>>,
  numbers: readonly string[] | undefined,
): string | undefined {
  if (!numbers || !(SEARCH_FILTERS.phoneNumber.field in body)) return undefined;
  return `A list of numbers replaces the ${SEARCH_FILTERS.phoneNumber.field} filter; send one or the other.`;
}
