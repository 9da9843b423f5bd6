// Test support: the ways a token was found to slip past the redactor (issue 35), each a function
// of the token. Every one of them must be redacted in a page, a link and a notification.

const fullWidth = (text: string) =>
  [...text].map((char) => (char >= '!' && char <= '~' ? String.fromCharCode(char.charCodeAt(0) + 0xfee0) : char)).join('');
const pieces = (text: string, size: number) => text.match(new RegExp(`.{1,${size}}`, 'g')) ?? [];
const hexPairs = (text: string) => pieces(Buffer.from(text).toString('hex'), 2);

/** Disguises the page scan, links and notifications all see through. */
export const TOKEN_DISGUISES: readonly (readonly [string, (token: string) => string])[] = [
  ['full-width', fullWidth],
  ['spaced', (token) => [...token].join(' ')],
  ['hyphenated', (token) => [...token].join('-')],
  ['dotted', (token) => [...token].join('.')],
  ['no-break spaced', (token) => [...token].join('\u00a0')],
  ['ideographic spaced', (token) => [...token].join('\u3000')],
  ['hex with colons', (token) => hexPairs(token).join(':')],
  ['hex with spaces, upper case', (token) => hexPairs(token).join(' ').toUpperCase()],
  ['hex with hyphens', (token) => hexPairs(token).join('-')],
  [
    '\\x escapes',
    (token) =>
      hexPairs(token)
        .map((pair) => `\\x${pair}`)
        .join(''),
  ],
  ['11-character pieces, spaced', (token) => pieces(token, 11).join(' ')],
  ['11-character pieces, hyphenated', (token) => pieces(token, 11).join(' - ')],
  ['11-character pieces on lines', (token) => pieces(token, 11).join('\n')],
  ['full-width in spaced pieces', (token) => pieces(fullWidth(token), 6).join(' ')],
  [
    'circled and full-width letters mixed',
    (token) =>
      [...token]
        .map((char, at) => (at % 2 && /[a-z]/.test(char) ? String.fromCharCode(0x24d0 + char.charCodeAt(0) - 0x61) : fullWidth(char)))
        .join(''),
  ],
];

/** Also seen through in links and notifications (short texts), not in the page scan: docs/security.md says why. */
export const SHORT_TEXT_DISGUISES: readonly (readonly [string, (token: string) => string])[] = [
  ['UTF-16 hex', (token) => Buffer.from(token, 'utf16le').swap16().toString('hex')],
  ['UTF-16 hex, little-endian', (token) => Buffer.from(token, 'utf16le').toString('hex')],
  ['UTF-16 hex in groups', (token) => pieces(Buffer.from(token, 'utf16le').swap16().toString('hex'), 4).join(' ')],
];
