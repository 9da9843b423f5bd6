/**
 * Removes an API token from text a server sent back, before anything parses, truncates or keeps
 * it. A buggy or hostile server may echo the Authorization header anywhere: in a record, a key, a
 * page token, an error body, a header. The token is looked for in the forms it travels in:
 * - as is and URL-encoded, in any letter case (a server may lower-case what it echoes);
 * - base64 and base64url, of the token and of `Bearer <token>`. Inside a longer base64 string
 *   the encoding depends on where the token's bytes fall against 3-byte groups, so each form is
 *   built for the three alignments and only its stable middle (the characters that depend on
 *   the token's bytes alone) is matched.
 */
export const REDACTED = '[redacted]';

/** Shorter encoded middles would match ordinary text by chance. */
const MIN_ENCODED_CHARS = 8;

export type Redactor = (text: string) => string;

export interface TokenRedactor {
  redact: Redactor;
  /** The longest form searched for: a cut this close to the end may have split one. */
  longestForm: number;
}

export function createTokenRedactor(token: string): TokenRedactor {
  if (token === '') return { redact: (text) => text, longestForm: 0 };
  const plain = [...new Set([token, encodeURIComponent(token)])];
  const encoded = new Set<string>();
  for (const secret of [token, `Bearer ${token}`]) {
    for (const middle of base64Middles(secret)) {
      if (middle.length >= MIN_ENCODED_CHARS) encoded.add(middle);
    }
  }
  const caseless = new RegExp(plain.map(escapeRegExp).join('|'), 'gi');
  const exact = encoded.size > 0 ? new RegExp([...encoded].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|'), 'g') : null;
  const longestForm = Math.max(...plain.map((form) => form.length), ...[...encoded].map((form) => form.length));
  return {
    redact: (text) => {
      const once = text.replace(caseless, REDACTED);
      return exact ? once.replace(exact, REDACTED) : once;
    },
    longestForm,
  };
}

/**
 * Redacts, then (when the text was cut short by a size limit) drops its last `longestForm`
 * characters, since a form split by the cut cannot be recognised whole.
 */
export function redactCutText(redactor: TokenRedactor, text: string, wasCut: boolean): string {
  const redacted = redactor.redact(text);
  return wasCut ? redacted.slice(0, Math.max(0, redacted.length - redactor.longestForm)) : redacted;
}

/** For 0, 1 and 2 leading bytes: the base64 and base64url characters fixed by the secret's bytes alone. */
function base64Middles(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const middles: string[] = [];
  for (let lead = 0; lead < 3; lead++) {
    const text = Buffer.concat([Buffer.alloc(lead), bytes]).toString('base64');
    const from = Math.ceil((lead * 8) / 6);
    const to = Math.floor(((lead + bytes.length) * 8) / 6);
    const middle = text.slice(from, to);
    middles.push(middle, middle.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return middles;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
