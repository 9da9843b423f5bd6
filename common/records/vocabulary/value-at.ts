/** A path's steps: `to[0].phone_number` → `to`, 0, `phone_number`. */
type Step = string | number;

const parsedPaths = new Map<string, Step[]>();
const MAX_PARSED_PATHS = 1_000;

function stepsOf(path: string): Step[] {
  const known = parsedPaths.get(path);
  if (known) return known;
  const steps: Step[] = [];
  for (const segment of path.split('.')) {
    const [name = '', ...indexes] = segment.split('[');
    if (name) steps.push(name);
    for (const index of indexes) steps.push(/^\d+\]$/.test(index) ? Number(index.slice(0, -1)) : `[${index}`);
  }
  if (parsedPaths.size >= MAX_PARSED_PATHS) parsedPaths.clear();
  parsedPaths.set(path, steps);
  return steps;
}

// Flattened rows keep an array as JSON text (flatten.ts): a path into it parses that text, once
// per text while it is read again and again by the views.
const MAX_ARRAY_TEXT_CHARS = 200_000;
const parsedArrays = new Map<string, unknown>();
const MAX_PARSED_ARRAYS = 500;

function arrayOfText(text: string): unknown {
  if (!text.startsWith('[') || text.length > MAX_ARRAY_TEXT_CHARS) return undefined;
  if (parsedArrays.has(text)) return parsedArrays.get(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (parsedArrays.size >= MAX_PARSED_ARRAYS) parsedArrays.clear();
  parsedArrays.set(text, parsed);
  return parsed;
}

function walk(value: unknown, steps: readonly Step[]): unknown {
  if (steps.length === 0) return value;
  const [step] = steps;
  if (typeof step === 'number') {
    const list = typeof value === 'string' ? arrayOfText(value) : value;
    return Array.isArray(list) ? walk(list[step], steps.slice(1)) : undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  // A flattened row holds `from.phone_number` as one key: the longest run of names that is a key wins.
  let names = 0;
  while (names < steps.length && typeof steps[names] === 'string') names += 1;
  for (let count = names; count >= 1; count -= 1) {
    const key = steps.slice(0, count).join('.');
    if (Object.hasOwn(value, key)) return walk((value as Record<string, unknown>)[key], steps.slice(count));
  }
  return undefined;
}

/**
 * The value at a path in a record, as sent or flattened alike: `customer.displayName` (the
 * flattened key, or walked through nested objects), `to[0].status` (an element of an array, also
 * when a flattened row holds that array as JSON text).
 */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  if (Object.hasOwn(record, path)) return record[path];
  return walk(record, stepsOf(path));
}

/** The first non-empty value of an ordered list of paths (a role's fallback list: first non-empty wins). */
export function firstValue(record: Record<string, unknown>, paths: readonly string[]): unknown {
  for (const path of paths) {
    const value = valueAt(record, path);
    if (!isEmptyValue(value)) return value;
  }
  return undefined;
}

/** Null, undefined and blank text: the record says nothing there. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The column of a flattened row a path reads from: the path itself, or the array it indexes into (`to[0].status` → `to`). */
export function columnOfPath(path: string): string {
  const bracket = path.indexOf('[');
  return bracket < 0 ? path : path.slice(0, bracket);
}
