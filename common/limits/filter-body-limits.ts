// Bounds on the filter body of a search, checked by the renderer before it sends one and by the
// IPC contract's schema when main receives one: a body thousands of levels deep breaks every
// recursive walk (JSON.stringify included) with a RangeError, and a body of megabytes would be
// uploaded with every page. Browser-safe: no Node imports.

/** Levels of objects and arrays, the body itself being the first. Real filters use two or three. */
export const MAX_FILTER_BODY_DEPTH = 32;
/** Characters of the body as JSON (32 KiB): room for a long list of ids, far below megabytes. */
export const MAX_FILTER_BODY_CHARS = 32 * 1024;

const count = (value: number) => value.toLocaleString('en-US');

/**
 * What is wrong with the body, as a sentence that states the limit, or null when it can be sent.
 * An explicit stack, and an early stop once a limit is passed, so no body can exhaust the call
 * stack or the time of the check itself.
 */
export function filterBodyProblem(body: Record<string, unknown>): string | null {
  // A lower bound of the JSON length (escapes not counted): past the limit, the body is too large.
  let chars = 0;
  const stack: [unknown, number][] = [[body, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value === 'string') chars += value.length + 2;
    else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return notJson;
      chars += String(value).length;
    } else if (typeof value === 'boolean' || value === null) chars += 4;
    else if (Array.isArray(value) || isPlainObject(value)) {
      if (depth > MAX_FILTER_BODY_DEPTH) {
        return `The filter body nests deeper than ${count(MAX_FILTER_BODY_DEPTH)} levels, the most the app sends. Flatten the filters.`;
      }
      chars += 2;
      // Keys and items are counted as they are pushed, so a list of millions stops early too.
      const keys = Array.isArray(value) ? null : Object.keys(value);
      const size = keys ? keys.length : (value as unknown[]).length;
      for (let index = 0; index < size; index++) {
        const key = keys?.[index];
        // A comma before every item but the first; quotes and a colon around every key.
        chars += (index > 0 ? 1 : 0) + (key === undefined ? 0 : key.length + 3);
        if (chars > MAX_FILTER_BODY_CHARS) return tooLarge;
        stack.push([key === undefined ? (value as unknown[])[index] : (value as Record<string, unknown>)[key], depth + 1]);
      }
    } else return notJson;
    if (chars > MAX_FILTER_BODY_CHARS) return tooLarge;
  }
  // Within the depth bound stringify is safe; escapes can still take the text past the limit.
  return JSON.stringify(body).length > MAX_FILTER_BODY_CHARS ? tooLarge : null;
}

const tooLarge = `The filter body is larger than ${count(MAX_FILTER_BODY_CHARS)} characters as JSON, the most the app sends. Use fewer or shorter filters.`;
const notJson = 'The filter body holds a value JSON cannot carry. Use only text, finite numbers, true, false, null, lists and objects.';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
