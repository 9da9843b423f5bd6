import { describe, expect, it } from 'vitest';
import { LOCATION_NAME_COLUMN, SEARCHED_NUMBER_COLUMN } from '../../../common/records/located-row';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { AGENT_FLOOR, AGENT_ROW_WIDTH, defaultWidth } from '../results/column-width';
import { fitRow, leadWidths, NAME_FLOOR, NUMBER_WIDTH } from './lead-room';

const fields: RoleFields = { time: 'created_at', direction: 'direction', contactName: 'contact.name', text: 'body', status: 'status' };
const AGENTS = ['created_at', 'direction', 'contact.name', 'body', 'status'];
const NAME = LOCATION_NAME_COLUMN;
const NUMBER = SEARCHED_NUMBER_COLUMN;

function widths(shown: readonly string[], nameWidth: number, userWidths: Record<string, number> = {}, room = 0) {
  const fitted = leadWidths(shown, {
    fields,
    userWidths,
    widthOf: (column) => userWidths[column] ?? defaultWidth(column, fields),
    nameWidth,
    room,
  });
  const total = shown.reduce((sum, column) => sum + (fitted.get(column) ?? defaultWidth(column, fields)), 0);
  return { of: (column: string) => fitted.get(column), total };
}

describe('the room of the lead columns of a search across locations', () => {
  it('the agent row alone is its default widths, and they are what the room is', () => {
    const row = widths(AGENTS, 120);
    expect(AGENTS.map(row.of)).toEqual([200, 100, 250, 300, 125]);
    expect(row.total).toBe(AGENT_ROW_WIDTH);
  });

  it.each([
    ['three locations', [NAME, ...AGENTS], 120],
    ['a list at one location (no Location column)', [NUMBER, ...AGENTS], 120],
    ['a list across locations', [NAME, NUMBER, ...AGENTS], 120],
    ['a list across locations with long names', [NAME, NUMBER, ...AGENTS], 220],
  ])("%s: the row fits the agent row's room, the message keeps its floor, time and status whole", (_case, shown, nameWidth) => {
    const row = widths(shown, nameWidth);
    expect(row.total).toBeLessThanOrEqual(AGENT_ROW_WIDTH);
    expect(row.of('body')).toBeGreaterThanOrEqual(AGENT_FLOOR.text!);
    expect(row.of('contact.name')).toBeGreaterThanOrEqual(AGENT_FLOOR.contactName!);
    expect(row.of('direction')).toBeGreaterThanOrEqual(AGENT_FLOOR.direction!);
    expect([row.of('created_at'), row.of('status')]).toEqual([200, 125]);
    if (shown.includes(NUMBER)) expect(row.of(NUMBER)).toBe(NUMBER_WIDTH);
  });

  it("takes from the message first, then the location's name, the contact and the direction last", () => {
    const row = widths([NAME, ...AGENTS], 120);
    // 120 px asked: the message's 100 above its floor, then 20 of the name's 20 above its floor.
    expect([row.of('body'), row.of(NAME), row.of('contact.name'), row.of('direction')]).toEqual([200, NAME_FLOOR, 250, 100]);
    // Only when the message and the name are at their floors does the contact give, down to its own.
    const long = widths([NAME, NUMBER, ...AGENTS], 220);
    expect([long.of('body'), long.of(NAME)]).toEqual([AGENT_FLOOR.text, NAME_FLOOR]);
    expect(long.of('contact.name')).toBeGreaterThanOrEqual(AGENT_FLOOR.contactName!);
    expect(long.of('contact.name')).toBeLessThan(250);
    // Each narrowed column rounds its share up: the row may come out a pixel or two narrower.
    expect(AGENT_ROW_WIDTH - long.total).toBeLessThanOrEqual(2);
  });

  it("narrows nothing in a grid wide enough for the whole row (the contact's name whole at 1920 px)", () => {
    const wide = widths([NAME, NUMBER, ...AGENTS], 220, {}, 1860);
    expect(AGENTS.map(wide.of)).toEqual([200, 100, 250, 300, 125]);
    expect(wide.of(NAME)).toBe(220);
    // Narrower than a 1024 px window's row (a side panel open): fitted as in that window, not below.
    expect(AGENTS.map(widths([NAME, ...AGENTS], 120, {}, 600).of)).toEqual(AGENTS.map(widths([NAME, ...AGENTS], 120).of));
  });

  it('keeps a width the user set, and narrows the others for it', () => {
    const row = widths([NAME, NUMBER, ...AGENTS], 120, { body: 420, [NAME]: 180 });
    expect([row.of('body'), row.of(NAME)]).toEqual([420, 180]);
    expect(row.of('contact.name')).toBe(AGENT_FLOOR.contactName);
  });

  it("does not count the columns the user added beside the agent's", () => {
    const row = widths([NAME, ...AGENTS, 'id'], 120);
    const without = widths([NAME, ...AGENTS], 120);
    expect(row.of('id')).toBeUndefined();
    expect(AGENTS.map(row.of)).toEqual(AGENTS.map(without.of));
  });
});

describe('fitting a row to its room', () => {
  it('leaves a row that fits as it is, and no column under its floor', () => {
    const row = new Map([
      ['a', 100],
      ['b', 100],
    ]);
    expect(fitRow(row, [[{ column: 'a', floor: 50 }]], 300)).toEqual(row);
    expect(fitRow(row, [[{ column: 'a', floor: 50 }]], 100)).toEqual(
      new Map([
        ['a', 50],
        ['b', 100],
      ]),
    );
  });
});
