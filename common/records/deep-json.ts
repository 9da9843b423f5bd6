// Deeply nested JSON without the call stack: V8's JSON.stringify, structured clone (IPC) and any
// recursive walk fail a few thousand levels down, and a server may nest as deep as it likes.
// Browser-safe: no Node imports.

/** Levels kept as objects; anything deeper is kept as its JSON text. Far above any real record. */
export const MAX_RECORD_DEPTH = 32;

type Json = unknown;

/**
 * The value with every object or array nested more than `maxDepth` levels below it replaced by
 * its JSON text, so that everything downstream (flattening, fingerprints, IPC, the detail panel)
 * can walk it. Only the replaced parts are copied; recursion is bounded by `maxDepth`.
 */
export function capDepth<T>(value: T, maxDepth = MAX_RECORD_DEPTH): T {
  return capAt(value, 0, maxDepth) as T;
}

function capAt(value: Json, depth: number, maxDepth: number): Json {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= maxDepth) return stringifyDeep(value);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const item: Json = value[index];
      if (typeof item === 'object' && item !== null) value[index] = capAt(item, depth + 1, maxDepth);
    }
    return value;
  }
  // for...in without an array of keys, and a write only where a level is replaced: this runs on
  // every record of every page, so it must cost little next to JSON.parse itself.
  const record = value as Record<string, Json>;
  for (const key in record) {
    const child = record[key];
    if (typeof child !== 'object' || child === null) continue;
    const capped = capAt(child, depth + 1, maxDepth);
    if (capped !== child) record[key] = capped;
  }
  return value;
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
