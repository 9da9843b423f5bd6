import { describe, expect, it } from 'vitest';
import { MAX_LIST_NUMBERS } from '../../../common/limits/number-list-limits';
import { filterChips } from '../search/filter-chips';
import { checkFilters, emptyFilters } from '../search/filters';
import { checkDraft, initialDraft } from '../search/search-draft';
import { describePhoneList, pastedListOnOneLine, readPhoneList } from './phone-list';
import { phoneRegionFor } from './phone-number';

const US = phoneRegionFor('America/Chicago');
const GB = phoneRegionFor('Europe/London');
const listOf = (text: string, region = US) => {
  const reading = readPhoneList(text, region);
  if (reading.kind !== 'list') throw new Error('not read as a list');
  return reading;
};

describe('reading a pasted list of numbers', () => {
  it('reads a spreadsheet column with Windows line breaks and a heading', () => {
    const list = listOf('Phone\r\n(512) 555-0148\r\n512.555.0149\r\n+1 512 555 0150\r\n');
    expect(list).toEqual({
      kind: 'list',
      numbers: ['+15125550148', '+15125550149', '+15125550150'],
      unreadable: [],
      duplicates: 0,
      heading: 'Phone',
    });
  });

  it('reads a CSV line, semicolons, tabs and quoted cells', () => {
    expect(listOf('+15125550148, +15125550149;"+15125550150"\t5125550151').numbers).toEqual([
      '+15125550148',
      '+15125550149',
      '+15125550150',
      '+15125550151',
    ]);
  });

  it("reads each entry by the phone field's own rule: national numbers in the location's country, 00 as the international prefix", () => {
    expect(listOf('020 7946 0018\n0044 20 7946 0019\n+1 512 555 0148', GB).numbers).toEqual([
      '+442079460018',
      '+442079460019',
      '+15125550148',
    ]);
  });

  it('names what it cannot read, keeps it out of the search, and searches the rest', () => {
    const list = listOf('+15125550148\nabc\n555-01\n+15125550149\n12');
    expect(list.numbers).toEqual(['+15125550148', '+15125550149']);
    expect(list.unreadable).toEqual(['abc', '555-01', '12']);
    expect(list.problem).toBeUndefined();
    expect(describePhoneList(list)).toBe('2 numbers read · 3 not read, not searched: “abc”, “555-01”, “12”');
  });

  it('searches a number given twice once, in any format, and says so', () => {
    const list = listOf('(512) 555-0148\n+15125550148\n512-555-0149\n512.555.0148');
    expect(list.numbers).toEqual(['+15125550148', '+15125550149']);
    expect(list.duplicates).toBe(2);
    expect(describePhoneList(list)).toContain('2 duplicates searched once');
  });

  it("takes a lone entry, or one with empty lines around it, as the field's one number", () => {
    expect(readPhoneList('(512) 555-0148', US)).toEqual({ kind: 'single' });
    expect(readPhoneList('\n(512) 555-0148\n\n', US)).toEqual({ kind: 'single' });
  });

  it(`refuses a list over ${MAX_LIST_NUMBERS} numbers whole, saying how many, and one with no number`, () => {
    const over = Array.from({ length: MAX_LIST_NUMBERS + 1 }, (_, index) => `+1512555${String(index).padStart(4, '0')}`).join('\n');
    expect(listOf(over).problem).toBe(
      `${MAX_LIST_NUMBERS + 1} numbers read; at most ${MAX_LIST_NUMBERS} are searched at once. Split the list and search each part.`,
    );
    expect(listOf(over).numbers).toHaveLength(MAX_LIST_NUMBERS + 1);
    const exactly = over.split('\n').slice(0, MAX_LIST_NUMBERS).join('\n');
    expect(listOf(exactly).problem).toBeUndefined();
    expect(listOf('Phone\nnone\nn/a').problem).toMatch(/^No number could be read/);
    expect(listOf(Array.from({ length: 20 * MAX_LIST_NUMBERS + 1 }, () => 'x').join(',')).problem).toMatch(/^1,001 entries pasted/);
  });
});

describe('a list in the search filters', () => {
  const context = { zone: 'America/Chicago', phoneRegion: US };
  it('sends the other filters once and the numbers apart, without a phone filter in the body', () => {
    const checked = checkFilters({ ...emptyFilters, status: 'FAILED', phoneNumber: '5125550148\n5125550149\nbad' }, new Date(), context);
    expect(checked).toEqual({ body: { status: 'FAILED' }, errors: {}, numbers: ['+15125550148', '+15125550149'], unread: ['bad'] });
  });

  it(`refuses numbers × locations over the bound at the phone field, saying how many fit`, () => {
    const numbers = Array.from({ length: 30 }, (_, index) => `+1512555${String(index).padStart(4, '0')}`).join(',');
    expect(checkFilters({ ...emptyFilters, phoneNumber: numbers }, new Date(), { ...context, locations: 16 }).numbers).toHaveLength(30);
    expect(checkFilters({ ...emptyFilters, phoneNumber: numbers }, new Date(), { ...context, locations: 17 }).errors.phoneNumber).toBe(
      '30 numbers at 17 locations would be 510 searches; at most 500 run at once. Choose fewer locations or split the list (29 numbers at a time here).',
    );
  });

  it('hands a list on apart from the body, with a raw JSON body sent to each number, and says it as one chip', () => {
    const draft = { ...initialDraft, filters: { ...emptyFilters, phoneNumber: '5125550148, 5125550149' } };
    expect(checkDraft(draft, 500, new Date(), context)).toEqual({
      ok: true,
      search: { body: {}, pageSize: 0 },
      numbers: ['+15125550148', '+15125550149'],
    });
    expect(checkDraft({ ...draft, rawBody: '{"tag":"x"}' }, 500, new Date(), context)).toEqual({
      ok: true,
      search: { body: { tag: 'x' }, pageSize: 0 },
      numbers: ['+15125550148', '+15125550149'],
    });
    expect(filterChips(draft, { body: {}, zone: 'UTC', numbers: ['+15125550148', '+15125550149'] })).toEqual([
      { field: 'phoneNumber', text: 'With any of 2 numbers' },
    ]);
  });

  it("searches a list of one number as that number, and puts a list's problem at the phone field", () => {
    expect(checkFilters({ ...emptyFilters, phoneNumber: 'Phone\n5125550148' }, new Date(), context)).toEqual({
      body: { phone_number: '+15125550148' },
      errors: {},
    });
    expect(checkFilters({ ...emptyFilters, phoneNumber: 'a\nb' }, new Date(), context).errors.phoneNumber).toMatch(
      /^No number could be read/,
    );
  });
});

describe('a paste into the one-line field', () => {
  it("keeps a column's or a row's entries apart with commas, and leaves a one-line paste to the field", () => {
    expect(pastedListOnOneLine('Phone\r\n(512) 555-0148\r\n\r\n512.555.0149\t+1 512 555 0150\n')).toBe(
      'Phone, (512) 555-0148, 512.555.0149, +1 512 555 0150',
    );
    expect(pastedListOnOneLine('(512) 555-0148\t512.555.0149')).toBe('(512) 555-0148, 512.555.0149');
    expect(pastedListOnOneLine('(512) 555-0148, 512.555.0149')).toBeNull();
  });
});
