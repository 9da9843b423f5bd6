// Browser-safe: no Node imports.

/**
 * A word the server sends for a value (a status, a direction: "QUEUED", "delivery_failed") as a
 * legend or a sentence shows it: "Queued", "Delivery Failed". Words in parentheses (the app's own
 * "(none)", "(other)") are left as they are.
 */
export function serverWord(word: string): string {
  if (word.startsWith('(')) return word;
  return word
    .split(/[\s_-]+/)
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join(' ');
}
