/**
 * A pasted list of locations. The format (also shown next to the box):
 * - one location per line: its id, then optionally its name after a space, a tab or a comma
 *   (`loc-1 Harbor Dental`, `loc-1, Harbor Dental`, a two-column spreadsheet paste);
 * - or ids only, on one line, separated by commas (`loc-1, loc-2, loc-3`): a single line whose
 *   comma-separated parts are each one word.
 * Empty lines are skipped. Ids are printable ASCII without spaces, as main requires.
 */
export interface ParsedLocationLine {
  /** 1-based line (or, for a comma-separated line, entry) number, to point at the problem. */
  line: number;
  id: string;
  name: string;
  problem: string | null;
}

const ID = /^[\x21-\x7e]+$/;
const MAX_ID = 200;
const MAX_NAME = 100;

export function parseLocationList(text: string, existingIds: readonly string[]): ParsedLocationLine[] {
  const lines = text.split(/\r?\n/);
  const nonEmpty = lines.filter((line) => line.trim());
  const parts = nonEmpty.length === 1 ? (nonEmpty[0] ?? '').split(',').map((part) => part.trim()) : [];
  const idsOnOneLine = parts.length > 1 && parts.every((part) => part && !/\s/.test(part));
  const entries = idsOnOneLine ? parts.map((part) => ({ line: 1, text: part })) : lines.map((line, index) => ({ line: index + 1, text: line.trim() }));

  const seen = new Set<string>();
  return entries
    .filter((entry) => entry.text)
    .map(({ line, text }) => {
      const match = /^([^\s,]+)\s*(?:,\s*|\s+)?(.*)$/.exec(text) ?? [];
      const id = match[1] ?? '';
      const name = (match[2] ?? '').trim();
      const problem = !ID.test(id)
        ? 'The id has characters other than printable ASCII.'
        : id.length > MAX_ID
          ? `The id is longer than ${MAX_ID} characters.`
          : name.length > MAX_NAME
            ? `The name is longer than ${MAX_NAME} characters.`
            : existingIds.includes(id)
              ? 'Already a location of this connection.'
              : seen.has(id)
                ? 'Listed twice; the first one is kept.'
                : null;
      seen.add(id);
      return { line, id, name, problem };
    });
}

/** Runs `task` over the items with at most `limit` running at once, in order of the items; results in the same order. */
export async function runBounded<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
