export type PageSizeCheck = { ok: true; value: number } | { ok: false; message: string };

/** The page size field: a whole number from 0 (the server's default) up to the connection's maximum. */
export function parsePageSize(text: string, maxPageSize: number): PageSizeCheck {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) {
    return { ok: false, message: `Whole number 0–${maxPageSize}` };
  }
  const value = Number(trimmed);
  if (value > maxPageSize) return { ok: false, message: `At most ${maxPageSize}` };
  return { ok: true, value };
}
