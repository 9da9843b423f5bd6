import { inferColumns, toJson } from '../../common/records/flatten';

export const EXTRA_COLUMN = 'extra';

/**
 * The columns of a streamed export. A CSV header comes before the first row, but an export that
 * streams cannot know every field in advance, so:
 * - the header is the columns the grid showed (in its order), then the fields of the first page
 *   with rows that the grid did not show (first-seen order, `id` first when there was no grid order),
 *   then one trailing `extra` column (`extra (2)`... if the data has a field of that name);
 * - a field first seen after that page is not lost: it goes into its row's `extra` cell, as a JSON
 *   object of the row's unknown fields (`{"tags":"[\"vip\"]"}`). The cell is empty for rows
 *   without unknown fields, which is every row when the data's shape does not change.
 */
export interface ColumnPlan {
  /** The header, `extra` column last. */
  columns: string[];
  /** null when the file has none (exactPlan). */
  extraColumn: string | null;
  /** A flattened record as the row to write: unknown fields moved into the `extra` cell. */
  toRow(flat: Record<string, unknown>): Record<string, unknown>;
}

export function planColumns(given: readonly string[] | undefined, firstRows: Iterable<Record<string, unknown>>): ColumnPlan {
  const inferred = inferColumns(firstRows);
  const known = [...new Set(given === undefined ? inferred : [...given, ...inferred])];
  const knownSet = new Set(known);
  let extraColumn = EXTRA_COLUMN;
  for (let suffix = 2; knownSet.has(extraColumn); suffix += 1) extraColumn = `${EXTRA_COLUMN} (${suffix})`;

  return {
    columns: [...known, extraColumn],
    extraColumn,
    toRow(flat) {
      // Null-prototype objects, so a field named __proto__ is kept like any other.
      let unknown: Record<string, unknown> | undefined;
      for (const key in flat) {
        if (!knownSet.has(key)) (unknown ??= Object.create(null) as Record<string, unknown>)[key] = flat[key];
      }
      if (unknown === undefined) return flat;
      const row = Object.create(null) as Record<string, unknown>;
      for (const key of known) if (Object.hasOwn(flat, key)) row[key] = flat[key];
      row[extraColumn] = toJson(unknown);
      return row;
    },
  };
}

/** Only the columns given (a conversation's thread fields): a field outside them is not the file's, so there is no `extra` cell. */
export function exactPlan(columns: readonly string[]): ColumnPlan {
  return { columns: [...columns], extraColumn: null, toRow: (flat) => flat };
}
