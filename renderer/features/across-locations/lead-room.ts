import { LOCATION_NAME_COLUMN, SEARCHED_NUMBER_COLUMN } from '../../../common/records/located-row';
import { roleOfColumn } from '../../../common/records/vocabulary/message-vocabulary';
import type { MessageRole } from '../../../common/records/vocabulary/message-roles';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { READING_ORDER } from '../results/column-order';
import { AGENT_FLOOR, AGENT_ROW_WIDTH } from '../results/column-width';

/** The Location column, then a list's Number searched, lead the grid until the user moves them. */
export const LEAD: readonly string[] = [LOCATION_NAME_COLUMN, SEARCHED_NUMBER_COLUMN];
/** A number as the grid shows it, "+1 512 555 0148" (about 114 px), whole, and its header: it is what tells a list's rows apart. */
export const NUMBER_WIDTH = 138;
/** A name cut short past this still tells the rows apart (the whole name is its tooltip). */
export const NAME_FLOOR = 100;

/** A column that may give room, and the least it may be narrowed to. */
export interface Give {
  column: string;
  floor: number;
}

/**
 * Narrows columns so the row's total is at most `room`: each tier gives, in proportion to what
 * it has above its floors, only what the tiers before it could not; no column goes under its floor.
 * The columns of `widths` are those the room counts; columns of no tier keep their width.
 */
export function fitRow(widths: ReadonlyMap<string, number>, tiers: readonly (readonly Give[])[], room: number): Map<string, number> {
  const fitted = new Map(widths);
  let excess = [...widths.values()].reduce((sum, width) => sum + width, 0) - room;
  for (const tier of tiers) {
    if (excess <= 0) break;
    const spare = tier.map(({ column, floor }) => Math.max(0, (fitted.get(column) ?? floor) - floor));
    const total = spare.reduce((sum, width) => sum + width, 0);
    if (total === 0) continue;
    const share = Math.min(1, excess / total);
    tier.forEach(({ column }, index) => {
      const width = fitted.get(column);
      if (width !== undefined) fitted.set(column, width - Math.ceil(spare[index]! * share));
    });
    excess -= total;
  }
  return fitted;
}

interface LeadContext {
  fields: RoleFields;
  /** Widths the user set: kept as set, and never narrowed. */
  userWidths: Readonly<Record<string, number>>;
  /** The layout's width of a column (the user's, else its default). */
  widthOf: (column: string) => number;
  /** The Location column's width, from the searched locations' names. */
  nameWidth: number;
  /** The grid's visible width: the row is fitted to it, or to a 1024 px window's agent row when narrower. */
  room: number;
}

/**
 * The widths of the lead columns and of the agent's columns beside them, so the agent's row,
 * Status last, fits the grid, a 1024 px window's at least (a wider one narrows nothing it need
 * not, a contact's name least of all): the lead columns' room comes out of the message first
 * (it also takes whatever a wider window leaves), then out of the location's name (shown short,
 * whole in its tooltip), then out of the contact and the direction, each down to its floor. The
 * contact gives last because its cell cuts the name first, the number beside it kept whole: at
 * 1024 px a merged grid showed "N…" while the Location kept 200 px. Other
 * columns the user shows are not counted (they were chosen knowing the row grows).
 */
export function leadWidths(shown: readonly string[], { fields, userWidths, widthOf, nameWidth, room }: LeadContext): Map<string, number> {
  const userSet = (column: string) => userWidths[column] !== undefined;
  const roleOf = (column: string) => roleOfColumn(column, fields);
  const counted = shown.filter((column) => LEAD.includes(column) || READING_ORDER.some((role) => role === roleOf(column)));
  const start = (column: string) => {
    if (userSet(column) || !LEAD.includes(column)) return widthOf(column);
    return column === LOCATION_NAME_COLUMN ? nameWidth : NUMBER_WIDTH;
  };
  const giving = (floorOf: (column: string) => number | undefined): Give[] =>
    counted.flatMap((column) => {
      const floor = userSet(column) ? undefined : floorOf(column);
      return floor === undefined ? [] : [{ column, floor }];
    });
  const floorOf = (roles: readonly MessageRole[]) => (column: string) => {
    const role = roleOf(column);
    return role !== null && roles.includes(role) ? AGENT_FLOOR[role] : undefined;
  };
  const nameFloor = (column: string) => (column === LOCATION_NAME_COLUMN ? NAME_FLOOR : undefined);
  const tiers = [giving(floorOf(['text'])), giving(nameFloor), giving(floorOf(['contactName', 'direction']))];
  return fitRow(new Map(counted.map((column) => [column, start(column)])), tiers, Math.max(AGENT_ROW_WIDTH, room));
}
