import { describe, expect, it } from 'vitest';
import { CLIPBOARD_MAX_CHARS, operations } from './contract';

// The character rules of the two identifiers the app sends in HTTP headers (Authorization and
// Location-Id): printable ASCII without spaces, so nothing can break a header or hide in one.
const token = operations.setToken.input.shape.token;
const locationId = operations.addLocation.input.shape.locationId;

describe.each([
  ['token', token, 4096],
  ['location id', locationId, 200],
])('the %s rule', (_name, schema, maxLength) => {
  it.each(['abc', 'tok_123-XYZ.~', '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~', 'a'.repeat(maxLength)])('accepts %j', (value) => {
    expect(schema.parse(value)).toBe(value);
  });

  it('trims surrounding white space (a pasted value often carries a newline)', () => {
    expect(schema.parse('  abc\n')).toBe('abc');
    expect(schema.parse('\tabc ')).toBe('abc');
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['an inner space', 'ab c'],
    ['an inner tab', 'ab\tc'],
    ['a line break inside', 'ab\r\nX-Injected: 1'],
    ['a control character', 'ab\u0000c'],
    ['DEL', 'ab\u007fc'],
    ['non-ASCII', 'tökén'],
    ['a non-breaking space', 'ab\u00a0c'],
    ['too long', 'a'.repeat(maxLength + 1)],
  ])('refuses %s', (_what, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('the clipboard text rule', () => {
  const text = operations.clipboardWriteText.input.shape.text;

  it('takes a copy of many rows (a million characters) and refuses more than the limit', () => {
    expect(text.safeParse('row\t'.repeat(250_000)).success).toBe(true);
    expect(text.safeParse('x'.repeat(CLIPBOARD_MAX_CHARS)).success).toBe(true);
    expect(text.safeParse('x'.repeat(CLIPBOARD_MAX_CHARS + 1)).success).toBe(false);
  });
});
