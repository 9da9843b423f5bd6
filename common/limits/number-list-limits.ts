// The bounds of a search for a list of numbers: one search per number at each location searched.

/** Numbers one pasted list may hold. */
export const MAX_LIST_NUMBERS = 50;

/** An E.164 number at its longest: "+" and 15 digits. */
const E164_MAX_CHARS = 16;
/**
 * A stored search's phone field: one number as typed, or a list kept as its numbers in E.164
 * joined by ", " (what Recent searches keeps of a list, search-history's list-run draft).
 */
export const MAX_PHONE_FIELD_CHARS = MAX_LIST_NUMBERS * (E164_MAX_CHARS + ', '.length);

/**
 * Searches (numbers × locations) one search may run at once. A screen of the merged list shares
 * its rows among the searches still giving rows, and its first screen waits for a first page of
 * each: at 500 that is one row each of a 50-row screen and ~170 rounds of the connection's three
 * requests at a time, about what a first screen can wait for and still be fair.
 */
export const MAX_LIST_SEARCHES = 500;

/** What a list of `numbers` over `locations` exceeds, in words; undefined when it is within the bound. */
export function listSearchesProblem(numbers: number, locations: number): string | undefined {
  if (numbers * locations <= MAX_LIST_SEARCHES) return undefined;
  const fits = Math.floor(MAX_LIST_SEARCHES / locations);
  return `${numbers} numbers at ${locations} locations would be ${(numbers * locations).toLocaleString('en-US')} searches; at most ${MAX_LIST_SEARCHES} run at once. Choose fewer locations or split the list (${fits} numbers at a time here).`;
}
