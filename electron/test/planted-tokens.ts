// Test support for the redactor's differential tests: texts and JSON bodies with a token planted in
// every form the redactor knows (and broken, cut and escaped the ways a server may), among text
// that is full of what makes the fast paths fall back (backslashes, invisible characters, hex).
import type { Random } from './random-values';

/** A token of printable ASCII (as the app accepts), sometimes shorter than a run, sometimes holding a backslash or a quote. */
export function randomToken(random: Random): string {
  const alphabet = random.pick([
    'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_',
    '0123456789',
    'abcdef0123456789',
    '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~abcXYZ019',
  ]);
  const length = random.pick([random.int(1, 11), random.int(12, 20), random.int(20, 80), random.int(80, 300)]);
  let token = '';
  for (let index = 0; index < length; index++) token += alphabet[random.int(0, alphabet.length - 1)];
  return token;
}

/** The forms the redactor looks for, each as the whole form (a text may then slice it). */
export function encodedForms(token: string): string[] {
  const bytes = Buffer.from(token);
  const forms = [token, encodeURIComponent(token), bytes.toString('hex'), bytes.toString('hex').toUpperCase()];
  for (let lead = 0; lead < 3; lead++) {
    const prefix = Buffer.from('abc'.slice(0, lead));
    const base64 = Buffer.concat([prefix, bytes, Buffer.from('!tail')]).toString('base64');
    forms.push(base64, base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
  }
  return forms;
}

const INVISIBLE = ['\u0000', '\t', '\n', '\r\n', '\u007f', '\u0085', '\u009f', '\u200b', '\u200d', '\u2060', '\ufeff'];

/** A piece of a form as a server might write it: sliced, re-cased, escaped, wrapped or broken. */
export function plantedPiece(random: Random, token: string): string {
  const form = random.pick(encodedForms(token));
  const length = random.chance(0.5) ? form.length : random.int(1, form.length);
  const start = random.int(0, form.length - length);
  let piece = form.slice(start, start + length);
  if (random.chance(0.3)) piece = [...piece].map((char) => (random.chance(0.5) ? char.toUpperCase() : char.toLowerCase())).join('');
  switch (random.int(0, 6)) {
    case 0:
      return piece;
    case 1:
      return [...piece].map((char) => (random.chance(0.4) ? unicodeEscape(char, random) : char)).join('');
    case 2:
      return piece.replace(/\//g, '\\/');
    case 3:
      // Escaped twice: a JSON string holding JSON text.
      return JSON.stringify(JSON.stringify(piece)).slice(1, -1);
    case 4: {
      const width = random.int(1, 20);
      return piece.replace(new RegExp(`.{${width}}`, 'g'), `$&${random.pick(['\n', '\r\n', '\\n', '\\r\\n'])}`);
    }
    case 5:
      return [...piece].map((char) => (random.chance(0.3) ? `${char}${random.pick(INVISIBLE)}` : char)).join('');
    default:
      return [...piece]
        .map((char) => (random.chance(0.3) ? `${char}${random.pick(['\\u200b', '\\u0000', '\\ufeff', '\\t'])}` : char))
        .join('');
  }
}

/** Text around the pieces: words, JSON punctuation, hex and digits, non-ASCII, escapes and breaks. */
export function backgroundPiece(random: Random): string {
  switch (random.int(0, 7)) {
    case 0:
      return random.pick(['hello ', 'Nadia Müller ', '👋 ', 'ok', '"id":', ',', '{', '}', '[', ']', ': ', ' ']);
    case 1:
      return random.bytes(random.int(1, 20)).toString('hex');
    case 2:
      return String(random.int(0, 1e9));
    case 3:
      return random.pick(['\\', '\\\\', '\\"', '\\u00e9', '\\u005c', '\\u005C', '\\n', '\\/', '\\uzzzz', '\\u12']);
    case 4:
      return random.pick(INVISIBLE);
    case 5:
      return random.bytes(random.int(1, 30)).toString('base64');
    case 6:
      return 'x'.repeat(random.int(1, 40));
    default:
      return String.fromCharCode(random.int(0x20, 0x7e));
  }
}

/** A text of background with pieces of the token planted in it (or none). */
export function plantedText(random: Random, token: string, pieces = random.int(0, 4)): string {
  const parts: string[] = [];
  for (let index = 0; index < random.int(0, 60); index++) parts.push(backgroundPiece(random));
  for (let index = 0; index < pieces; index++) parts.splice(random.int(0, parts.length), 0, plantedPiece(random, token));
  return parts.join('');
}

/** A JSON string literal of `decoded`, escaping what must be and, at random, more. */
export function jsonLiteral(random: Random, decoded: string): string {
  let out = '"';
  for (const char of decoded) {
    if (char === '"' || char === '\\') out += random.chance(0.8) ? `\\${char}` : unicodeEscape(char, random);
    else if (char < ' ') out += random.chance(0.5) ? JSON.stringify(char).slice(1, -1) : unicodeEscape(char, random);
    else if (char === '/' && random.chance(0.3)) out += '\\/';
    else if (random.chance(0.05)) out += unicodeEscape(char, random);
    else out += char;
  }
  return `${out}"`;
}

/** A search response as raw JSON text, with the token planted in string values, names, page tokens and numbers. */
export function plantedBody(random: Random, token: string): string {
  const decoded = () => plantedText(random, token, random.chance(0.2) ? 1 : 0);
  const leaf = (): string => {
    const kind = random.int(0, 2);
    if (kind === 0) return jsonLiteral(random, decoded());
    // A token of digits has forms of digits too, which a number may spell.
    if (kind === 1 && /^[1-9]\d*$/.test(token)) return token;
    return random.chance(0.5) ? String(random.int(-1e6, 1e6)) : random.pick(['true', 'false', 'null', '1.5e3']);
  };
  const value = (depth: number): string => {
    const kind = depth >= 3 ? 0 : random.int(0, 3);
    if (kind === 0) return leaf();
    if (kind === 1) return `[${Array.from({ length: random.int(0, 3) }, () => value(depth + 1)).join(',')}]`;
    // Deeper than the depth cap, so the cap writes JSON text of what lies below it.
    if (kind === 2 && random.chance(0.1)) {
      const levels = random.int(30, 40);
      return `${`{${jsonLiteral(random, decoded())}: `.repeat(levels)}${leaf()}${'}'.repeat(levels)}`;
    }
    return object(depth + 1);
  };
  const object = (depth: number): string => {
    const members = Array.from(
      { length: random.int(0, 5) },
      () => `${jsonLiteral(random, decoded())}${random.pick([':', ' : ', ':\n'])}${value(depth)}`,
    );
    return `{${members.join(random.pick([',', ', ', ',\r\n']))}}`;
  };
  const items = Array.from({ length: random.int(0, 6) }, () => object(1));
  const pageToken = random.chance(0.5) ? `, "next_page_token": ${jsonLiteral(random, decoded())}` : '';
  return `{"smsMessages": [${items.join(',')}]${pageToken}}`;
}

/** `\\uXXXX` per UTF-16 unit (a surrogate pair for a character outside the BMP), hex digits in either case. */
function unicodeEscape(char: string, random: Random): string {
  let out = '';
  for (let index = 0; index < char.length; index++) {
    const hex = char.charCodeAt(index).toString(16).padStart(4, '0');
    out += `\\u${random.chance(0.5) ? hex : hex.toUpperCase()}`;
  }
  return out;
}
