// Test support for the secrets audit: every trace of a token a reader could recover from a text,
// found without the app's redactor (plain substring search in a decoded, lower-cased copy).

/** The app promises that no run of the token this long (in any form) survives. */
export const TRACE_CHARS = 12;

const ESCAPED: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** The names of the forms (plain, hex, base64…) in which some run of the token appears in the text. */
export function tokenTraces(text: string, token: string): string[] {
  const revealed = reveal(text);
  const found: string[] = [];
  for (const [name, form] of tokenForms(token)) {
    for (let at = 0; at + TRACE_CHARS <= form.length; at++) {
      if (revealed.includes(form.slice(at, at + TRACE_CHARS).toLowerCase())) {
        found.push(`${name} at ${at}`);
        break;
      }
    }
  }
  return found;
}

/** JSON escapes decoded, controls and zero-width characters dropped (as wrapping or a bad server adds them), lower case. */
function reveal(text: string): string {
  return (
    text
      .replace(/\\u([0-9a-fA-F]{4})/g, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      .replace(/\\(["\\/bfnrt])/g, (_escape, char: string) => ESCAPED[char] ?? char)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200d\ufeff]/g, '')
      .toLowerCase()
  );
}

function tokenForms(token: string): [string, string][] {
  const bytes = Buffer.from(token);
  const forms: [string, string][] = [
    ['plain', token],
    ['url', encodeURIComponent(token)],
    ['hex', bytes.toString('hex')],
  ];
  for (let lead = 0; lead < 3; lead++) {
    const base64 = Buffer.concat([Buffer.alloc(lead), bytes])
      .toString('base64')
      .slice(lead + 1, -4);
    forms.push([`base64/${lead}`, base64], [`base64url/${lead}`, base64.replace(/\+/g, '-').replace(/\//g, '_')]);
  }
  return forms;
}
