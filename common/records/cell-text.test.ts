import { describe, expect, it } from 'vitest';
import {
  FORMULA_GUARD_RULE,
  MAX_FORMULA_CHARS,
  MAX_FORMULA_TEXT_CHARS,
  cellText,
  neutraliseFormula,
  spreadsheetCellText,
} from './cell-text';
import { spreadsheetShows } from './test/spreadsheet-shows';

describe('neutraliseFormula', () => {
  it.each([
    // A short one-line cell becomes a text-constant formula: the spreadsheet shows exactly the value.
    ['=1+1', '="=1+1"'],
    ['+13055550148', '="+13055550148"'],
    ['-2', '="-2"'],
    ['@SUM(A1)', '="@SUM(A1)"'],
    ['\tcmd', '="\tcmd"'],
    ['\uFF1D1+1', '="\uFF1D1+1"'],
    ['\uFF0B1', '="\uFF0B1"'],
    ['\uFF0D1', '="\uFF0D1"'],
    ['\uFF20x', '="\uFF20x"'],
    ['=HYPERLINK("http://evil.test")', '="=HYPERLINK(""http://evil.test"")"'],
    // A line break cannot sit in a constant: it is joined in as CHAR(10) or CHAR(13), no apostrophe shown.
    ['\rcmd', '=CHAR(13)&"cmd"'],
    ['=a\nb', '="=a"&CHAR(10)&"b"'],
    ['=a\rb', '="=a"&CHAR(13)&"b"'],
    ['=== This week ===\nSourdough, rye.', '="=== This week ==="&CHAR(10)&"Sourdough, rye."'],
    ['-a\r\n\nb', '="-a"&CHAR(13)&CHAR(10)&CHAR(10)&"b"'],
    // Anything not starting with a trigger is left as it is.
    ['hello =1', 'hello =1'],
    ['', ''],
    ["'already", "'already"],
    ['\ncmd', '\ncmd'],
    ['1+1', '1+1'],
  ])('%j → %j', (input, expected) => {
    expect(neutraliseFormula(input)).toBe(expected);
  });

  it('is said in one line for the manifest', () => {
    expect(FORMULA_GUARD_RULE).toMatch(
      /^cells starting with = \+ - @ .* written as ="…" .* CHAR\(10\).* runs nothing; only .* 8,192 characters gets a leading ' instead$/,
    );
  });

  it("writes a value past Excel's 255-character constant in pieces, never cutting an emoji in two", () => {
    const longest = `=${'x'.repeat(MAX_FORMULA_TEXT_CHARS - 1)}`;
    expect(MAX_FORMULA_TEXT_CHARS).toBe(255);
    expect(neutraliseFormula(longest)).toBe(`="${longest}"`);
    expect(neutraliseFormula(`${longest}x`)).toBe(`="${longest}"&"x"`);
    const emoji = `=${'x'.repeat(MAX_FORMULA_TEXT_CHARS - 2)}😀y`;
    expect(neutraliseFormula(emoji)).toBe(`="${'='.concat('x'.repeat(MAX_FORMULA_TEXT_CHARS - 2))}"&"😀y"`);
  });

  it('is shown by a spreadsheet exactly as sent, whatever the length, quotes or line breaks', () => {
    const values = ['=1+1', '+1 "quoted"', `-${'ab"c\n'.repeat(300)}`, '@x\r\ny', '\t', '=', `=${'"'.repeat(600)}`, '=😀'.repeat(200)];
    for (const value of values) expect(spreadsheetShows(neutraliseFormula(value))).toBe(value);
  });

  it("keeps the visible apostrophe only for a value whose formula would pass Excel's 8,192 characters", () => {
    expect(MAX_FORMULA_CHARS).toBe(8192);
    // Each piece costs its quotes and an &, each line break a CHAR(10): 7,800 characters fit, 8,192 line breaks do not.
    const fits = `=${'x'.repeat(7800)}`;
    expect(neutraliseFormula(fits).startsWith('="=x')).toBe(true);
    expect(neutraliseFormula(fits).length).toBeLessThanOrEqual(MAX_FORMULA_CHARS);
    const tooLong = `=${'\n'.repeat(MAX_FORMULA_CHARS)}`;
    expect(neutraliseFormula(tooLong)).toBe(`'${tooLong}`);
  });
});

describe('cellText', () => {
  it('writes values as sent: numbers and booleans as text, null/undefined empty, objects as JSON, nothing added', () => {
    expect(cellText(-12.5)).toBe('-12.5');
    expect(cellText(0)).toBe('0');
    expect(cellText(12n)).toBe('12');
    expect(cellText(true)).toBe('true');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText({ a: [1, 'x'] })).toBe('{"a":[1,"x"]}');
    expect(cellText(['=cmd'])).toBe('["=cmd"]');
    expect(cellText('+13055550148')).toBe('+13055550148');
    expect(cellText('=1+1')).toBe('=1+1');
    expect(cellText(Symbol('s'))).toBe('Symbol(s)');
  });

  it('writes instants in UTC and dates as ISO 8601; an invalid date is empty', () => {
    expect(cellText('2024-05-01T12:00:00+02:00')).toBe('2024-05-01T10:00:00Z');
    expect(cellText(new Date('2024-05-01T10:00:00Z'))).toBe('2024-05-01T10:00:00.000Z');
    expect(cellText(new Date(Number.NaN))).toBe('');
  });
});

describe('spreadsheetCellText', () => {
  it('guards text, JSON and other values that a spreadsheet would run', () => {
    expect(spreadsheetCellText('+13055550148')).toBe('="+13055550148"');
    expect(spreadsheetCellText({ '=a': 1 })).toBe('{"=a":1}');
    expect(spreadsheetCellText(['=cmd'])).toBe('["=cmd"]');
    expect(spreadsheetCellText('-5')).toBe('="-5"');
    expect(spreadsheetCellText(Symbol('=s'))).toBe('Symbol(=s)');
  });

  it('leaves numbers from the data as values: -5 is not a formula', () => {
    expect(spreadsheetCellText(-5)).toBe('-5');
    expect(spreadsheetCellText(-5n)).toBe('-5');
    expect(spreadsheetCellText(null)).toBe('');
  });
});
