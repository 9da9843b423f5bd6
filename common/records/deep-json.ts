// Deeply nested JSON without the call stack: V8's JSON.stringify, structured clone (IPC) and any
// recursive walk fail a few thousand levels down, and a server may nest as deep as it likes.
// Browser-safe: no Node imports.

/** Levels kept as objects; anything deeper is kept as its JSON text. Far above any real record. */
export const MAX_RECORD_DEPTH = 32;

type Json = unknown;

/** Rewrites a string a server sent (e.g. removes a secret from it); returns it unchanged when there is nothing to do. */
export type Scrub = (text: string) => string;

const keep: Scrub = (text) => text;

/**
 * The value with every object or array nested more than `maxDepth` levels below it replaced by
 * its JSON text, so that everything downstream (flattening, fingerprints, IPC, the detail panel)
 * can walk it, and with `scrub` applied to every string in it, member names included (and to
 * the JSON text of the replaced levels). Scrubbing the decoded strings holds whatever escapes
 * the JSON text used. Only the changed parts are copied; recursion is bounded by `maxDepth`.
 */
export function capDepth<T>(value: T, scrub: Scrub = keep, maxDepth = MAX_RECORD_DEPTH): T {
  return capAt(value, 0, maxDepth, scrub) as T;
}

function capAt(value: Json, depth: number, maxDepth: number, scrub: Scrub): Json {
  if (typeof value === 'string') return scrub(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= maxDepth) return scrub(stringifyDeep(value));
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const item: Json = value[index];
      if (typeof item === 'object' || typeof item === 'string') value[index] = capAt(item, depth + 1, maxDepth, scrub);
    }
    return value;
  }
  // for...in without an array of keys, and a write only where something changed: this runs on
  // every record of every page, so it must cost little next to JSON.parse itself.
  const record = value as Record<string, Json>;
  let renamed = false;
  for (const key in record) {
    if (!renamed && scrub(key) !== key) renamed = true;
    const child = record[key];
    if ((typeof child !== 'object' || child === null) && typeof child !== 'string') continue;
    const capped = capAt(child, depth + 1, maxDepth, scrub);
    if (capped !== child) record[key] = capped;
  }
  return renamed ? renameKeys(record, scrub) : value;
}

/**
 * A copy with scrubbed member names, in the same order. Names that scrub to the same text are
 * numbered, so no value is lost; fromEntries defines each one, so "__proto__" stays plain data.
 */
function renameKeys(record: Record<string, Json>, scrub: Scrub): Record<string, Json> {
  const taken = new Set<string>();
  const entries: [string, Json][] = [];
  for (const key in record) {
    const base = scrub(key);
    let name = base;
    for (let count = 2; taken.has(name) || (name !== key && Object.hasOwn(record, name)); count++) name = `${base} (${count})`;
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
