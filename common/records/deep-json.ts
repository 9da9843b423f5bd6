// Deeply nested JSON without the call stack: V8's JSON.stringify, structured clone (IPC) and any
// recursive walk fail a few thousand levels down, and a server may nest as deep as it likes.
// Browser-safe: no Node imports.

/** Levels kept as objects; anything deeper is kept as its JSON text. Far above any real record. */
export const MAX_RECORD_DEPTH = 32;

type Json = unknown;

/** Rewrites a string a server sent (e.g. removes a secret from it); returns it unchanged when there is nothing to do. */
export type Scrub = (text: string) => string;

/**
 * A scrub per kind of text: `strings` for the strings and member names of the value (as
 * JSON.parse decoded them; null when they need none), `text` for the JSON text capDepth writes
 * of the levels it replaces, which no parser decoded (see decodedScrub in redact-token.ts).
 */
export interface Scrubs {
  strings: Scrub | null;
  text: Scrub;
}

const keep: Scrub = (text) => text;

/**
 * The value with every object or array nested more than `maxDepth` levels below it replaced by
 * its JSON text, so that everything downstream (flattening, fingerprints, IPC, the detail panel)
 * can walk it, and with `scrub` applied to every string in it, member names included (and to
 * the JSON text of the replaced levels). Scrubbing the decoded strings holds whatever escapes
 * the JSON text used. Only the changed parts are copied; recursion is bounded by `maxDepth`.
 */
export function capDepth<T>(value: T, scrub: Scrub | Scrubs = keep, maxDepth = MAX_RECORD_DEPTH): T {
  const { strings, text } = typeof scrub === 'function' ? { strings: scrub, text: scrub } : scrub;
  // Without a scrub for strings only the depth is capped: no call per string and name.
  return capAt(value, 0, maxDepth, strings ?? keep, text, strings === null) as T;
}

function capAt(value: Json, depth: number, maxDepth: number, strings: Scrub, text: Scrub, asIs: boolean): Json {
  if (typeof value === 'string') return asIs ? value : strings(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= maxDepth) return text(stringifyDeep(value));
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const item: Json = value[index];
      if (typeof item === 'object' ? item !== null : typeof item === 'string' && !asIs)
        value[index] = capAt(item, depth + 1, maxDepth, strings, text, asIs);
    }
    return value;
  }
  // for...in without an array of keys, and a write only where something changed: this runs on
  // every record of every page, so it must cost little next to JSON.parse itself.
  const record = value as Record<string, Json>;
  let renamed = false;
  for (const key in record) {
    if (!asIs && !renamed && strings(key) !== key) renamed = true;
    const child = record[key];
    if (typeof child === 'object' ? child === null : asIs || typeof child !== 'string') continue;
    const capped = capAt(child, depth + 1, maxDepth, strings, text, asIs);
    if (capped !== child) record[key] = capped;
  }
  return renamed ? renameKeys(record, strings) : value;
}

/**
 * A copy with scrubbed member names, in the same order. Names that scrub to the same text are
 * numbered, so no value is lost; fromEntries defines each one, so "__proto__" stays plain data.
 * Each base name remembers the number it reached: a server sending thousands of names that all
 * scrub alike would otherwise have each one try every number from 2 again (quadratic time).
 * A number passed over stays unusable (taken, or another member's own name), so none is missed.
 */
function renameKeys(record: Record<string, Json>, scrub: Scrub): Record<string, Json> {
  const taken = new Set<string>();
  const nextNumber = new Map<string, number>();
  const entries: [string, Json][] = [];
  for (const key in record) {
    const base = scrub(key);
    let name = base;
    let count = nextNumber.get(base) ?? 2;
    while (taken.has(name) || (name !== key && Object.hasOwn(record, name))) name = `${base} (${count++})`;
    nextNumber.set(base, count);
    taken.add(name);
    entries.push([name, record[key]]);
  }
  return Object.fromEntries(entries);
}

/**
 * JSON.stringify for values of any depth, with an explicit stack. Same output as JSON.stringify
 * for what JSON.parse produces; bigints are written as strings; a cycle becomes a marker.
 */
export function stringifyDeep(root: Json): string {
  const out: string[] = [];
  // Objects being written (their ancestors included): meeting one again is a cycle.
  const open = new Set<object>();
  const stack: Frame[] = [{ value: root }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    if ('text' in frame) {
      out.push(frame.text);
      if (frame.closes) open.delete(frame.closes);
      continue;
    }
    const { value } = frame;
    if (typeof value === 'bigint') {
      out.push(JSON.stringify(value.toString()));
    } else if (typeof value !== 'object' || value === null) {
      out.push(JSON.stringify(value) ?? 'null');
    } else if (open.has(value)) {
      out.push('"[cyclic value]"');
    } else {
      open.add(value);
      const parts: Frame[] = [];
      if (Array.isArray(value)) {
        parts.push({ text: '[' });
        value.forEach((item, index) => {
          if (index > 0) parts.push({ text: ',' });
          parts.push({ value: item === undefined || typeof item === 'function' || typeof item === 'symbol' ? null : item });
        });
        parts.push({ text: ']', closes: value });
      } else {
        parts.push({ text: '{' });
        let first = true;
        for (const key of Object.keys(value)) {
          const item = (value as Record<string, Json>)[key];
          if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
          parts.push({ text: `${first ? '' : ','}${JSON.stringify(key)}:` });
          parts.push({ value: item });
          first = false;
        }
        parts.push({ text: '}', closes: value });
      }
      for (let index = parts.length - 1; index >= 0; index--) stack.push(parts[index] as Frame);
    }
  }
  return out.join('');
}

type Frame = { text: string; closes?: object } | { value: Json };
