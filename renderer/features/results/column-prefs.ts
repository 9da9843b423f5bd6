import { useStoredState } from '../preferences/use-stored-state';

export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 1200;

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isWidthMap(value: unknown): value is Record<string, number> {
  return (
    value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((width) => typeof width === 'number')
  );
}

/** A first guess from the column's name: message text wide, ids and times medium, the rest narrow. */
export function defaultWidth(column: string): number {
  const name = column.toLowerCase();
  if (/(^|\.)(body|text|message)$/.test(name)) return 360;
  if (name.endsWith('id')) return 200;
  if (/(time|_at|date)$/.test(name)) return 190;
  if (/(phone|number|from|to)$/.test(name)) return 160;
  if (/name$/.test(name)) return 170;
  return 130;
}

export function clampWidth(width: number): number {
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
}

/** Hidden columns and widths, remembered across restarts by column name. */
export function useColumnPrefs() {
  const [hidden, setHidden] = useStoredState<string[]>('sms-explorer.hidden-columns', [], isStringArray);
  const [widths, setWidths] = useStoredState<Record<string, number>>('sms-explorer.column-widths', {}, isWidthMap);

  return {
    hidden,
    setHidden,
    widthOf: (column: string) => widths[column] ?? defaultWidth(column),
    setWidth: (column: string, width: number) => setWidths((previous) => ({ ...previous, [column]: clampWidth(width) })),
    toggle: (column: string) =>
      setHidden((previous) => (previous.includes(column) ? previous.filter((name) => name !== column) : [...previous, column])),
  };
}
